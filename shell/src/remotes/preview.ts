import { ACCESS_TOKEN_KEY, msg, previewEndpoint, readHeaders, tokenFresh, type PreviewBuild } from '@storefront/shared';
import { withPreviewBuild } from '@storefront/shared/builds';
import type { ChosenBuilds } from './liveBuilds';
import { PREVIEW_KEY, showPreview } from './previewKey';
import { browserStorage } from './browserStorage';

// Preview: an admin opens the storefront on a build that is not live, through a signed link that
// expires (`/?preview=<token>`, made on the Deployments page). The tab keeps the token for its
// later page loads (sessionStorage), the shell asks the API which build it opens (only for a
// signed-in admin), runs that build for its remote and says so in a banner. Nobody else is
// affected: no other tab, browser or user.

export { PREVIEW_KEY, inPreview } from './previewKey';

export type PreviewState = { build: PreviewBuild } | { error: string };

let state: PreviewState | null = null;

/** The preview this page load runs (or why the link was refused); null outside a preview. */
export function previewState(): PreviewState | null {
  return state;
}

function setPreviewState(next: PreviewState | null): void {
  state = next;
}

/**
 * The tab's preview token: from the link (kept for the tab's later page loads, and taken out of the
 * address so that it is not shared by accident), else the one the tab kept.
 */
export function takePreviewToken(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string | null {
  const url = new URL(window.location.href);
  const fromLink = url.searchParams.get('preview');
  if (fromLink) {
    try {
      storage?.setItem(PREVIEW_KEY, fromLink);
    } catch {
      // Not kept: this page load still previews.
    }
    url.searchParams.delete('preview');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    return fromLink;
  }
  try {
    return storage?.getItem(PREVIEW_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The tab forgets its preview token: its next page load is live. */
function forgetPreview(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(PREVIEW_KEY);
  } catch {
    // Nothing kept.
  }
}

/** Leaves the preview: the tab forgets the token and loads the live storefront. */
export function leavePreview(storage: Pick<Storage, 'removeItem'> | null): void {
  forgetPreview(storage);
  window.location.reload();
}

/** Why a preview opens for admins only, by the API's answer. */
const NOT_ADMIN: Record<number, string> = {
  401: msg('A preview link opens for a signed-in admin: sign in, then open the link again'),
  403: msg('A preview link opens for admins only'),
};

/**
 * Asks the API which build the token opens, as the signed-in user (the API token the tab keeps,
 * while it is good: an expired one is renewed by the session later, and the link opened again);
 * the API's words when it refuses (expired, not valid, not an admin).
 */
export async function readPreview(apiUrl: string, token: string, storage: Pick<Storage, 'getItem'> | null = browserStorage()): Promise<PreviewState> {
  try {
    const path = previewEndpoint.path.replace(':token', encodeURIComponent(token));
    const session = storage?.getItem(ACCESS_TOKEN_KEY) ?? null;
    const response = await fetch(`${apiUrl.replace(/\/+$/, '')}${path}`, {
      cache: 'no-store',
      headers: readHeaders(session && tokenFresh(session) ? session : null),
    });
    const body = (await response.json().catch(() => null)) as (PreviewBuild & { error?: { message?: string } }) | null;
    if (response.ok && body && typeof body.entryUrl === 'string') return { build: body };
    return { error: NOT_ADMIN[response.status] ?? body?.error?.message ?? `The preview link could not be opened (${response.status})` };
  } catch {
    return { error: msg('The preview link could not be checked: the API did not answer') };
  }
}

/** The builds with the previewed one in place of its remote's. */
export function withPreview(builds: ChosenBuilds, preview: PreviewState): ChosenBuilds {
  return 'build' in preview ? withPreviewBuild(builds, preview.build) : builds;
}

/**
 * The builds this page load runs in a preview: the token's build in place of its remote's, once
 * the API has said which it is; a link refused is forgotten, and the banner says why.
 */
export async function startPreview(apiUrl: string, builds: ChosenBuilds, storage: Storage | null): Promise<ChosenBuilds> {
  const token = takePreviewToken(storage);
  if (!token) return builds;
  const preview = await readPreview(apiUrl, token);
  setPreviewState(preview);
  showPreview();
  if ('error' in preview) forgetPreview(storage); // expired or not valid: later page loads are live
  return withPreview(builds, preview);
}
