-- The deploy ledger: every published build of a remote (never overwritten), which build new page
-- loads get (and a canary share for another), and every change of that, by whom and when.

CREATE TABLE remote_builds (
  remote text NOT NULL,
  build_id text NOT NULL,
  version text NOT NULL,
  commit_sha text NOT NULL,
  entry_url text NOT NULL,
  contract jsonb NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigserial NOT NULL,
  PRIMARY KEY (remote, build_id)
);
CREATE INDEX remote_builds_newest_idx ON remote_builds (remote, seq DESC);

CREATE TABLE remote_live (
  remote text PRIMARY KEY,
  build_id text NOT NULL,
  canary_build_id text,
  canary_percent integer,
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, build_id) REFERENCES remote_builds (remote, build_id),
  FOREIGN KEY (remote, canary_build_id) REFERENCES remote_builds (remote, build_id),
  CHECK ((canary_build_id IS NULL AND canary_percent IS NULL) OR (canary_build_id IS NOT NULL AND canary_percent BETWEEN 1 AND 99))
);

CREATE TABLE deploy_events (
  seq bigserial PRIMARY KEY,
  remote text NOT NULL,
  action text NOT NULL CHECK (action IN ('promote', 'rollback', 'canary', 'end-canary')),
  from_build text,
  to_build text,
  percent integer,
  actor text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deploy_events_remote_idx ON deploy_events (remote, seq DESC);
