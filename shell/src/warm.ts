import { warmStart } from './federation/warmStart';

// The start-up script. The build writes it into index.html, ahead of main.js: the page at this
// URL starts downloading (its remote's entry and scripts, its first reads, its first picture) as
// soon as the HTML has arrived, instead of once main.js has (see federation/warmStart.ts). The
// API token's key is spec section 3's `accessToken`.
let token: string | null = null;
try {
  token = localStorage.getItem('accessToken');
} catch {
  // Storage unavailable: warm public pages only.
}
warmStart(window.location.pathname, token);
