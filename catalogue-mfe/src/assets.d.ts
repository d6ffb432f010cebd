// Images imported by components are emitted by webpack with hashed names; the import is the URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}

/** This build's id (webpack.shared.js: BUILD_ID, or `catalogue@{version}`). */
declare const __BUILD_ID__: string;
