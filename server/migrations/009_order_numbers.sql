-- Every order has a number its customer and the admins quote (DECISIONS.md "Buying many parts at
-- once"): SO-<year>-<6 digits>, the year it was placed (UTC) and one sequence over all orders.
-- The orders already there are numbered in the order they were placed.

CREATE SEQUENCE order_number_seq;

CREATE FUNCTION order_number(placed timestamptz, n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'SO-' || to_char(placed AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(n::text, greatest(6, length(n::text)), '0')
$$;

ALTER TABLE orders ADD COLUMN number text;
UPDATE orders o SET number = order_number(o.created_at, r.n)
FROM (SELECT id, row_number() OVER (ORDER BY seq) AS n FROM orders) r
WHERE o.id = r.id;
SELECT setval('order_number_seq', greatest((SELECT count(*) FROM orders), 1), (SELECT count(*) > 0 FROM orders));
-- Unique, and in pattern order: it serves `number = $1` and an admin's search by its start.
CREATE UNIQUE INDEX orders_number_key ON orders (number text_pattern_ops);

-- A new order takes the next number (an insert may name its own, as the volume seed's do not).
CREATE FUNCTION number_new_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.number IS NULL THEN
    NEW.number := order_number(NEW.created_at, nextval('order_number_seq'));
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER orders_numbered BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION number_new_order();
ALTER TABLE orders ALTER COLUMN number SET NOT NULL;
