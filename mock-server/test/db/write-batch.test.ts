import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database';
import { createWriteBatch, type WriteBatch } from '../../src/db/write-batch';

// The group commit on a real database file: the queued writes of one batch run in its transaction
// with no savepoint each, so one that throws takes the whole batch back with it.
let dir: string;
let db: Db;
let batch: WriteBatch;
let rollbacks: number;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-batch-'));
  db = openDatabase(path.join(dir, 'batch.db'));
  db.exec('CREATE TABLE entries (name TEXT NOT NULL)');
  rollbacks = 0;
  batch = createWriteBatch(db, () => (rollbacks += 1));
});
afterEach(() => {
  batch.flush();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insert = (name: string) => db.prepare('INSERT INTO entries (name) VALUES (?)').run(name);
const names = () =>
  (db.prepare('SELECT name FROM entries ORDER BY rowid').all() as { name: string }[]).map(
    (row) => row.name,
  );

describe('write batch', () => {
  it('runs the writes queued in one turn together, committed before any promise settles', async () => {
    const first = batch.enqueue(() => insert('a').changes);
    const second = batch.enqueue(() => {
      expect(db.inTransaction).toBe(true);
      return insert('b').changes;
    });
    expect(names()).toEqual([]);
    await expect(first).resolves.toBe(1);
    expect(db.inTransaction).toBe(false);
    expect(names()).toEqual(['a', 'b']);
    await expect(second).resolves.toBe(1);
  });

  it('keeps the other writes when one refuses by writing nothing', async () => {
    const writes = [
      batch.enqueue(() => insert('a')),
      batch.enqueue(() => undefined),
      batch.enqueue(() => insert('c')),
    ];
    expect(await writes[1]).toBeUndefined();
    await Promise.all(writes);
    expect(names()).toEqual(['a', 'c']);
  });

  it('rolls the whole batch back when a write throws after writing, and rejects every promise of it', async () => {
    const innocent = batch.enqueue(() => insert('a'));
    const broken = batch.enqueue(() => {
      insert('b');
      throw new Error('broken after its write');
    });
    await expect(broken).rejects.toThrow('broken after its write');
    await expect(innocent).rejects.toThrow('broken after its write');
    expect(db.inTransaction).toBe(false);
    expect(rollbacks).toBe(1);
    expect(names()).toEqual([]);

    await batch.enqueue(() => insert('c'));
    expect(names()).toEqual(['c']);
  });

  it('runs and commits the queue at once when flushed', async () => {
    const queued = batch.enqueue(() => insert('a'));
    batch.flush();
    expect(names()).toEqual(['a']);
    await queued;
  });
});
