// The builds a page load runs, once chosen (builds.ts chooses them, and re-exports this): a module
// of its own so that the shell's app script, which takes the choice its start-up script made,
// carries none of the choosing.

export interface ChosenBuild {
  /** The URL of the build's `remoteEntry.js`. */
  entry: string;
  /** The ledger's build id; null for `config.json`'s build. */
  buildId: string | null;
  /** Why this build: the live one, the canary's, `config.json`'s, or a preview link's. */
  via: 'live' | 'canary' | 'config' | 'preview';
}

export type ChosenBuilds = Record<string, ChosenBuild>;

/** Just the entries, as the federation runtime and the route lists take them. */
export function entriesOf(chosen: ChosenBuilds): Record<string, string> {
  return Object.fromEntries(Object.entries(chosen).map(([name, build]) => [name, build.entry]));
}
