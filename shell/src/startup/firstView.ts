// The page's first view on screen (shared/src/firstView.ts), for the start-up script: shown over
// the page before the app runs, taken away once the page has rendered its own.
import { waitForReportedPaint } from './paint';
import { startupState } from './state';

/** How long the app waits for the page's largest paint to be reported after the view is in. */
const PAINT_REPORT_WAIT_MS = 150;
/** How long the view stays at most once the app runs, if the page never says it is ready. */
const FIRST_VIEW_MAX_MS = 6000;

/**
 * Puts the view over the page (hidden from assistive technology and input: the page under it
 * is the real one) and returns its element.
 */
export function showFirstView(html: string): HTMLElement {
  const view = document.createElement('div');
  view.id = 'first-view';
  view.setAttribute('aria-hidden', 'true');
  view.setAttribute('inert', '');
  view.innerHTML = html;
  document.body.prepend(view);
  return view;
}

/**
 * Calls `then` once the browser has painted what is on screen now: the next frame, and where the
 * browser reports largest paints (Chromium, Firefox) the report of one after now,
 * `PAINT_REPORT_WAIT_MS` at most.
 */
export function afterPaint(then: () => void): void {
  const reported = waitForReportedPaint(PAINT_REPORT_WAIT_MS).promise; // listening from now on
  requestAnimationFrame(() => setTimeout(() => void reported.then(then), 0));
}

/** Whether any of the element's box is inside the window now. */
function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/**
 * Takes the view away once `#root` holds the page's own element (`ready`) with the pictures on
 * screen decoded, when the shell asks (another page, a page that failed), or after `FIRST_VIEW_MAX_MS`.
 */
export function releaseWhenReady(view: HTMLElement, ready: string): void {
  const root = document.getElementById('root');
  let observer: MutationObserver | undefined;
  const release = () => {
    observer?.disconnect();
    clearTimeout(timer);
    view.remove();
    startupState().releaseFirstView = undefined;
  };
  const timer = setTimeout(release, FIRST_VIEW_MAX_MS);
  startupState().releaseFirstView = release;
  if (!root) return release();
  const check = () => {
    let found: Element | null;
    try {
      found = root.querySelector(ready);
    } catch {
      return release(); // not a selector: nothing to wait for
    }
    if (!found) return;
    observer?.disconnect();
    observer = undefined;
    // The pictures the visitor sees: a lazy one further down never loads, and would hold the view
    // for the whole wait below.
    const pictures = [...root.querySelectorAll('img')].filter((img) => img.getAttribute('src') && onScreen(img));
    void Promise.race([
      Promise.all(pictures.map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined))),
      new Promise((resolve) => setTimeout(resolve, 500)),
    ]).then(() => requestAnimationFrame(() => requestAnimationFrame(release)));
  };
  observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });
  check();
}

/**
 * The page's HTML arrived with its content (the shell's page server, page-server/src/pageServer.ts):
 * it is the page until the app has rendered the same, then it goes like a first view. From now on
 * the page under it is the real one, for assistive technology and input: its labels and ids are
 * the page's alone (the content's ids go).
 */
export function takeOverServerView(view: HTMLElement): void {
  view.setAttribute('aria-hidden', 'true');
  view.setAttribute('inert', '');
  for (const element of view.querySelectorAll('[id]')) element.removeAttribute('id');
  releaseWhenReady(view, view.dataset.ready ?? '');
}

/** For the shell: the view goes now (the visitor moved on, or the page could not be shown). */
export function releaseFirstView(): void {
  startupState().releaseFirstView?.();
}
