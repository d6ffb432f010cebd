-- A preview link an admin made is recorded in the deploy history too (who, when, which build);
-- it changes nothing of what is live.
ALTER TABLE deploy_events DROP CONSTRAINT deploy_events_action_check;
ALTER TABLE deploy_events ADD CONSTRAINT deploy_events_action_check CHECK (action IN ('promote', 'rollback', 'canary', 'end-canary', 'preview'));
