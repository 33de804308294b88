-- Sessions end (SECURITY.md "Sessions"): a token unused for the idle time stops working, so each
-- token keeps when it was last used (written at most once a minute, not on every poll); a password
-- change or reset and the control API revoke a player's tokens, found through tokens_user.
ALTER TABLE tokens ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0;
UPDATE tokens SET last_seen_at = created_at;
CREATE INDEX tokens_user ON tokens (user_id);
