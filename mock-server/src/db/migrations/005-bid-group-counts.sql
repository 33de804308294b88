-- How many lines each group (market, day, deciding result) holds, kept by a trigger on every line
-- stored, so settlement reports the lost lines as the group's count minus its wins instead of
-- counting a million index entries (docs/performance.md, "Settlement"). Lines are never deleted
-- (a reseed writes a new file), so an insert is the only change to follow. The ledger check
-- compares these counts with the lines.
CREATE TABLE bid_groups (
  market_id  INTEGER NOT NULL,
  day        TEXT NOT NULL,
  settles_on TEXT NOT NULL,
  lines      INTEGER NOT NULL,
  PRIMARY KEY (market_id, day, settles_on)
) STRICT, WITHOUT ROWID;

INSERT INTO bid_groups (market_id, day, settles_on, lines)
  SELECT market_id, day, settles_on, COUNT(*) FROM bids GROUP BY market_id, day, settles_on;

CREATE TRIGGER bid_groups_count AFTER INSERT ON bids
BEGIN
  INSERT INTO bid_groups (market_id, day, settles_on, lines)
    VALUES (NEW.market_id, NEW.day, NEW.settles_on, 1)
    ON CONFLICT DO UPDATE SET lines = lines + 1;
END;
