-- Bangla beside English (issue 61). Each account keeps the language its pages, e-mails and
-- invoices are in: English unless the customer chose Bangla.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'bn'));
