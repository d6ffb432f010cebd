// Images imported by components are emitted by webpack with hashed names; the import is the URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
