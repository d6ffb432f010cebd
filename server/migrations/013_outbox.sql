-- E-mails to customers, written in the same transaction as the change that causes them (an order
-- placed, confirmed, shipped or cancelled: DECISIONS.md "After the order") and sent afterwards by
-- the API's mail worker (server/src/mail/worker.ts), with retries. The row holds what the e-mail
-- is about (the order, the event and its details); the worker renders it from the order's lines,
-- which never change, so the transaction that writes it stays short and a resend says the same,
-- under the same Message-ID.
CREATE TABLE outbox_emails (
  id              uuid PRIMARY KEY,
  seq             bigint GENERATED ALWAYS AS IDENTITY,
  order_id        uuid REFERENCES orders (id) ON DELETE CASCADE,
  event           text NOT NULL CHECK (event IN ('placed', 'confirmed', 'shipped', 'cancelled')),
  to_address      text NOT NULL,
  -- A cancellation's reason, a shipment's carrier and tracking number.
  details         jsonb NOT NULL DEFAULT '{}',
  -- Stable across retries and replicas: a receiver that got it twice sees the same message.
  message_id      text NOT NULL UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- A worker that claimed the row holds it until then; another takes it over only after.
  claimed_until   timestamptz,
  sent_at         timestamptz,
  last_error      text
);
-- What the workers look for: unsent rows that are due.
CREATE INDEX outbox_emails_due_idx ON outbox_emails (next_attempt_at, seq) WHERE sent_at IS NULL;
CREATE INDEX outbox_emails_order_idx ON outbox_emails (order_id, seq);
