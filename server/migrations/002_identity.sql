-- Admin rights need a verified e-mail, and Remove User blocks an account instead of deleting it.
-- A removed account keeps its row (its orders stay linked to it for accounting); a later sign-up
-- at the same address is a new account with a new id, so the address is unique among the
-- accounts that are not removed.

ALTER TABLE users ADD COLUMN email_verified boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN removed_at timestamptz;
ALTER TABLE users ADD COLUMN removed_by text;
ALTER TABLE users DROP CONSTRAINT users_email_key;
CREATE UNIQUE INDEX users_active_email_idx ON users (email) WHERE removed_at IS NULL;
CREATE INDEX users_firebase_uid_idx ON users (firebase_uid);

-- A customer's orders are the account's, not the address's.
CREATE INDEX orders_user_idx ON orders (user_id, seq DESC);
