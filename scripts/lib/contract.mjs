// A remote build's contract, and the check a deploy makes before a build reaches anyone: does it
// fit the shell that is live (the same federation runtime, shared singletons in versions it
// accepts) and the build it replaces (no page gone that others link to)? Read from what the
// build publishes anyway: Module Federation's `mf-manifest.json` and the remote's `routes.json`.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** `major.minor` of a version: remotes run on the shell's federation runtime, which must match that far. */
const majorMinor = (version) => {
  const parsed = semver.coerce(version);
  return parsed ? `${parsed.major}.${parsed.minor}` : String(version);
};

/**
 * The contract of the remote build in `dist`: `{ remote, federation, exposes, pages, shared }`.
 * `shared` names each package it shares with the version it was built with, the range it
 * requires, and whether it must be the one copy (singleton).
 */
export function remoteContract(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const routes = JSON.parse(fs.readFileSync(path.join(dist, 'routes.json'), 'utf8'));
  return contractOf(manifest, routes);
}

/**
 * The contract of the remote build whose entry is at `entryUrl`, read from the files it
 * publishes beside it (the live build a deploy is checked against); null when they cannot be read.
 */
export async function publishedContract(entryUrl) {
  try {
    const [manifest, routes] = await Promise.all(
      ['mf-manifest.json', 'routes.json'].map(async (file) => {
        const response = await fetch(new URL(file, entryUrl));
        if (!response.ok) throw new Error(`${file}: ${response.status}`);
        return response.json();
      }),
    );
    return contractOf(manifest, routes);
  } catch {
    return null;
  }
}

/** A contract from a build's parsed `mf-manifest.json` and `routes.json`. */
export function contractOf(manifest, routes) {
  const shared = {};
  for (const entry of manifest.shared ?? []) {
    shared[entry.name] = {
      version: entry.version,
      requiredVersion: entry.requiredVersion,
      singleton: Boolean(entry.singleton),
      // The manifest does not keep strictVersion; the build's routes.json does.
      strictVersion: Boolean(routes.requires?.strict?.includes(entry.name)),
    };
  }
  // A remote that carries its own federation runtime (REMOTE_RUNTIME=own) says so by needing none
  // of the shell's in its routes.json: `federation` is then null and not compared.
  const ownRuntime = routes.requires && !('federation' in routes.requires);
  return {
    remote: manifest.name,
    federation: ownRuntime ? null : majorMinor(manifest.metaData?.pluginVersion ?? '0.0'),
    exposes: (manifest.exposes ?? []).map((expose) => expose.path ?? `./${expose.name}`).sort(),
    pages: (routes.routes ?? []).map(({ path: page, module, access }) => ({ path: page, module, access })),
    // The names it imports from `@storefront/shared`: it runs on the shell's copy.
    uses: { '@storefront/shared': routes.requires?.uses ?? [] },
    shared,
  };
}

/**
 * What keeps `candidate` from going live, in words a team can act on; empty when it fits.
 *
 * @param {{ federation: string, provides: Record<string, string>, offers?: Record<string, string[]> }} shell  the live shell: its
 *        federation runtime's major.minor and the version of each singleton it provides
 * @param {ReturnType<typeof remoteContract> | null} live  the remote's live build, if any
 * @param {ReturnType<typeof remoteContract>} candidate
 */
export function checkContract({ shell, live, candidate }) {
  const problems = [];
  const name = candidate.remote;
  if (candidate.federation !== null && candidate.federation !== shell.federation) {
    problems.push(`${name} is built with Module Federation ${candidate.federation}, the shell runs ${shell.federation}: remotes run on the shell's runtime`);
  }
  for (const [pkg, needs] of Object.entries(candidate.shared)) {
    if (!needs.singleton) continue;
    const provided = shell.provides[pkg];
    if (!provided) {
      problems.push(`${name} shares ${pkg} as a singleton, the shell provides none`);
    } else if (needs.requiredVersion && !semver.satisfies(provided, needs.requiredVersion)) {
      problems.push(`${name} needs ${pkg} ${needs.requiredVersion}, the shell provides ${provided}`);
    }
  }
  const offered = shell.offers?.['@storefront/shared'];
  if (Array.isArray(offered)) {
    const has = new Set(offered);
    for (const name of candidate.uses?.['@storefront/shared'] ?? []) {
      if (!has.has(name)) problems.push(`${candidate.remote} uses ${name} of @storefront/shared, which the live shell's copy does not export`);
    }
  }
  const exposed = new Set(candidate.exposes);
  for (const page of candidate.pages) {
    if (!exposed.has(page.module)) problems.push(`${name}'s page ${page.path} is ${page.module}, which the build does not expose`);
  }
  if (live) {
    const now = new Map(candidate.pages.map((page) => [page.path, page]));
    for (const page of live.pages) {
      const next = now.get(page.path);
      if (!next) problems.push(`${name} no longer has the page ${page.path} (${page.module}) that the live build serves`);
      else if (next.access !== page.access) problems.push(`${name}'s page ${page.path} changes its access from ${page.access} to ${next.access}`);
    }
  }
  return problems;
}
