import fs from 'node:fs';
import path from 'node:path';

/**
 * Which running mock holds a database file: `<db>.holder.json` beside it, written when the mock
 * listens and removed when it stops. Two writers never share one file: `npm run seed` goes through
 * the holder's control API, and a second mock on the same file is refused. A mock that crashed
 * leaves the file behind; it counts only while its process lives and its address answers.
 */

export interface DatabaseHolder {
  readonly pid: number;
  /** Where the mock answers (`http://127.0.0.1:8787`). */
  readonly url: string;
  /** Whether its control API is on (MOCK_CONTROL). */
  readonly control: boolean;
}

export function holderFile(dbFile: string): string {
  return `${path.resolve(dbFile)}.holder.json`;
}

/** Writes this process's holder record; answers the function that removes it again, if still ours. */
export function writeDatabaseHolder(dbFile: string, holder: DatabaseHolder): () => void {
  const file = holderFile(dbFile);
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, `${JSON.stringify(holder)}\n`, { mode: 0o600 });
  fs.renameSync(partial, file);
  return () => {
    try {
      if ((JSON.parse(fs.readFileSync(file, 'utf8')) as DatabaseHolder).pid === holder.pid)
        fs.rmSync(file);
    } catch {
      // Gone already.
    }
  };
}

function readHolder(file: string): DatabaseHolder | undefined {
  try {
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<DatabaseHolder>;
    if (typeof raw.pid !== 'number' || typeof raw.url !== 'string') return undefined;
    return { pid: raw.pid, url: raw.url, control: raw.control === true };
  } catch {
    return undefined;
  }
}

function processLives(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, as another user's.
    return (error as { code?: string }).code === 'EPERM';
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(3_000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/**
 * The mock running on `dbFile`, or undefined when none does. A record left by a mock that is gone
 * (its process dead, or nothing answering at its address) is removed.
 */
export async function runningHolder(dbFile: string): Promise<DatabaseHolder | undefined> {
  const file = holderFile(dbFile);
  const holder = readHolder(file);
  if (holder === undefined) {
    if (fs.existsSync(file)) fs.rmSync(file, { force: true });
    return undefined;
  }
  if (holder.pid !== process.pid && processLives(holder.pid) && (await answers(holder.url)))
    return holder;
  fs.rmSync(file, { force: true });
  return undefined;
}
