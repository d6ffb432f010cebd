// An asynchronous boundary, so the federation runtime can settle the shared singletons
// (one React for the whole storefront) before any of them is used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
