-- Bangla beside English (issue 61). Each account keeps the language its pages, e-mails and
-- invoices are in, once its customer chose one (NULL until then: the pages follow the browser's
-- choice, and e-mails are in English).
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'bn'));
