import { pathWithoutLanguage } from '@storefront/shared/language';
import { languageRedirect } from '../i18n/redirect';
import { runStartup } from './run';

// The start-up script. The build writes it into index.html: the page at this URL starts
// downloading (its remote's entry and scripts, its first reads, its first picture) as soon as the
// HTML has arrived, its first view shows before any other script runs, and then it runs the app,
// whose one file it has been downloading meanwhile (see run.ts). The API
// token's key is spec section 3's `accessToken`.
let token: string | null = null;
let storage: Storage | null = null;
try {
  storage = localStorage;
  token = storage.getItem('accessToken');
} catch {
  // Storage unavailable: start public pages early only.
}
// A browser that chose the other language goes to this page in it before anything loads.
const moveTo = languageRedirect(window.location, storage);
if (moveTo) window.location.replace(moveTo);
// A returning customer: what the server's HTML shows visitors only is hidden (index.html).
if (token) document.documentElement.dataset.session = 'remembered';
// The app's one script (federation runtime, shared libraries, shell): downloaded from now on,
// run when runStartup says. When the page server's HTML has the page (its head, above this script,
// then describes the page: data-page-head), the page paints from the HTML and the app is what the
// visitor waits for next: it goes first. Otherwise it leaves the way to the first view's data.
const app = document.querySelector('meta[name="storefront:app"]')?.getAttribute('content') ?? null;
const served = document.querySelector('head [data-page-head]') !== null;
let downloaded: Promise<void> = Promise.resolve();
if (app && !moveTo) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = app;
  link.setAttribute('fetchpriority', served ? 'high' : 'low');
  downloaded = new Promise((resolve) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
  });
  document.head.appendChild(link);
}

function startApp(): void {
  if (!app || moveTo) return;
  const script = document.createElement('script');
  script.src = app;
  document.head.appendChild(script);
}

// The route table knows a Bangla page by its path without /bn.
if (!moveTo) runStartup(pathWithoutLanguage(window.location.pathname), token, { start: startApp, downloaded });
