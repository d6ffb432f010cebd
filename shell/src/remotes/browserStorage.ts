// The browser's storage, or null where it is off (a privacy mode, a policy): callers then do
// without what they would have kept.

/** localStorage: kept across tabs and visits (the canary bucket). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** sessionStorage: kept for this tab only (a preview link). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
