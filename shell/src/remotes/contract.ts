import type { RemoteRequires } from '@storefront/shared';

// The shell's last check of a remote build before it loads any of its code: the build's
// routes.json says what it needs of the shell (`requires`, written by its build), the shell's
// build says what it provides (__SHELL_PROVIDES__). `npm run deploy` refuses such a build first
// (scripts/lib/contract.mjs, with the full semver rules); this catches one that reached the
// browser anyway (published by hand, or a shell rolled back under it).

declare const __SHELL_PROVIDES__: { federation: string; shared: Record<string, string> } | undefined;

export interface ShellProvides {
  federation: string;
  shared: Record<string, string>;
}

/** What this shell build provides (nothing known outside a webpack build, e.g. in unit tests). */
export const SHELL_PROVIDES: ShellProvides | null = typeof __SHELL_PROVIDES__ === 'undefined' ? null : __SHELL_PROVIDES__;

const parse = (version: string) => /^(\d+)\.(\d+)\.(\d+)/.exec(version.trim())?.slice(1).map(Number) as [number, number, number] | undefined;
const compare = (a: number[], b: number[]) => a.reduce((order, part, i) => order || part - (b[i] ?? 0), 0);

/**
 * Whether `version` is in `range`, for the ranges builds write: `^x.y.z`, `~x.y.z`, `>=x.y.z`,
 * `x.y.z`, `*`. A range of another form is not judged here (true): the deploy check judges it.
 */
export function satisfies(version: string, range: string): boolean {
  const have = parse(version);
  const trimmed = range.trim();
  if (!have || trimmed === '*' || trimmed === '') return true;
  const match = /^(\^|~|>=)?(\d+\.\d+\.\d+)$/.exec(trimmed);
  const want = match && parse(match[2]!);
  if (!match || !want) return true;
  const op = match[1] ?? '';
  if (compare(have, want) < 0) return false;
  if (op === '>=') return true;
  if (op === '') return compare(have, want) === 0;
  if (op === '~') return have[0] === want[0] && have[1] === want[1];
  // ^: the same left-most non-zero part.
  if (want[0] > 0) return have[0] === want[0];
  if (want[1] > 0) return have[0] === 0 && have[1] === want[1];
  return have[0] === 0 && have[1] === 0 && have[2] === want[2];
}

/** Why `remote`'s build cannot run on this shell, in words; null when it fits (or says nothing). */
export function skewOf(remote: string, requires: RemoteRequires | undefined, shell: ShellProvides | null = SHELL_PROVIDES): string | null {
  if (!requires || !shell) return null;
  if (requires.federation && requires.federation !== shell.federation) {
    return `${remote} is built with Module Federation ${requires.federation}, the shell runs ${shell.federation}`;
  }
  for (const [pkg, range] of Object.entries(requires.shared ?? {})) {
    const provided = shell.shared[pkg];
    if (!provided) return `${remote} shares ${pkg}, the shell provides none`;
    if (!satisfies(provided, range)) return `${remote} needs ${pkg} ${range}, the shell provides ${provided}`;
  }
  return null;
}
