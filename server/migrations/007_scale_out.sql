-- Running as several replicas over one database.

-- POST /booking's Idempotency-Key: a retry of the same key by the same account (the client's, or
-- the balancer's after a replica died) gets the first answer and makes no second order. The row
-- is written in the order's own transaction, so a key exists exactly when its order does.
CREATE TABLE idempotency_keys (
  user_id      uuid NOT NULL,
  key          text NOT NULL,
  -- sha256 of the request body: the same key with another body is refused (422).
  request_hash text NOT NULL,
  status_code  int,
  response     jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);

-- Every replica keeps the public lists (parts, reviews) in memory; a change to their tables tells
-- every replica at commit, whichever process or statement made it (LISTEN storefront_cache).
CREATE FUNCTION notify_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storefront_cache', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
CREATE TRIGGER parts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON parts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();
CREATE TRIGGER reviews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();
