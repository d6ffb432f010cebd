-- Every replica keeps the accounts that call it in memory for their tokens (server/src/auth/
-- accounts-cache.ts): a change to `users` (a role, a removal, a name) tells every replica at commit,
-- so the change counts on the next call wherever it lands.
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();
