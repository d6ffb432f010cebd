import { warmStart } from './federation/warmStart';

// The start-up script. The build writes it into index.html: the page at this URL starts
// downloading (its remote's entry and scripts, its first reads, its first picture) as soon as the
// HTML has arrived, its first view shows before any other script runs, and then it runs the app,
// whose one file index.html has been downloading meanwhile (see federation/warmStart.ts). The
// API token's key is spec section 3's `accessToken`.
let token: string | null = null;
try {
  token = localStorage.getItem('accessToken');
} catch {
  // Storage unavailable: warm public pages only.
}
function startApp(): void {
  const src = document.querySelector('meta[name="storefront:app"]')?.getAttribute('content');
  if (!src) return;
  const script = document.createElement('script');
  script.src = src;
  document.head.appendChild(script);
}

warmStart(window.location.pathname, token, startApp);
