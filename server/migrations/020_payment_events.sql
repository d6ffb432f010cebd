-- A payment recorded against the order's invoice is on the order's timeline (kind 'payment'), with
-- its amount and reference; its `status` is the order's status when it was recorded. Every other
-- event is a change of status (kind 'status'), as before.
ALTER TABLE order_events ADD COLUMN kind text NOT NULL DEFAULT 'status' CHECK (kind IN ('status', 'payment'));
ALTER TABLE order_events ADD COLUMN amount numeric(16, 2);
ALTER TABLE order_events ADD COLUMN reference text CHECK (char_length(reference) <= 80);

-- The customer is told of each payment: how much, when, its reference and what is still open.
ALTER TABLE outbox_emails DROP CONSTRAINT outbox_emails_event_check;
ALTER TABLE outbox_emails ADD CONSTRAINT outbox_emails_event_check
  CHECK (event IN ('placed', 'confirmed', 'shipped', 'cancelled', 'approval_needed', 'approved', 'rejected', 'on_hold', 'invitation',
                   'quote_answered', 'quote_declined', 'payment'));
