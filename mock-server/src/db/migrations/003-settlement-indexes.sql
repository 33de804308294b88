-- Settlement marks its winning lines 'won' (docs/performance.md, "Settlement"). With the status in
-- bids_settle every marked line moved inside that index (a delete and an insert per line); without
-- it the index is never touched after a line is stored. The lines settlement marked (a correction
-- takes them back) are found through a partial index that bid submission never writes to: a new
-- line is 'pending', which that index leaves out.
DROP INDEX bids_settle;
CREATE INDEX bids_settle ON bids (market_id, day, settles_on, digits);
CREATE INDEX bids_decided ON bids (market_id, day, settles_on) WHERE status <> 'pending';
