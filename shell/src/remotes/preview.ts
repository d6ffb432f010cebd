import type { PreviewBuild } from '@storefront/shared';
import { previewEndpoint } from '@storefront/shared/endpoints';
import type { ChosenBuilds } from './liveBuilds';

// Preview: an admin opens the storefront on a build that is not live, through a signed link that
// expires (`/?preview=<token>`, made on the Deployments page). The tab keeps the token for its
// later page loads (sessionStorage), the shell asks the API which build it opens, runs that build
// for its remote and says so in a banner. Nobody else is affected: no other tab, browser or user.

/** Where the tab keeps the preview token. */
export const PREVIEW_KEY = 'storefront:preview';

export type PreviewState = { build: PreviewBuild } | { error: string };

let state: PreviewState | null = null;

/** The preview this page load runs (or why the link was refused); null outside a preview. */
export function previewState(): PreviewState | null {
  return state;
}

export function setPreviewState(next: PreviewState | null): void {
  state = next;
}

/** Whether this tab is in a preview, without changing anything (the start-up script then warms nothing). */
export function inPreview(location: Pick<Location, 'search'>, storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return new URLSearchParams(location.search).has('preview') || Boolean(storage?.getItem(PREVIEW_KEY));
  } catch {
    return false;
  }
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
export function forgetPreview(storage: Pick<Storage, 'removeItem'> | null): void {
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

/** Asks the API which build the token opens; the API's words when it refuses (expired, not valid). */
export async function readPreview(apiUrl: string, token: string): Promise<PreviewState> {
  try {
    const path = previewEndpoint.path.replace(':token', encodeURIComponent(token));
    const response = await fetch(`${apiUrl.replace(/\/+$/, '')}${path}`, { cache: 'no-store' });
    const body = (await response.json().catch(() => null)) as (PreviewBuild & { error?: { message?: string } }) | null;
    if (response.ok && body && typeof body.entryUrl === 'string') return { build: body };
    return { error: body?.error?.message ?? `The preview link could not be opened (${response.status})` };
  } catch {
    return { error: 'The preview link could not be checked: the API did not answer' };
  }
}

/** The builds with the previewed one in place of its remote's. */
export function withPreview(builds: ChosenBuilds, preview: PreviewState): ChosenBuilds {
  if (!('build' in preview) || !builds[preview.build.remote]) return builds;
  const { remote, buildId, entryUrl } = preview.build;
  return { ...builds, [remote]: { entry: entryUrl, buildId, via: 'preview' } };
}
