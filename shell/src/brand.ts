// The brand and the tab's title live in the shared core: a remote's page names the tab too (a
// part's page, after its part).
export { BRAND, useDocumentTitle } from '@storefront/shared';
