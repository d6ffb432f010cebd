// What the start-up script needs to know of a preview (remotes/preview.ts): whether this tab is in
// one. A module of its own, so that the script does not bundle the rest.

/** Where the tab keeps the preview token. */
export const PREVIEW_KEY = 'storefront:preview';

/** Whether this tab is in a preview, without changing anything (the start-up script then warms nothing). */
export function inPreview(location: Pick<Location, 'search'>, storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return new URLSearchParams(location.search).has('preview') || Boolean(storage?.getItem(PREVIEW_KEY));
  } catch {
    return false;
  }
}
