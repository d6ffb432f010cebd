-- An order's e-mail carries what it says (the order as it was at the change: number, lines,
-- total, delivery, invoice) in `order_snapshot`, written by the change's transaction. The mail
-- worker renders from it without reading the order back, so the mail module needs nothing of the
-- orders' tables and a resend says the same as the first try.
ALTER TABLE outbox_emails ADD COLUMN order_snapshot jsonb;

-- Whether the last try failed because the mail server could not be reached: once one e-mail goes
-- through, these are due at once (their doubled waits need not run out). A flag, not the text of
-- `last_error`, which is written for people.
ALTER TABLE outbox_emails ADD COLUMN waiting_for_server boolean NOT NULL DEFAULT false;
UPDATE outbox_emails SET waiting_for_server = true WHERE sent_at IS NULL AND last_error = 'the mail server could not be reached';

-- The e-mails not yet sent get their snapshot now, from the order as it is (its lines and
-- invoice never change).
UPDATE outbox_emails e SET order_snapshot = json_build_object(
    'number', o.number,
    'poReference', o.po_reference,
    'address', o.address,
    'phone', o.phone,
    'totalPrice', o.total_price::float8,
    'invoice', (SELECT json_build_object('number', i.number, 'issuedAt', to_char(i.issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                FROM invoices i WHERE i.order_id = o.id),
    'lines', coalesce((SELECT json_agg(json_build_object(
                'partId', l.part_id::text, 'partNumber', l.part_number, 'partName', l.part_name,
                'unitPrice', l.unit_price::float8, 'quantity', l.quantity, 'lineTotal', l.line_total::float8) ORDER BY l.line_no)
              FROM order_lines l WHERE l.order_id = o.id), '[]'::json))
  FROM orders o
  WHERE o.id = e.order_id AND e.sent_at IS NULL AND e.order_snapshot IS NULL;
