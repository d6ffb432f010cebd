-- What each part sold each day (UTC), orders not cancelled: Manage All Orders' best sellers of the
-- last 30 days read these (about 1,200 rows a day at a year's volume) instead of joining the
-- month's orders to their lines (a scan of every order line once orders have several lines).
-- The database keeps it: new lines add to their order's day, an order cancelled takes its lines
-- off again (and one brought back from cancelled, were that ever allowed, puts them back). Each
-- statement's rows are summed once (transition tables), so the volume seed's batches stay fast.
-- Orders are never deleted.

CREATE TABLE part_sales_days (
  day       date NOT NULL,
  part_id   uuid NOT NULL,
  -- The part's name in the newest order of the day (by the orders' seq): the name it sells under.
  part_name text NOT NULL,
  name_seq  bigint NOT NULL,
  quantity  bigint NOT NULL,
  revenue   numeric(18, 2) NOT NULL,
  PRIMARY KEY (day, part_id)
);

-- Both triggers write their rows in key order, so two transactions touching the same days and
-- parts wait for each other and never deadlock.

CREATE FUNCTION part_sales_from_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO part_sales_days AS s (day, part_id, part_name, name_seq, quantity, revenue)
  SELECT day, part_id, (array_agg(part_name ORDER BY seq DESC))[1], max(seq), sum(quantity), sum(line_total)
  FROM (
    SELECT o.created_at::date AS day, l.part_id, l.part_name, o.seq, l.quantity, l.line_total
    FROM new_lines l JOIN orders o ON o.id = l.order_id
    WHERE o.status <> 'cancelled'
  ) t
  GROUP BY day, part_id
  ORDER BY day, part_id
  ON CONFLICT (day, part_id) DO UPDATE SET
    quantity = s.quantity + EXCLUDED.quantity,
    revenue = s.revenue + EXCLUDED.revenue,
    part_name = CASE WHEN EXCLUDED.name_seq > s.name_seq THEN EXCLUDED.part_name ELSE s.part_name END,
    name_seq = greatest(s.name_seq, EXCLUDED.name_seq);
  RETURN NULL;
END;
$$;
CREATE TRIGGER order_lines_sales AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION part_sales_from_lines();

CREATE FUNCTION part_sales_from_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO part_sales_days AS s (day, part_id, part_name, name_seq, quantity, revenue)
  SELECT day, part_id, min(part_name), 0, sum(sign * quantity), sum(sign * line_total)
  FROM (
    SELECT n.created_at::date AS day, l.part_id, l.part_name, l.quantity, l.line_total,
           CASE WHEN n.status = 'cancelled' THEN -1 ELSE 1 END AS sign
    FROM new_orders n
    JOIN old_orders o ON o.id = n.id
    JOIN order_lines l ON l.order_id = n.id
    WHERE (n.status = 'cancelled') <> (o.status = 'cancelled')
  ) t
  GROUP BY day, part_id
  ORDER BY day, part_id
  ON CONFLICT (day, part_id) DO UPDATE SET
    quantity = s.quantity + EXCLUDED.quantity,
    revenue = s.revenue + EXCLUDED.revenue;
  RETURN NULL;
END;
$$;
CREATE TRIGGER orders_sales AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION part_sales_from_status();

-- The orders already there.
INSERT INTO part_sales_days (day, part_id, part_name, name_seq, quantity, revenue)
SELECT o.created_at::date, l.part_id, (array_agg(l.part_name ORDER BY o.seq DESC))[1], max(o.seq), sum(l.quantity), sum(l.line_total)
FROM orders o JOIN order_lines l ON l.order_id = o.id
WHERE o.status <> 'cancelled'
GROUP BY 1, 2;
