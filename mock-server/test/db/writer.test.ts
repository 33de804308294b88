import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database';
import { createWriter, type Writer } from '../../src/db/writer';

// The ordered writer on a real database file: the queued writes of one batch run in its transaction
// with no savepoint each, so one that throws takes the whole batch back with it; a write made now
// commits the queue first.
let dir: string;
let db: Db;
let batch: Writer;
let rollbacks: number;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-batch-'));
  db = openDatabase(path.join(dir, 'batch.db'));
  db.exec('CREATE TABLE entries (name TEXT NOT NULL)');
  rollbacks = 0;
  batch = createWriter(db, () => (rollbacks += 1));
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

describe('ordered writer', () => {
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

  it('commits what was queued before a write made now, so the write sees it', async () => {
    const queued = batch.enqueue(() => insert('bid'));
    const seen = batch.write(() => {
      insert('declaration');
      return names();
    });
    expect(seen).toEqual(['bid', 'declaration']);
    await queued;
    expect(names()).toEqual(['bid', 'declaration']);
  });

  it('rolls a write made now back when it throws, and leaves the queue committed', async () => {
    const queued = batch.enqueue(() => insert('bid'));
    expect(() =>
      batch.write(() => {
        insert('half');
        throw new Error('refused');
      }),
    ).toThrow('refused');
    await queued;
    expect(names()).toEqual(['bid']);
    expect(rollbacks).toBe(1);
  });

  it('runs a write inside another as part of it', () => {
    expect(() =>
      batch.write(() => {
        batch.write(() => insert('inner'));
        expect(batch.writing).toBe(true);
        throw new Error('outer refused');
      }),
    ).toThrow('outer refused');
    expect(names()).toEqual([]);
    expect(batch.writing).toBe(false);
  });
});
