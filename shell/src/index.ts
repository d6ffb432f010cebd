// main.js: the federation runtime, then the shell (the build puts it, with the shell's start-up
// chunks, into app.<hash>.js). The start-up script in index.html (src/startup/script.ts) has already asked
// for this URL's page, its data and its first picture, and shown the page's first view.
//
// An asynchronous boundary, so the federation runtime can settle the shared singletons (one React
// for the whole storefront) before any of them is used. Asked for in a task of its own: the
// runtime's start-up and the settling of the shared modules are each a few dozen milliseconds on a
// phone, and the browser can paint or take input between them.
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
