import type { MarketKind } from '@matka/shared/rules';
import type { Db } from '../db/database';

export interface RateRow {
  kind: MarketKind;
  rate_key: string;
  val_1: number;
  val_2: number;
}

export function createRatesRepository(db: Db) {
  const upsert = db.prepare(
    `INSERT INTO game_rates (kind, rate_key, val_1, val_2) VALUES (?, ?, ?, ?)
     ON CONFLICT (kind, rate_key) DO UPDATE SET val_1 = excluded.val_1, val_2 = excluded.val_2`,
  );
  const ofKind = db.prepare<[string], RateRow>(
    'SELECT * FROM game_rates WHERE kind = ? ORDER BY rowid',
  );
  return {
    upsert: (kind: MarketKind, key: string, val1: number, val2: number): void =>
      void upsert.run(kind, key, val1, val2),
    ofKind: (kind: MarketKind): RateRow[] => ofKind.all(kind),
  };
}
