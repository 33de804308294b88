-- A line's win is a row of its own instead of a rewrite of the line (docs/performance.md,
-- "Settlement"). Marking 100,000 winning lines 'won' rewrote 100,000 rows of the widest table and
-- every page holding them; a narrow row per winner, keyed by the line's id and written in that order,
-- costs a fraction of it. A line is won when it has a row here, lost when its deciding result is
-- declared and it has none (DECIDED_SQL in the bids repository), pending otherwise. The key starts
-- with the line's group, so one b-tree serves both the look-up of a line (its group and id come
-- with it) and a correction, which deletes its group's rows after debiting them back with their own
-- ledger rows (docs/game-rules.md#money). When a line was settled is its win's ledger row's time.
CREATE TABLE bid_wins (
  market_id    INTEGER NOT NULL,
  day          TEXT NOT NULL,
  settles_on   TEXT NOT NULL,
  bid_id       INTEGER NOT NULL,
  payout_minor INTEGER NOT NULL,
  PRIMARY KEY (market_id, day, settles_on, bid_id)
) STRICT, WITHOUT ROWID;

INSERT INTO bid_wins (market_id, day, settles_on, bid_id, payout_minor)
  SELECT market_id, day, settles_on, id, payout_minor FROM bids WHERE status = 'won';

DROP INDEX bids_decided;
ALTER TABLE bids DROP COLUMN status;
ALTER TABLE bids DROP COLUMN payout_minor;
ALTER TABLE bids DROP COLUMN settled_at;

-- Every line with its settlement, for the reads (histories, the console, the ledger check): status
-- 'won' with its payout, or 'pending' (lost once its result is declared, as before).
CREATE VIEW bid_lines AS
  SELECT bids.*, CASE WHEN w.bid_id IS NULL THEN 'pending' ELSE 'won' END AS status,
    COALESCE(w.payout_minor, 0) AS payout_minor
  FROM bids LEFT JOIN bid_wins w ON w.market_id = bids.market_id AND w.day = bids.day
    AND w.settles_on = bids.settles_on AND w.bid_id = bids.id;
