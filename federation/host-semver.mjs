// Stands in for the federation runtime's semver (utils/semver/index.js) in the shell's build.
//
// The runtime compares the versions of shared modules: a singleton's version against the range a
// build requires, and two versions with `<=` when it picks the newest. The storefront's builds
// give every shared module its exact version and require `^` that version
// (build/webpack/federation.js, sharedConfig), yet the runtime's semver parses every range npm
// knows (tildes, x-ranges, hyphens, loose versions) with regular expressions that weighed about
// 1.5 KB of gzip on every page. This keeps its results for versions `x.y.z[-pre][+build]` and for
// ranges of comparators (`<`, `<=`, `>`, `>=`, `=` or none, on such versions), carets on them,
// `*`, `x` and `||` (build/webpack/hostSemver.test.mjs compares the two), and refuses any other
// range with a clear error.
const NUMBER = '0|[1-9]\\d*';
const PRE_PART = '(?:0|[1-9]\\d*|\\d*[a-zA-Z-][a-zA-Z0-9-]*)';
const VERSION = `(${NUMBER})\\.(${NUMBER})\\.(${NUMBER})(?:-(${PRE_PART}(?:\\.${PRE_PART})*))?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?`;
const COMPARATOR = new RegExp(`^((?:<|>)?=?)\\s*v?${VERSION}$`);
const CARET = new RegExp(`^\\^[v=\\s]*${VERSION}$`);
// The runtime drops a `>=0.0.0` comparator with this very expression (its dots match any character).
const GTE0 = /^\s*>=\s*0.0.0\s*$/;

const atom = ([, operator, major, minor, patch, preRelease]) => ({
  operator,
  version: `${major}.${minor}.${patch}${preRelease ? `-${preRelease}` : ''}`,
  major,
  minor,
  patch,
  preRelease: preRelease?.split('.'),
});

function compareAtom(range, version) {
  range = Number(range) || range;
  version = Number(version) || version;
  return range > version ? 1 : range === version ? 0 : -1;
}

function comparePreRelease({ preRelease: range }, { preRelease: version }) {
  if (range === undefined && version) return 1;
  if (range && version === undefined) return -1;
  if (range === undefined && version === undefined) return 0;
  for (let i = 0; i <= range.length; i++) {
    const [r, v] = [range[i], version[i]];
    if (r === v) continue;
    if (r === undefined && v === undefined) return 0;
    if (!r) return 1;
    if (!v) return -1;
    return compareAtom(r, v);
  }
  return 0;
}

const order = (range, version) =>
  compareAtom(range.major, version.major) ||
  compareAtom(range.minor, version.minor) ||
  compareAtom(range.patch, version.patch) ||
  comparePreRelease(range, version);

function compare(range, version) {
  const same = range.version === version.version;
  switch (range.operator) {
    case '':
    case '=':
      return same;
    case '>':
      return order(range, version) < 0;
    case '>=':
      return same || order(range, version) < 0;
    case '<':
      return order(range, version) > 0;
    case '<=':
      return same || order(range, version) > 0;
    default:
      return false;
  }
}

/** A caret range as the runtime writes it out: from the version to the next breaking one. */
function caret(major, minor, patch, preRelease) {
  const from = `>=${major}.${minor}.${patch}${preRelease ? `-${preRelease}` : ''}`;
  if (major !== '0') return [from, `<${Number(major) + 1}.0.0-0`];
  if (minor !== '0') return [from, `<0.${Number(minor) + 1}.0-0`];
  return [from, `<0.0.${Number(patch) + 1}-0`];
}

/** The comparators of one word of a range. */
function comparators(word, range) {
  const careted = CARET.exec(word);
  if (careted) return caret(careted[1], careted[2], careted[3], careted[4]);
  if (COMPARATOR.test(word)) return [word];
  throw new Error(
    `The storefront's federation runtime compares versions against ranges of x.y.z comparators and carets only (federation/host-semver.mjs), not "${range}".`,
  );
}

export function satisfy(version, range) {
  const found = version ? COMPARATOR.exec(version) : null;
  if (!found) return false;
  const target = atom(found);
  for (const part of range.split('||')) {
    const text = part.trim();
    if (!text || text === '*' || text === 'x' || text === 'X') return true;
    const all = text
      .split(/\s+/)
      .flatMap((word) => comparators(word, range))
      .filter((comparator) => !GTE0.test(comparator));
    if (all.length === 0) continue;
    if (all.every((comparator) => compare(atom(COMPARATOR.exec(comparator)), target))) return true;
  }
  return false;
}
