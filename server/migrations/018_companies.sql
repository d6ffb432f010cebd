-- Companies buy together (docs/companies.md): a company account with its tax number, billing
-- address and named ship-to locations; members with a company role and spending limits;
-- invitations by e-mail; credit terms with a credit limit; approvals and credit holds before an
-- order goes on to pending; invoices with a due date, VAT and payments. A storefront account
-- belongs to at most one company; customers without one buy exactly as before.

CREATE TABLE companies (
  id              uuid PRIMARY KEY,
  seq             bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  name            text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  -- The company's BIN/VAT number, printed on its invoices.
  tax_number      text NOT NULL DEFAULT '' CHECK (char_length(tax_number) <= 40),
  billing_address text NOT NULL DEFAULT '' CHECK (char_length(billing_address) <= 500),
  -- Set by the storefront's admin: how the company pays, and how much it may owe at once.
  payment_terms   text NOT NULL DEFAULT 'prepaid' CHECK (payment_terms IN ('prepaid', 'net15', 'net30', 'net60')),
  credit_limit    numeric(16, 2) NOT NULL DEFAULT 0 CHECK (credit_limit >= 0),
  po_required     boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX companies_name_key ON companies (lower(name));

-- Named ship-to addresses ("Gazipur plant"): checkout picks one.
CREATE TABLE company_locations (
  id         uuid PRIMARY KEY,
  seq        bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name       text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  address    text NOT NULL CHECK (char_length(address) BETWEEN 1 AND 500),
  phone      text NOT NULL DEFAULT '' CHECK (char_length(phone) <= 40),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, name)
);

-- One row per member: an account belongs to at most one company (user_id is the key). A removed
-- member's row is deleted; their orders keep the company's id. Limits are the company's currency;
-- none means no limit (only buyers are held to them).
CREATE TABLE company_members (
  user_id       uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  company_id    uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  role          text NOT NULL CHECK (role IN ('company_admin', 'approver', 'buyer')),
  order_limit   numeric(16, 2) CHECK (order_limit >= 0),
  monthly_limit numeric(16, 2) CHECK (monthly_limit >= 0),
  joined_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_members_company ON company_members (company_id, role);

-- An invitation to join with a role: its link carries a random token, of which only the SHA-256
-- is kept. Valid 7 days, once, for the address it was sent to.
CREATE TABLE company_invitations (
  id          uuid PRIMARY KEY,
  company_id  uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  email       text NOT NULL CHECK (email = lower(email)),
  role        text NOT NULL CHECK (role IN ('company_admin', 'approver', 'buyer')),
  token_hash  text NOT NULL UNIQUE,
  invited_by  uuid,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid
);
CREATE INDEX company_invitations_company ON company_invitations (company_id, created_at DESC);

-- An order placed as a company: whose, to which location; who approved or rejected it and when.
ALTER TABLE orders ADD COLUMN company_id uuid REFERENCES companies (id);
ALTER TABLE orders ADD COLUMN location_id uuid REFERENCES company_locations (id) ON DELETE SET NULL;
ALTER TABLE orders ADD COLUMN location_name text;
-- Set when it is placed as Awaiting approval: the 7-day expiry job cancels it after this.
ALTER TABLE orders ADD COLUMN approval_due_at timestamptz;
-- Why it waits: which limit it went over ('order' | 'month'), or the credit limit ('credit').
ALTER TABLE orders ADD COLUMN held_for text CHECK (held_for IN ('order', 'month', 'credit'));
CREATE INDEX orders_company ON orders (company_id, created_at DESC, id DESC) WHERE company_id IS NOT NULL;
CREATE INDEX orders_awaiting ON orders (approval_due_at) WHERE status = 'awaiting_approval';

-- Two statuses before pending: Awaiting approval (above a buyer's limit) and On hold (credit).
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('awaiting_approval', 'on_hold', 'pending', 'confirmed', 'shipped', 'delivered', 'cancelled'));

-- The timeline names approvals (status pending by an approver), releases (pending by an admin),
-- holds and the expiry job ('system').
ALTER TABLE order_events DROP CONSTRAINT order_events_status_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_status_check
  CHECK (status IN ('awaiting_approval', 'on_hold', 'pending', 'confirmed', 'shipped', 'delivered', 'cancelled'));
ALTER TABLE order_events DROP CONSTRAINT order_events_actor_role_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_actor_role_check CHECK (actor_role IN ('customer', 'admin', 'approver', 'system'));

-- The e-mails of approvals: to approvers (an order waits), to the buyer (approved, rejected),
-- to the invitee (an invitation; no order).
ALTER TABLE outbox_emails DROP CONSTRAINT outbox_emails_event_check;
ALTER TABLE outbox_emails ADD CONSTRAINT outbox_emails_event_check
  CHECK (event IN ('placed', 'confirmed', 'shipped', 'cancelled', 'approval_needed', 'approved', 'rejected', 'on_hold', 'invitation'));

-- An invoice's terms: due date (issue date + the company's terms; the issue date when prepaid),
-- its total (gross) and the company it was issued to. Paid once its payments reach the total;
-- Overdue while open past the due date (computed when read).
ALTER TABLE invoices ADD COLUMN company_id uuid REFERENCES companies (id);
ALTER TABLE invoices ADD COLUMN payment_terms text NOT NULL DEFAULT 'prepaid' CHECK (payment_terms IN ('prepaid', 'net15', 'net30', 'net60'));
ALTER TABLE invoices ADD COLUMN due_date date;
ALTER TABLE invoices ADD COLUMN total numeric(16, 2);
ALTER TABLE invoices ADD COLUMN paid_at timestamptz;
CREATE INDEX invoices_company ON invoices (company_id, issued_at DESC) WHERE company_id IS NOT NULL;

-- Payments recorded by the storefront's admin against an invoice; partial payments add up.
CREATE TABLE invoice_payments (
  id          uuid PRIMARY KEY,
  seq         bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  order_id    uuid NOT NULL REFERENCES invoices (order_id) ON DELETE CASCADE,
  amount      numeric(16, 2) NOT NULL CHECK (amount > 0),
  paid_on     date NOT NULL,
  reference   text NOT NULL DEFAULT '' CHECK (char_length(reference) <= 80),
  recorded_by uuid,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_payments_order ON invoice_payments (order_id, seq);
