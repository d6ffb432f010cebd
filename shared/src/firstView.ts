/**
 * First views: what a page shows before any of the storefront's scripts has run.
 *
 * A public page arrives with its content from the page server (host/serverPages.tsx), which is
 * its first view. A signed-in page, which the server cannot render (it does not know who is signed
 * in), may have one rendered by its app's build from the same module (`firstViews` in the app's
 * `src/pages.server.tsx`), published in the app's route list with slots. The shell's start-up
 * script shows it over the page as soon as it has the route list and the read that fills it, lets
 * the browser paint it, and only then runs the app; it takes the view away once the page has
 * rendered its own. Pure functions without
 * dependencies: the start-up script uses them before any library has loaded.
 */

import { escapeHtml } from './escapeHtml';

export interface FirstView {
  /** The view: a `<style>` element, then the markup, with slots (see `slot`). */
  html: string;
  /** A CSS selector of the page's own element that replaces the view, looked for inside #root. */
  ready: string;
  /** The read (as written in the route's `reads`) whose answer's string fields fill the slots. */
  read?: string;
}

const MARK = '\u0001';
// The marker is a control character on purpose: no text a page renders contains it.
// eslint-disable-next-line no-control-regex
const SLOT = /\u0001([A-Za-z_]\w*)\u0001/g;

/**
 * A value the start-up script fills in: a string field of the view's read (`name`), or `image`
 * (the route's first image, as the browser asks for it) and `base` (the remote's folder, where
 * its shipped pictures are).
 */
export function slot(name: string): string {
  return `${MARK}${name}${MARK}`;
}

/** Text safe inside HTML, in an element or a quoted attribute (written once, in escapeHtml.ts). */
export { escapeHtml };

/**
 * The view with every slot filled (values escaped); null when a slot has no value (a field that
 * is missing, empty or not a string): the page then shows without a first view.
 */
export function fillFirstView(html: string, values: Record<string, unknown>): string | null {
  let missing = false;
  const filled = html.replace(SLOT, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value && typeof value === 'string') return escapeHtml(value);
    missing = true;
    return '';
  });
  return missing || filled.includes(MARK) ? null : filled;
}

/** A route's first view when its list has a well-formed one (a route list is another app's file). */
export function firstViewOf(route: { firstView?: unknown }): FirstView | null {
  const view = route.firstView;
  if (!view || typeof view !== 'object') return null;
  const { html, ready, read } = view as Record<string, unknown>;
  // Non-empty strings, and a read that is one where there is one.
  return html && ready && typeof html === 'string' && typeof ready === 'string' && (read === undefined || typeof read === 'string')
    ? (view as FirstView)
    : null;
}
