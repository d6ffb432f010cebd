-- Per-build health: what the shell reports for each remote build it runs (page loads, load
-- failures, errors caught by the remote's error boundary, web vitals), so that an admin can judge
-- a canary against the live build. No personal data: no user, address or page, only the build,
-- the kind of event and its value. Kept for HEALTH_RETENTION_HOURS (7 days by default).

CREATE TABLE build_health (
  remote text NOT NULL,
  build_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('view', 'load-failure', 'error', 'lcp', 'inp', 'cls')),
  value double precision,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX build_health_at_idx ON build_health (at);
CREATE INDEX build_health_build_idx ON build_health (remote, build_id, at);
