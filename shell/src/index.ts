import { warmStart } from './federation/warmStart';

// The remote page at this URL starts downloading now, beside the shell (see warmStart). The API
// token's key is spec section 3's `accessToken` (@storefront/shared cannot be imported here: the
// shared libraries are not settled yet).
let token: string | null = null;
try {
  token = localStorage.getItem('accessToken');
} catch {
  // Storage unavailable: warm public pages only.
}
warmStart(window.location.pathname, token);

// An asynchronous boundary, so the federation runtime can settle the shared singletons
// (one React for the whole storefront) before any of them is used. Asked for in a task of its
// own: the runtime's start-up above and the settling of the shared modules are each a few dozen
// milliseconds on a phone, and the browser can paint or take input between them.
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
