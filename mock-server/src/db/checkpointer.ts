import { Worker } from 'node:worker_threads';
import { WAL_AUTOCHECKPOINT_PAGES, type Db } from './database';

/** What `PRAGMA wal_checkpoint` reports, and which checkpoint the worker ran. */
export interface WalState {
  busy: number;
  /** Frames in the WAL. */
  log: number;
  /** Of those, frames copied back into the database file. */
  checkpointed: number;
  mode: 'NOOP' | 'PASSIVE';
}

export interface CheckpointerOptions {
  /** A PASSIVE checkpoint runs once the WAL holds this many frames not yet copied back. */
  thresholdFrames?: number;
  /** How often the worker looks at the WAL (a NOOP checkpoint: reads the WAL's header). */
  intervalMs?: number;
  /** Told of every checkpoint the worker ran on its own (tests wait for one). */
  onCheckpoint?: (state: WalState) => void;
}

export interface Checkpointer {
  /** Has the worker look at the WAL now, checkpointing it if it is past a bound; what it found or did. */
  checkNow(): Promise<WalState>;
  /** Stops the worker (its connection closed); the main connection checkpoints by itself again. */
  close(): Promise<void>;
}

const INTERVAL_MS = 50;

type WorkerMessage = { type: 'checkpointed' | 'checked'; state: WalState };

/**
 * Moves the WAL checkpoints of `db` to a worker thread with its own connection: the main connection
 * stops checkpointing at commit (`wal_autocheckpoint = 0`), so a commit never waits for the copy of
 * the WAL into the database file and its fsyncs (docs/performance.md). Should the worker stop,
 * the main connection checkpoints at commit again.
 */
export function startCheckpointer(db: Db, options: CheckpointerOptions = {}): Checkpointer {
  const worker = new Worker(new URL('./checkpoint-worker.mjs', import.meta.url), {
    workerData: {
      file: db.name,
      thresholdFrames: options.thresholdFrames ?? WAL_AUTOCHECKPOINT_PAGES,
      intervalMs: options.intervalMs ?? INTERVAL_MS,
    },
  });
  worker.unref();
  db.pragma('wal_autocheckpoint = 0');
  const checks: { resolve: (state: WalState) => void; reject: (error: Error) => void }[] = [];
  let closing = false;
  let running = true;
  const fallBack = () => {
    if (db.open) db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  };
  // The worker's copy leaves the frames committed meanwhile; this connection copies those between
  // two write batches, after which its next write starts the WAL from its beginning again instead
  // of growing the file (appending a frame costs about twice what overwriting one does).
  const copyTheRest = (): void => {
    if (!db.open) return;
    if (db.inTransaction) setImmediate(copyTheRest);
    else db.pragma('wal_checkpoint(PASSIVE)');
  };
  worker.on('message', (message: WorkerMessage) => {
    // Always: the worker's figures are of the WAL as it was when its copy began, not of the commits
    // made during it; with nothing left to copy this connection's checkpoint writes nothing.
    if (message.state.mode === 'PASSIVE') copyTheRest();
    if (message.type === 'checked') checks.shift()?.resolve(message.state);
    else options.onCheckpoint?.(message.state);
  });
  worker.on('error', fallBack);
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      running = false;
      if (!closing) fallBack();
      for (const check of checks.splice(0)) check.reject(new Error('the checkpointer stopped'));
      resolve();
    });
  });
  return {
    checkNow: () =>
      new Promise((resolve, reject) => {
        if (!running) return reject(new Error('the checkpointer stopped'));
        checks.push({ resolve, reject });
        worker.postMessage('check');
      }),
    close: async () => {
      closing = true;
      // Referenced while it closes: otherwise a process with nothing else to do exits before the
      // worker does (a script awaiting the server's close ends with code 13).
      worker.ref();
      worker.postMessage('close');
      await exited;
      fallBack();
    },
  };
}
