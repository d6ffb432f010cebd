// A preview link's page (`?preview=<token>`, signed by the API): the build its token names, in
// place of its remote's live one, when the API's secret checks it.
import { withPreviewBuild, type ChosenBuilds } from '@storefront/shared/builds';
import { storedTokenSecret, verifyPreview } from '@storefront/shared/preview-token';

/** The query parameter of a preview link (shell/src/remotes/preview.ts). */
export const PREVIEW_PARAM = 'preview';

/**
 * Where a preview's build is: beside the build its remote runs now, as `npm run deploy`
 * publishes them (`<base>/<build id>/remoteEntry.js`, scripts/deploy.mjs); null for a build id
 * that is not one.
 */
export function previewEntry(currentEntry: string, buildId: string): string | null {
  if (!/^[\w.-]{1,64}$/.test(buildId) || /^\.+$/.test(buildId)) return null;
  try {
    return new URL(`../${buildId}/remoteEntry.js`, currentEntry).href;
  } catch {
    return null;
  }
}

/**
 * The API's signing secret: API_TOKEN_SECRET, else the one the API keeps in its data folder (read
 * as the API reads it: @storefront/shared/preview-token); null before the API made one.
 */
export function readTokenSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): () => Buffer | null {
  return () => storedTokenSecret(env.API_TOKEN_SECRET, dataDir);
}

/**
 * The builds of a preview link: its token's build in place of its remote's, when the API signed
 * it (with `secret`) and it has not expired at `now`; the builds as they are otherwise.
 */
export function withPreview(builds: ChosenBuilds, token: string | null, secret: () => Buffer | null, now: number): { builds: ChosenBuilds; preview: boolean } {
  if (!token) return { builds, preview: false };
  const key = secret();
  if (!key) return { builds, preview: false };
  const claims = verifyPreview(token, key, now);
  if (typeof claims === 'string') return { builds, preview: false };
  const current = builds[claims.remote];
  const entryUrl = current ? previewEntry(current.entry, claims.buildId) : null;
  if (!entryUrl) return { builds, preview: false };
  return { builds: withPreviewBuild(builds, { remote: claims.remote, buildId: claims.buildId, entryUrl }), preview: true };
}
