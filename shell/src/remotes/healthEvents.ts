import type { HealthReportBody } from '@storefront/shared/schemas';

// What a page load's health reports are made of, shared by the queue (health.ts) and the reporter
// that sends it (healthReporter.ts, loaded later): types only, so the arrows run one way.

/** One event of a report, as the API's schema takes it (`healthReportBody`; a type only: no code of it runs here). */
export type HealthEvent = HealthReportBody['events'][number];
export type HealthKind = HealthEvent['kind'];

export interface HealthState {
  builds: Record<string, string>;
  queue: HealthEvent[];
  counted: Set<string>;
  /** The remote of the page this document was opened on (its web vitals are that page's); null: a shell page. */
  landing: string | null | undefined;
  startPath: string;
  /** Set by the reporter once it runs: sends the queue soon. */
  flush?: () => void;
}
