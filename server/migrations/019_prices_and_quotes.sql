-- Contract prices (docs/prices-and-quotes.md): a part's quantity breaks and pack size, price lists
-- assigned to companies, prices frozen on each order line with where they came from, and quotes
-- a buyer requests from the cart and the storefront's admin answers.

-- A part is sold in packs of `pack_size` (a quantity must be a multiple of it) and, where set, at
-- most `max_order_quantity` per order. Existing parts: packs of 1, no maximum.
ALTER TABLE parts ADD COLUMN pack_size integer NOT NULL DEFAULT 1 CHECK (pack_size BETWEEN 1 AND 100000);
ALTER TABLE parts ADD COLUMN max_order_quantity integer CHECK (max_order_quantity >= 1);

-- A part's own quantity breaks: from `min_quantity` units on, each costs `price` (below the
-- part's price; the page shows "1+" at the part's price itself).
CREATE TABLE part_price_breaks (
  part_id      uuid NOT NULL REFERENCES parts (id) ON DELETE CASCADE,
  min_quantity integer NOT NULL CHECK (min_quantity >= 2),
  price        numeric(14, 2) NOT NULL CHECK (price > 0),
  PRIMARY KEY (part_id, min_quantity)
);

-- A price list: agreed prices for some parts, valid between two dates (either open), in the
-- storefront's currency; assigned to companies (a company has at most one).
CREATE TABLE price_lists (
  id          uuid PRIMARY KEY,
  seq         bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  name        text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  currency    text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  valid_from  date,
  valid_until date,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_from <= valid_until)
);
CREATE UNIQUE INDEX price_lists_name_key ON price_lists (lower(name));

-- A list's prices: per part, from `min_quantity` on (1 is the list's price for any quantity;
-- more rows are the list's own breaks).
CREATE TABLE price_list_prices (
  price_list_id uuid NOT NULL REFERENCES price_lists (id) ON DELETE CASCADE,
  part_id       uuid NOT NULL REFERENCES parts (id) ON DELETE CASCADE,
  min_quantity  integer NOT NULL CHECK (min_quantity >= 1),
  price         numeric(14, 2) NOT NULL CHECK (price > 0),
  PRIMARY KEY (price_list_id, part_id, min_quantity)
);
CREATE INDEX price_list_prices_part ON price_list_prices (part_id);

ALTER TABLE companies ADD COLUMN price_list_id uuid REFERENCES price_lists (id) ON DELETE SET NULL;
CREATE INDEX companies_price_list ON companies (price_list_id) WHERE price_list_id IS NOT NULL;

-- Each order line keeps where its price came from: the part's price ('list'), a quantity break
-- ('break', from `price_min_quantity`), a price list ('contract', its name) or a quote ('quote',
-- its number); `list_price` is the part's own price then. Lines ordered before keep 'list'.
ALTER TABLE order_lines ADD COLUMN list_price numeric(14, 2);
ALTER TABLE order_lines ADD COLUMN price_source text NOT NULL DEFAULT 'list' CHECK (price_source IN ('list', 'break', 'contract', 'quote'));
ALTER TABLE order_lines ADD COLUMN price_min_quantity integer;
ALTER TABLE order_lines ADD COLUMN price_list_name text;
ALTER TABLE order_lines ADD COLUMN quote_number text;
UPDATE order_lines SET list_price = unit_price;

-- Quotes: Q-<year>-<6 digits>, one sequence. A buyer requests one (their lines, a note, a target
-- price per line); the admin answers with a price per line and a date it is valid until (each
-- answer a revision, the earlier kept); the buyer accepts (one order at the quoted prices) or
-- declines; an answered quote past its date expires.
CREATE SEQUENCE quote_number_seq;

CREATE TABLE quotes (
  id             uuid PRIMARY KEY,
  seq            bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  number         text NOT NULL,
  user_id        uuid NOT NULL REFERENCES users (id),
  name           text NOT NULL,
  email          text NOT NULL,
  company_id     uuid REFERENCES companies (id),
  status         text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'answered', 'accepted', 'declined', 'expired')),
  note           text NOT NULL DEFAULT '' CHECK (char_length(note) <= 1000),
  revision       integer NOT NULL DEFAULT 0 CHECK (revision >= 0),
  valid_until    date,
  decline_reason text CHECK (char_length(decline_reason) <= 500),
  declined_by    text CHECK (declined_by IN ('customer', 'admin')),
  order_id       uuid REFERENCES orders (id),
  line_count     integer NOT NULL CHECK (line_count >= 1),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX quotes_number_key ON quotes (number text_pattern_ops);
CREATE INDEX quotes_user ON quotes (user_id, created_at DESC, id DESC);
CREATE INDEX quotes_company ON quotes (company_id, created_at DESC, id DESC) WHERE company_id IS NOT NULL;
CREATE INDEX quotes_status ON quotes (status, created_at DESC, id DESC);
CREATE INDEX quotes_expiring ON quotes (valid_until) WHERE status = 'answered';

CREATE FUNCTION number_new_quote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.number IS NULL OR NEW.number = '' THEN
    NEW.number := 'Q-' || to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(nextval('quote_number_seq')::text, 6, '0');
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER quotes_numbered BEFORE INSERT ON quotes FOR EACH ROW EXECUTE FUNCTION number_new_quote();

-- A quote's lines as requested: the part as it was then (number, name, its price) and a target.
CREATE TABLE quote_lines (
  quote_id     uuid NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  line_no      integer NOT NULL CHECK (line_no >= 1),
  part_id      uuid NOT NULL,
  part_number  text NOT NULL,
  part_name    text NOT NULL,
  quantity     integer NOT NULL CHECK (quantity >= 1),
  list_price   numeric(14, 2) NOT NULL,
  target_price numeric(14, 2) CHECK (target_price > 0),
  PRIMARY KEY (quote_id, line_no)
);

-- Each answer of the admin: a revision with its prices, date and message.
CREATE TABLE quote_answers (
  quote_id    uuid NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  revision    integer NOT NULL CHECK (revision >= 1),
  valid_until date NOT NULL,
  message     text NOT NULL DEFAULT '' CHECK (char_length(message) <= 1000),
  answered_by uuid,
  answered_by_name text NOT NULL DEFAULT '',
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (quote_id, revision)
);
CREATE TABLE quote_answer_prices (
  quote_id uuid NOT NULL,
  revision integer NOT NULL,
  line_no  integer NOT NULL,
  price    numeric(14, 2) NOT NULL CHECK (price > 0),
  PRIMARY KEY (quote_id, revision, line_no),
  FOREIGN KEY (quote_id, revision) REFERENCES quote_answers (quote_id, revision) ON DELETE CASCADE
);

-- The quotes' e-mails: answered (to the buyer, with its link), declined by the admin.
ALTER TABLE outbox_emails DROP CONSTRAINT outbox_emails_event_check;
ALTER TABLE outbox_emails ADD CONSTRAINT outbox_emails_event_check
  CHECK (event IN ('placed', 'confirmed', 'shipped', 'cancelled', 'approval_needed', 'approved', 'rejected', 'on_hold', 'invitation',
                   'quote_answered', 'quote_declined'));
