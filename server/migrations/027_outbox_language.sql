-- E-mails in the recipient's language (issue 61): each e-mail keeps the language it is written
-- in, chosen when it is recorded from the recipient's account (users.language, migration 026);
-- English for an address without an account. A retry says the same in the same language.
ALTER TABLE outbox_emails ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'bn'));
