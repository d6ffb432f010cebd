-- An order has lines (DECISIONS.md "Buying many parts at once"): each keeps the part's number,
-- name and price as they were when it was ordered. The spec's one-part order is an order of one
-- line. The orders already there become orders of one line.

CREATE TABLE order_lines (
  order_id    uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_no     integer NOT NULL CHECK (line_no >= 1),
  part_id     uuid NOT NULL,
  -- None for orders of parts deleted before parts had numbers.
  part_number text,
  part_name   text NOT NULL,
  unit_price  numeric(14, 2) NOT NULL,
  quantity    integer NOT NULL CHECK (quantity >= 1),
  line_total  numeric(16, 2) NOT NULL,
  PRIMARY KEY (order_id, line_no)
);

INSERT INTO order_lines (order_id, line_no, part_id, part_number, part_name, unit_price, quantity, line_total)
SELECT o.id, 1, o.part_id, p.sku, o.part_name, o.unit_price, o.order_quantity, o.total_price
FROM orders o LEFT JOIN parts p ON p.id = o.part_id;

-- The best sellers and "who ordered this part" read lines by part.
CREATE INDEX order_lines_part_idx ON order_lines (part_id);

-- The buyer's own number for the order, and how many lines it has (lists show it without
-- reading the lines). `lines_text` is its parts' names and numbers, for search: lines never
-- change once ordered, so it is written once with them.
ALTER TABLE orders ADD COLUMN po_reference text CHECK (char_length(po_reference) BETWEEN 1 AND 40);
ALTER TABLE orders ADD COLUMN line_count integer NOT NULL DEFAULT 1 CHECK (line_count >= 1);
ALTER TABLE orders ADD COLUMN lines_text text NOT NULL DEFAULT '';
UPDATE orders o SET lines_text = l.part_name || coalesce(' ' || l.part_number, '')
FROM order_lines l WHERE l.order_id = o.id;

DROP INDEX orders_search_idx;
DROP INDEX orders_part_idx;
ALTER TABLE orders DROP COLUMN part_id, DROP COLUMN part_name, DROP COLUMN unit_price, DROP COLUMN order_quantity;
CREATE INDEX orders_search_idx ON orders USING gin ((id::text || ' ' || email || ' ' || name || ' ' || lines_text) gin_trgm_ops);

-- A signed-in customer's cart, kept by the server so that their other browsers see it. A line
-- keeps the price when it was added, to say so when the price changed; it names its part without
-- a foreign key, so that a deleted part's line stays and says it is gone.
CREATE TABLE cart_lines (
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  part_id     uuid NOT NULL,
  quantity    integer NOT NULL CHECK (quantity >= 1),
  added_price numeric(14, 2) NOT NULL,
  seq         bigint GENERATED ALWAYS AS IDENTITY,
  added_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, part_id)
);
