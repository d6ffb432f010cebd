-- An order's life after it is placed (DECISIONS.md "After the order"): pending → confirmed →
-- shipped → delivered, or cancelled. The arrows and who may follow them are the API's
-- (shared/src/schemas/orderLifecycle.ts); the database keeps the statuses and the timeline.

ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled'));

-- Every change of an order's status, in order: who (their account, their role and their name at
-- the time) and when, with the cancellation's reason or the shipment's carrier and tracking
-- number. Being placed is the order's own row (created_at, name). Changes made before the
-- timeline was kept have no event: the order's page shows its status at its last change.
CREATE TABLE order_events (
  order_id        uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  seq             bigint GENERATED ALWAYS AS IDENTITY,
  status          text NOT NULL CHECK (status IN ('confirmed', 'shipped', 'delivered', 'cancelled')),
  actor_id        uuid,
  actor_role      text NOT NULL CHECK (actor_role IN ('customer', 'admin')),
  actor_name      text,
  at              timestamptz NOT NULL DEFAULT now(),
  reason          text CHECK (char_length(reason) <= 500),
  carrier         text CHECK (char_length(carrier) <= 60),
  tracking_number text CHECK (char_length(tracking_number) <= 60),
  PRIMARY KEY (order_id, seq)
);
