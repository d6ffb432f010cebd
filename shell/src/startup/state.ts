import type { ChosenBuilds } from '../remotes/liveBuilds';
import type { RouteList } from '../remotes/routeLists';
import contract from './contract.json';

/** A read of the page's data sent before the shell's code ran; the shell hands it to the API client (see bootstrap). */
export interface FirstRead {
  /** The API path (the page's SWR key) and the full URL it was sent to. */
  path: string;
  url: string;
  response: Promise<Response>;
  usedToken: boolean;
  /** False for an admin page's read: sent before the user is known to be an admin, its 403 does not sign out. */
  forbiddenSignsOut: boolean;
}

/**
 * What the start-up script (script.ts, which the build writes into index.html) started before
 * the app ran, for the shell to take over: `config.json`, the remotes' route lists, the page's
 * first reads, its first view. The script and the app are separate bundles, so they meet on
 * `window`.
 */
export interface StartupState {
  config?: Promise<unknown>;
  /** The build of each remote this page load runs (remotes/liveBuilds.ts). */
  builds?: Promise<ChosenBuilds>;
  /** Route lists read ahead, by `${name} ${entryUrl}`: taken once, then a retry asks again. */
  routeLists: Map<string, Promise<RouteList>>;
  /** Reads sent before the shell took them. */
  reads: FirstRead[];
  receiver?: (read: FirstRead) => void;
  /** Takes the page's first view away, while one is shown (firstView.ts). */
  releaseFirstView?: () => void;
}

/** The `window` property the start-up script and the app meet on (the build's fallback script reads it too). */
const KEY = contract.global;

export function startupState(): StartupState {
  const holder = window as unknown as Record<typeof KEY, StartupState | undefined>;
  holder[KEY] ??= { routeLists: new Map(), reads: [] };
  return holder[KEY];
}

/** `config.json` as the start-up script read it (null: unreadable; undefined: the script did not run). */
export function startupConfig(): Promise<unknown> | undefined {
  return startupState().config;
}

/** The builds the start-up script chose (undefined when it did not run or could not read config.json). */
export function startupBuilds(): Promise<ChosenBuilds> | undefined {
  return startupState().builds;
}

/** Hands the reads the start-up script sent so far, and each one it sends later, to `receive`. */
export function receiveFirstReads(receive: (read: FirstRead) => void): void {
  const state = startupState();
  state.receiver = receive;
  const earlier = state.reads;
  state.reads = [];
  earlier.forEach(receive);
}
