import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '@matka/shared/time';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { APP_KEY, istAt } from '../helper';

// A database written before migrations 004 and 005 (wins marked on the lines themselves) must give
// the same answers after them: the won line still won with its payout, the others as they were,
// and every group's line count right from the start.
const MIGRATIONS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/db/migrations',
);
const DAY = '2026-11-22';
const TOKEN = 'token-of-the-old-database';

let dir: string;
let dbFile: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bid-wins-migration-'));
  dbFile = path.join(dir, 'old.db');
  const db = new Database(dbFile);
  for (const file of ['001-initial.sql', '002-sessions.sql', '003-settlement-indexes.sql'])
    db.exec(fs.readFileSync(path.join(MIGRATIONS, file), 'utf8'));
  db.pragma('user_version = 3');
  const at = istAt(10);
  db.exec(`
    INSERT INTO users (id, name, mobile, password_salt, password_hash, balance_minor, created_at)
      VALUES (1, 'Old Player', '9000000001', 's', 'h', 100000, ${at});
    INSERT INTO tokens (token, user_id, created_at, last_seen_at) VALUES ('${TOKEN}', 1, ${at}, ${at});
    INSERT INTO markets (id, kind, name, open_time, close_time) VALUES (1, 'main', 'OLD MARKET', '09:00', '23:00');
    INSERT INTO results (market_id, day, open_value, close_value, declared_at) VALUES (1, '${DAY}', '123', NULL, ${at});
    INSERT INTO bids (id, user_id, market_id, day, bid_type, session, digits, points_minor, settles_on, status, payout_minor, created_at, settled_at)
      VALUES (1, 1, 1, '${DAY}', 'Single Digit', 'Open', '6', 1000, 'open', 'won', 9500, ${at}, ${at}),
             (2, 1, 1, '${DAY}', 'Single Digit', 'Open', '5', 1000, 'open', 'pending', 0, ${at}, NULL),
             (3, 1, 1, '${DAY}', 'Single Digit', 'Close', '4', 1000, 'close', 'pending', 0, ${at}, NULL);
  `);
  db.close();
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('migrating the wins off the lines (004) and counting the groups (005)', () => {
  it('keeps every line as it was: the winner won with its payout, the others not', () => {
    const db = openDatabase(dbFile);
    try {
      expect(
        db.prepare('SELECT id, status, payout_minor FROM bid_lines ORDER BY id').all(),
      ).toEqual([
        { id: 1, status: 'won', payout_minor: 9500 },
        { id: 2, status: 'pending', payout_minor: 0 },
        { id: 3, status: 'pending', payout_minor: 0 },
      ]);
      const columns = db
        .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('bids')")
        .all()
        .map((c) => c.name);
      expect(columns).not.toContain('status');
      expect(db.prepare('SELECT * FROM bid_groups ORDER BY settles_on').all()).toEqual([
        { market_id: 1, day: DAY, settles_on: 'close', lines: 1 },
        { market_id: 1, day: DAY, settles_on: 'open', lines: 2 },
      ]);
      // A line stored after the migration is counted by the trigger.
      db.prepare(
        `INSERT INTO bids (user_id, market_id, day, bid_type, session, digits, points_minor, settles_on, created_at)
         VALUES (1, 1, ?, 'Single Digit', 'Open', '7', 1000, 'open', 0)`,
      ).run(DAY);
      expect(
        db.prepare("SELECT lines FROM bid_groups WHERE settles_on = 'open'").pluck().get(),
      ).toBe(3);
    } finally {
      db.close();
    }
  });

  it('answers the win and bid histories as before', async () => {
    const app = await buildApp({
      dbFile,
      appKey: APP_KEY,
      control: false,
      rateLimit: false,
      clock: fixedClock(istAt(12)),
    });
    try {
      const call = async (url: string, body: Record<string, string>) => {
        const answer = await app.inject({
          method: 'POST',
          url,
          payload: { env_type: 'Prod', app_key: APP_KEY, unique_token: TOKEN, ...body },
        });
        expect(answer.statusCode).toBe(200);
        return answer.json<Record<string, { digits: string; amount?: number }[]>>();
      };
      const wins = await call('/api-wining-history-data', {
        date_from: '11/22/2026',
        date_to: '11/22/2026',
      });
      expect(wins['win_data']?.map((w) => [w.digits, w.amount])).toEqual([['6', 95]]);
      const bids = await call('/api-bid-history-data', {
        bid_from: '11/22/2026',
        bid_to: '11/22/2026',
      });
      expect(bids['bid_data']?.map((b) => b.digits)).toEqual(['4', '5', '6']);
    } finally {
      await app.close();
    }
  });
});
