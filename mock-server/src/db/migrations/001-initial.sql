-- The mock provider's data. Money is INTEGER minor units (1/100 point); times are epoch ms;
-- a market "day" is the IST date 'YYYY-MM-DD' of its open time (docs/game-rules.md#market-days-and-windows).

CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

CREATE TABLE users (
  id             INTEGER PRIMARY KEY,
  name           TEXT NOT NULL,
  mobile         TEXT NOT NULL UNIQUE,
  email          TEXT NOT NULL DEFAULT '',
  password_salt  TEXT NOT NULL,
  password_hash  TEXT NOT NULL,
  betting_status TEXT NOT NULL DEFAULT '1' CHECK (betting_status IN ('0', '1')),
  balance_minor  INTEGER NOT NULL DEFAULT 0,
  paytm_no       TEXT NOT NULL DEFAULT '',
  google_pay_no  TEXT NOT NULL DEFAULT '',
  phon_pay_no    TEXT NOT NULL DEFAULT '',
  created_at     INTEGER NOT NULL
) STRICT;

CREATE TABLE tokens (
  token      TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL
) STRICT;

CREATE TABLE otps (
  mobile     TEXT NOT NULL,
  purpose    TEXT NOT NULL CHECK (purpose IN ('register', 'forgot')),
  otp        TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (mobile, purpose)
) STRICT;

-- Every balance change is one row here, written in the same transaction (docs/game-rules.md#money).
CREATE TABLE ledger (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users (id),
  amount_minor INTEGER NOT NULL CHECK (amount_minor <> 0),
  kind         TEXT NOT NULL,
  note         TEXT NOT NULL,
  ref          TEXT,
  created_at   INTEGER NOT NULL
) STRICT;
CREATE INDEX ledger_user ON ledger (user_id, created_at, id);

CREATE TABLE markets (
  id         INTEGER PRIMARY KEY,
  kind       TEXT NOT NULL CHECK (kind IN ('main', 'starline', 'gali')),
  name       TEXT NOT NULL,
  open_time  TEXT NOT NULL,
  close_time TEXT NOT NULL,
  sort       INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX markets_kind ON markets (kind, sort, id);

-- A market marked "Close for today" on one IST day.
CREATE TABLE market_closures (
  market_id INTEGER NOT NULL REFERENCES markets (id),
  day       TEXT NOT NULL,
  PRIMARY KEY (market_id, day)
) STRICT;

-- Main: open_value = open pana, close_value = close pana. Starline: open_value = the slot's pana.
-- Gali: open_value = left digit, close_value = right digit.
CREATE TABLE results (
  market_id   INTEGER NOT NULL REFERENCES markets (id),
  day         TEXT NOT NULL,
  open_value  TEXT,
  close_value TEXT,
  declared_at INTEGER NOT NULL,
  PRIMARY KEY (market_id, day)
) STRICT;

CREATE TABLE game_rates (
  kind     TEXT NOT NULL CHECK (kind IN ('main', 'starline', 'gali')),
  rate_key TEXT NOT NULL,
  val_1    INTEGER NOT NULL CHECK (val_1 > 0),
  val_2    INTEGER NOT NULL CHECK (val_2 > 0),
  PRIMARY KEY (kind, rate_key)
) STRICT;

-- One row per submitted bid line. settles_on names the result the line waits for
-- ('open' | 'close' | 'slot' | 'game'); status is 'pending' until that result is declared.
CREATE TABLE bids (
  id            INTEGER PRIMARY KEY,
  user_id       INTEGER NOT NULL REFERENCES users (id),
  market_id     INTEGER NOT NULL REFERENCES markets (id),
  day           TEXT NOT NULL,
  bid_type      TEXT NOT NULL,
  session       TEXT NOT NULL,
  digits        TEXT NOT NULL,
  closedigits   TEXT NOT NULL DEFAULT '',
  points_minor  INTEGER NOT NULL CHECK (points_minor > 0),
  settles_on    TEXT NOT NULL,
  status        TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost')),
  payout_minor  INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL,
  settled_at    INTEGER
) STRICT;
-- Settlement touches only the lines whose digits can win (cost in proportion to the winners).
CREATE INDEX bids_settle ON bids (market_id, day, settles_on, digits, status);
CREATE INDEX bids_user ON bids (user_id, created_at);

CREATE TABLE fund_requests (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users (id),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  status       TEXT NOT NULL DEFAULT '0' CHECK (status IN ('0', '1', '2')),
  created_at   INTEGER NOT NULL,
  decided_at   INTEGER
) STRICT;
CREATE INDEX fund_requests_user ON fund_requests (user_id, id);

-- status '0' pending, '1' cancelled, '2' approved.
CREATE TABLE withdrawals (
  id             INTEGER PRIMARY KEY,
  user_id        INTEGER NOT NULL REFERENCES users (id),
  amount_minor   INTEGER NOT NULL CHECK (amount_minor > 0),
  payment_method TEXT NOT NULL,
  paytm_no       TEXT NOT NULL DEFAULT '',
  google_pay_no  TEXT NOT NULL DEFAULT '',
  phon_pay_no    TEXT NOT NULL DEFAULT '',
  status         TEXT NOT NULL DEFAULT '0' CHECK (status IN ('0', '1', '2')),
  payment_receipt TEXT NOT NULL DEFAULT '',
  created_at     INTEGER NOT NULL,
  decided_at     INTEGER
) STRICT;
CREATE INDEX withdrawals_user ON withdrawals (user_id, id);

CREATE TABLE headlines (
  id     INTEGER PRIMARY KEY,
  status TEXT NOT NULL DEFAULT '1',
  notes  TEXT NOT NULL
) STRICT;
