// The WAL checkpointer's thread (db/checkpointer.ts starts it): its own connection to the database
// file copies the WAL's frames back into it, so the copies and their fsyncs leave the request
// thread. Plain JavaScript: a worker thread is started from a file, with no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @type {{ file: string; thresholdFrames: number; intervalMs: number }} */
const settings = workerData;
const db = new Database(settings.file, { fileMustExist: true });

/** @param {string} mode */
function checkpoint(mode) {
  const [state] = db.pragma(`wal_checkpoint(${mode})`);
  return state;
}

/**
 * Copies the WAL back when it holds `thresholdFrames` not yet copied (PASSIVE: writers go on), then
 * once more for the frames committed during that copy, so that what is left for the writer's
 * connection to copy (db/checkpointer.ts) is short.
 */
function check() {
  const before = checkpoint('NOOP');
  if (before.log - before.checkpointed < settings.thresholdFrames)
    return { ...before, mode: 'NOOP' };
  checkpoint('PASSIVE');
  return { ...checkpoint('PASSIVE'), mode: 'PASSIVE' };
}

const timer = setInterval(() => {
  const state = check();
  if (state.mode !== 'NOOP') parentPort?.postMessage({ type: 'checkpointed', state });
}, settings.intervalMs);

parentPort?.on('message', (message) => {
  if (message === 'check') parentPort?.postMessage({ type: 'checked', state: check() });
  if (message === 'close') {
    clearInterval(timer);
    db.close();
    parentPort?.close();
  }
});
