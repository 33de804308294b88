-- What the lenient profile keeps of the real provider's API beyond the game (docs/lenient-profile.md).
-- A player's devices: each device id it signed in from, as the provider's device table lists them on
-- the dashboard (`device_result`); a client that signs out when its device is missing reads it.
CREATE TABLE player_devices (
  id                  INTEGER PRIMARY KEY,
  user_id             INTEGER NOT NULL REFERENCES users (id),
  device_id           TEXT NOT NULL,
  logout_status       TEXT NOT NULL DEFAULT '0' CHECK (logout_status IN ('0', '1')),
  security_pin_status TEXT NOT NULL DEFAULT '0' CHECK (security_pin_status IN ('0', '1')),
  created_at          INTEGER NOT NULL,
  UNIQUE (user_id, device_id)
) STRICT;

-- A deposit's payment slip (`api-fund-payment-slip-upload`): what was sent, not its bytes, which
-- the mock does not keep (a tester reads the name, type, size and hash in the console).
CREATE TABLE payment_slips (
  id              INTEGER PRIMARY KEY,
  fund_request_id INTEGER NOT NULL REFERENCES fund_requests (id),
  user_id         INTEGER NOT NULL REFERENCES users (id),
  file_name       TEXT NOT NULL,
  content_type    TEXT NOT NULL,
  size_bytes      INTEGER NOT NULL CHECK (size_bytes >= 0),
  sha256          TEXT NOT NULL,
  created_at      INTEGER NOT NULL
) STRICT;
CREATE INDEX payment_slips_request ON payment_slips (fund_request_id, id);
