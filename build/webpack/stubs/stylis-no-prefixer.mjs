// Stands in for stylis's vendor prefixer (src/Prefixer.js, its table of -webkit-/-moz-/-ms- rules)
// in the storefront's builds. styled-components 6 runs it only under a StyleSheetManager with
// `enableVendorPrefixes`, which the storefront never sets (the browsers it supports need no
// prefixes), so the table only weighed on every page: about 1.2 KB of gzip. Turning prefixes on
// would now fail loudly here instead of silently writing CSS without them.
export function prefix() {
  throw new Error(
    "Vendor prefixes are left out of the storefront's stylis (build/webpack/libraryTrims.js): remove the replacement before setting enableVendorPrefixes.",
  );
}
