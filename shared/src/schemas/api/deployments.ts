import * as z from 'zod/mini';
import { messages } from '../messages';
import { LIMITS, isHttpUrl } from '../primitives';

/** The deploy ledger's bodies (builds, live, canary, preview) and the shell's per-build health reports. */

/** A remote's name as the shell's config.json knows it. */
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,31}$/;
/** A build id: a path segment of its own (`<remote>/<buildId>/remoteEntry.js`). */
const BUILD_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const remoteName = () => z.string().check(z.regex(REMOTE_NAME, { error: 'remote must be a remote’s name (lower-case letters, digits, -)' }));
const buildId = () => z.string().check(z.regex(BUILD_ID, { error: 'buildId must be 1 to 64 letters, digits, dots, dashes or underscores' }));
const isEntryUrl = (value: string) => isHttpUrl(value) && new URL(value).pathname.endsWith('/remoteEntry.js');

export const remoteParams = z.object({ remote: remoteName() });

export const buildBody = z.object({
  remote: remoteName(),
  buildId: buildId(),
  version: z.string().check(z.trim(), z.minLength(1, { error: 'version is Required' }), z.maxLength(64, { error: 'version is too long' })),
  commit: z.string().check(z.regex(/^[0-9a-f]{7,40}$/, { error: 'commit must be a git commit (7 to 40 hex digits)' })),
  entryUrl: z
    .string()
    .check(
      z.maxLength(LIMITS.url, { error: messages.tooLong }),
      z.refine(isEntryUrl, { error: 'entryUrl must be the http(s) URL of the build’s remoteEntry.js' }),
    ),
  contract: z.record(z.string(), z.unknown()),
});

export const promoteBody = z.object({ buildId: buildId() });

const PERCENT_INVALID = 'The share must be a whole number from 1 to 99 (percent of browsers)';
/** A canary's share of browsers: the API's body and the Deployments page's form use it. */
export const canaryFields = {
  percent: z
    .number({ error: PERCENT_INVALID })
    .check(z.int({ error: PERCENT_INVALID }), z.minimum(1, { error: PERCENT_INVALID }), z.maximum(99, { error: PERCENT_INVALID })),
};
export const canaryBody = z.object({ buildId: buildId(), percent: canaryFields.percent });

/** How long a preview link opens a build: 1 minute to 1 day, an hour unless asked. */
export const PREVIEW_MINUTES = { min: 1, max: 1440, default: 60 };
const PREVIEW_MINUTES_INVALID = `minutes must be a whole number from ${PREVIEW_MINUTES.min} to ${PREVIEW_MINUTES.max}`;
export const previewBody = z.object({
  buildId: buildId(),
  minutes: z.optional(
    z
      .number({ error: PREVIEW_MINUTES_INVALID })
      .check(
        z.int({ error: PREVIEW_MINUTES_INVALID }),
        z.minimum(PREVIEW_MINUTES.min, { error: PREVIEW_MINUTES_INVALID }),
        z.maximum(PREVIEW_MINUTES.max, { error: PREVIEW_MINUTES_INVALID }),
      ),
  ),
});
/** A preview link's token: `<payload>.<signature>`, both base64url. */
export const previewParams = z.object({
  token: z
    .string()
    .check(
      z.maxLength(600, { error: 'This preview link is not valid' }),
      z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: 'This preview link is not valid' }),
    ),
});

// ---- per-build health (the shell's reports, the Deployments page's figures) ------------------

/** What the shell reports per remote and build; `view`, `load-failure` and `error` once per page load. */
export const HEALTH_KINDS = ['view', 'load-failure', 'error', 'lcp', 'inp', 'cls'] as const;
/** Events in one report (one beacon). */
export const HEALTH_EVENTS_MAX = 50;
const HEALTH_INVALID = 'each event needs a remote, a build, a kind and, for lcp, inp and cls, a value';
const healthEvent = z
  .object({
    remote: remoteName(),
    /** The ledger's build id, or `config` for the build config.json names. */
    build: buildId(),
    kind: z.enum(HEALTH_KINDS, { error: `kind must be one of ${HEALTH_KINDS.join(', ')}` }),
    /** LCP and INP in milliseconds (at most 10 minutes), CLS as its score (at most 100). */
    value: z.optional(
      z
        .number({ error: 'value must be a number' })
        .check(z.minimum(0, { error: 'value must be 0 or more' }), z.maximum(600_000, { error: 'value is too large' })),
    ),
  })
  .check(
    z.refine(
      (event) =>
        ['lcp', 'inp', 'cls'].includes(event.kind) ? event.value !== undefined && (event.kind !== 'cls' || event.value <= 100) : event.value === undefined,
      {
        error: HEALTH_INVALID,
      },
    ),
  );
export const healthReportBody = z.object({
  events: z
    .array(healthEvent)
    .check(z.minLength(1, { error: 'events must not be empty' }), z.maxLength(HEALTH_EVENTS_MAX, { error: `at most ${HEALTH_EVENTS_MAX} events a report` })),
});
export const healthQuery = z.object({
  hours: z.optional(z.string().check(z.regex(/^(?:[1-9]|[1-9]\d|1[0-5]\d|16[0-8])$/, { error: 'hours must be a whole number from 1 to 168' }))),
});

export type PreviewBody = z.infer<typeof previewBody>;
export type PreviewParams = z.infer<typeof previewParams>;
export type HealthReportBody = z.infer<typeof healthReportBody>;
export type HealthQuery = z.infer<typeof healthQuery>;
export type RemoteParams = z.infer<typeof remoteParams>;
export type BuildBody = z.infer<typeof buildBody>;
export type PromoteBody = z.infer<typeof promoteBody>;
export type CanaryBody = z.infer<typeof canaryBody>;

// What the API answers.

/** A published build of a remote, as the deploy ledger records it (`GET /deployments`). */
export interface RemoteBuild {
  remote: string;
  buildId: string;
  version: string;
  commit: string;
  /** The URL of the build's `remoteEntry.js`, under its own build id. */
  entryUrl: string;
  /** What the build exposes and needs (its pages, shared singletons); checked against the shell's. */
  contract: Record<string, unknown>;
  createdBy: string;
  createdAt: string;
}

/** One change of what is live, in the ledger's history. */
export interface DeployEvent {
  id: string;
  remote: string;
  action: 'promote' | 'rollback' | 'canary' | 'end-canary' | 'preview';
  fromBuild: string | null;
  toBuild: string | null;
  percent: number | null;
  actor: string;
  at: string;
}

/** Which build of each remote new page loads get (`GET /deployments/live`, public and cacheable). */
export interface LiveBuilds {
  remotes: Record<string, { buildId: string; entryUrl: string; canary: { buildId: string; entryUrl: string; percent: number } | null }>;
}

/** The Deployments page: per remote, the live build, a canary, the published builds; and the history. */
export interface DeploymentsOverview {
  remotes: {
    remote: string;
    live: RemoteBuild | null;
    canary: { build: RemoteBuild; percent: number } | null;
    /** The build a roll back makes live: the one live before the live build (null: nothing to roll back to). */
    rollbackTo: string | null;
    /** The last 20 builds published, newest first. */
    builds: RemoteBuild[];
  }[];
  history: DeployEvent[];
}

/** One build's health over a span of hours, from the shell's reports (`GET /deployments/health`). */
export interface BuildHealth {
  remote: string;
  /** The ledger's build id, or `config` for the build config.json names. */
  build: string;
  /** Page loads that used the build, and those where it failed to load or threw. */
  views: number;
  loadFailures: number;
  errors: number;
  /** (load failures + errors) / views; null without views. */
  errorRate: number | null;
  /** 75th percentiles: LCP and INP in ms, CLS as its score; null without reports. */
  p75: { lcp: number | null; inp: number | null; cls: number | null };
  /** Per hour, oldest first: page loads, error rate and p75 LCP. */
  hourly: { hour: string; views: number; errorRate: number | null; lcp: number | null }[];
}

export interface HealthOverview {
  hours: number;
  builds: BuildHealth[];
}

/** A build opened for one browser tab through a signed link that expires (`?preview=<token>`). */
export interface PreviewBuild {
  remote: string;
  buildId: string;
  entryUrl: string;
  expiresAt: string;
}

/** What the admin gets to share: the token for the storefront's `?preview=` and when it expires. */
export interface PreviewLink extends Omit<PreviewBuild, 'entryUrl'> {
  token: string;
}
