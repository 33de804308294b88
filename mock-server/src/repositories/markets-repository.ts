import type { MarketKind } from '@matka/shared/rules';
import type { Db } from '../db/database';

export interface MarketRow {
  id: number;
  kind: MarketKind;
  name: string;
  open_time: string;
  close_time: string;
  sort: number;
}

export interface ResultRow {
  market_id: number;
  day: string;
  open_value: string | null;
  close_value: string | null;
  declared_at: number;
}

export function createMarketsRepository(db: Db) {
  const insert = db.prepare(
    'INSERT INTO markets (kind, name, open_time, close_time, sort) VALUES (@kind, @name, @open_time, @close_time, @sort)',
  );
  const byKind = db.prepare<[string], MarketRow>(
    'SELECT * FROM markets WHERE kind = ? ORDER BY sort, id',
  );
  const byId = db.prepare<[number], MarketRow>('SELECT * FROM markets WHERE id = ?');
  const closeDay = db.prepare(
    'INSERT OR IGNORE INTO market_closures (market_id, day) VALUES (?, ?)',
  );
  const reopenDay = db.prepare('DELETE FROM market_closures WHERE market_id = ? AND day = ?');
  const closuresOn = db.prepare<[string], { market_id: number }>(
    'SELECT market_id FROM market_closures WHERE day = ?',
  );
  const resultOf = db.prepare<[number, string], ResultRow>(
    'SELECT * FROM results WHERE market_id = ? AND day = ?',
  );
  const resultsOnDays = db.prepare<[string, string], ResultRow>(
    'SELECT * FROM results WHERE day IN (?, ?)',
  );
  const resultsOfMarket = db.prepare<[number], ResultRow>(
    'SELECT * FROM results WHERE market_id = ? ORDER BY day',
  );
  const resultsOfKind = db.prepare<[string], ResultRow & { name: string; open_time: string }>(
    `SELECT results.*, markets.name, markets.open_time FROM results JOIN markets ON markets.id = results.market_id
     WHERE markets.kind = ? ORDER BY results.day, markets.sort, markets.id`,
  );
  const upsertResult = db.prepare(
    `INSERT INTO results (market_id, day, open_value, close_value, declared_at) VALUES (@marketId, @day, @open, @close, @at)
     ON CONFLICT (market_id, day) DO UPDATE SET open_value = @open, close_value = @close, declared_at = @at`,
  );

  return {
    insert: (m: Omit<MarketRow, 'id'>): number => Number(insert.run(m).lastInsertRowid),
    byKind: (kind: MarketKind): MarketRow[] => byKind.all(kind),
    byId: (id: number): MarketRow | undefined => byId.get(id),
    closeForDay: (marketId: number, day: string): void => void closeDay.run(marketId, day),
    reopenForDay: (marketId: number, day: string): void => void reopenDay.run(marketId, day),
    closedOn: (day: string): Set<number> => new Set(closuresOn.all(day).map((r) => r.market_id)),
    result: (marketId: number, day: string): ResultRow | undefined => resultOf.get(marketId, day),
    /** Results of every market on either of two days (a night market's day may be yesterday). */
    resultsOnDays: (dayA: string, dayB: string): ResultRow[] => resultsOnDays.all(dayA, dayB),
    resultsOfMarket: (marketId: number): ResultRow[] => resultsOfMarket.all(marketId),
    resultsOfKind: (kind: MarketKind) => resultsOfKind.all(kind),
    saveResult: (r: {
      marketId: number;
      day: string;
      open: string | null;
      close: string | null;
      at: number;
    }): void => void upsertResult.run(r),
  };
}
