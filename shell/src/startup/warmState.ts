import type { RemoteRequires, RouteDefinition } from '@storefront/shared';
import type { ChosenBuilds } from '../remotes/liveBuilds';

/** A read of the page's data sent before the shell's code ran; the shell hands it to the API client (see bootstrap). */
export interface WarmRead {
  /** The API path (the page's SWR key) and the full URL it was sent to. */
  path: string;
  url: string;
  response: Promise<Response>;
  usedToken: boolean;
  /** False for an admin page's read: sent before the user is known to be an admin, its 403 does not sign out. */
  forbiddenSignsOut: boolean;
}

/**
 * What the start-up script (src/warm.ts, which the build writes into index.html) started before
 * the app ran, for the shell to take over: `config.json`, the remotes' route lists, the page's
 * first reads, its first view. The script and the app are separate bundles, so they meet on
 * `window`.
 */
export interface WarmState {
  config?: Promise<unknown>;
  /** The build of each remote this page load runs (remotes/liveBuilds.ts). */
  builds?: Promise<ChosenBuilds>;
  /** Route lists read ahead, by `${name} ${entryUrl}`: taken once, then a retry asks again. */
  routeLists: Map<string, Promise<RouteDefinition[] & { requires?: RemoteRequires }>>;
  /** Reads sent before the shell took them. */
  reads: WarmRead[];
  receiver?: (read: WarmRead) => void;
  /** Takes the page's first view away, while one is shown (firstView.ts). */
  releaseFirstView?: () => void;
}

const KEY = '__storefrontWarm';

export function warmState(): WarmState {
  const holder = window as unknown as Record<typeof KEY, WarmState | undefined>;
  holder[KEY] ??= { routeLists: new Map(), reads: [] };
  return holder[KEY];
}

/** `config.json` as the start-up script read it (null: unreadable; undefined: the script did not run). */
export function startupConfig(): Promise<unknown> | undefined {
  return warmState().config;
}

/** The builds the start-up script chose (undefined when it did not run or could not read config.json). */
export function startupBuilds(): Promise<ChosenBuilds> | undefined {
  return warmState().builds;
}

/** Hands the reads the start-up script sent so far, and each one it sends later, to `receive`. */
export function receiveWarmReads(receive: (read: WarmRead) => void): void {
  const state = warmState();
  state.receiver = receive;
  const earlier = state.reads;
  state.reads = [];
  earlier.forEach(receive);
}
