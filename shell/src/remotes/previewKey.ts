// What the start-up script and the app's first code need to know of a preview (remotes/preview.ts):
// whether this tab is in one. A module of its own: the rest is a chunk loaded only in a preview.

/** Where the tab keeps the preview token. */
export const PREVIEW_KEY = 'storefront:preview';

/** Whether this tab is in a preview, without changing anything (the start-up script then starts nothing early). */
export function inPreview(location: Pick<Location, 'search'>, storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return new URLSearchParams(location.search).has('preview') || Boolean(storage?.getItem(PREVIEW_KEY));
  } catch {
    return false;
  }
}

let shown = false;

/** Whether this page load has a preview to tell of (its banner): set once the preview was read. */
export function previewShown(): boolean {
  return shown;
}

export function showPreview(): void {
  shown = true;
}
