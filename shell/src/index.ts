import { warmStart } from './federation/warmStart';

// The remote page at this URL starts downloading now, beside the shell (see warmStart). The API
// token's key is spec section 3's `accessToken` (@storefront/shared cannot be imported here: the
// shared libraries are not settled yet).
let signedIn = false;
try {
  signedIn = localStorage.getItem('accessToken') !== null;
} catch {
  // Storage unavailable: warm public pages only.
}
warmStart(window.location.pathname, signedIn);

// An asynchronous boundary, so the federation runtime can settle the shared singletons
// (one React for the whole storefront) before any of them is used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
