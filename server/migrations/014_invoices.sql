-- Invoices (DECISIONS.md "After the order"): one for every confirmed order, issued in the confirm's
-- transaction, numbered INV-<year>-<6 digits> (the year it was issued, UTC) from one sequence, and
-- never changed afterwards. `data` holds what the invoice says, as it was when issued (seller,
-- buyer, lines, totals, currency): a later change of a part's price or name, of the seller's
-- contact or of the customer's name does not reach it. `pdf` holds the document made from it once;
-- every download serves those bytes. A sequence may skip a number when a confirm is rolled back.
CREATE SEQUENCE invoice_number_seq;

CREATE FUNCTION invoice_number(issued timestamptz, n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'INV-' || to_char(issued AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(n::text, greatest(6, length(n::text)), '0')
$$;

CREATE TABLE invoices (
  order_id   uuid PRIMARY KEY REFERENCES orders (id),
  number     text NOT NULL UNIQUE,
  issued_at  timestamptz NOT NULL,
  data       jsonb NOT NULL,
  pdf        bytea
);
