// The docs stay usable: README.md stays a page a newcomer reads through, every relative link of
// README.md, CONTRIBUTING.md and docs/*.md reaches a file (and a heading, when it names one), the
// ports are listed together, and the benchmarks find the blocks they rewrite.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { stackOptions, stackPorts } from './stack.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const README_MAX_LINES = 150;

const docs = () => [
  'README.md',
  'CONTRIBUTING.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The text outside code: fenced blocks and inline code hold examples, not links. */
function prose(markdown) {
  return markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every `[text](target)` link of a markdown text, images included. */
export function linksOf(markdown) {
  return [...prose(markdown).matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
}

/** The anchors GitHub gives a markdown text's headings. */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

test(`README.md is at most ${README_MAX_LINES} lines: the rest goes to docs/`, () => {
  const lines = read('README.md').trimEnd().split('\n').length;
  assert.ok(lines <= README_MAX_LINES, `README.md has ${lines} lines; move a topic to docs/ and link it from README.md's map`);
});

test('every relative link of the docs reaches a file, and the heading it names', () => {
  const broken = [];
  for (const file of docs()) {
    const text = read(file);
    for (const link of linksOf(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto:…
      const [target, anchor] = link.split('#');
      const resolved = target ? path.resolve(path.dirname(path.join(ROOT, file)), decodeURIComponent(target)) : path.join(ROOT, file);
      if (!fs.existsSync(resolved)) {
        broken.push(`${file}: ${link} (no ${path.relative(ROOT, resolved)})`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchorsOf(fs.readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor).toLowerCase())) {
        broken.push(`${file}: ${link} (no heading #${anchor} in ${path.relative(ROOT, resolved)})`);
      }
    }
  }
  assert.deepEqual(broken, []);
});

test('the links and anchors read as GitHub reads them', () => {
  assert.deepEqual(linksOf('See [a](docs/a.md#x), `[b](no.md)`, ![c](d.png "t") and\n```\n[e](f.md)\n```\n'), ['docs/a.md#x', 'd.png']);
  assert.deepEqual(
    [...anchorsOf("# Lists at a year's volume (`bench:volume`)\n## Web pages\n## Web pages\n```\n# not a heading\n```\n")],
    ['lists-at-a-years-volume-benchvolume', 'web-pages', 'web-pages-1'],
  );
});

test('docs/configuration.md lists every port of npm start with its variable and default', () => {
  const text = read('docs/configuration.md');
  const missing = stackPorts(stackOptions({}))
    .filter((entry) => !new RegExp(`\\|\\s*${entry.port}\\s*\\|\\s*\`${entry.variable}\``).test(text))
    .map((entry) => `${entry.variable} (${entry.port})`);
  assert.deepEqual(missing, []);
});

test('docs/performance.md has the blocks the benchmarks rewrite (--write-docs)', () => {
  const text = read('docs/performance.md');
  for (const bench of ['web', 'volume', 'cluster']) {
    const start = text.indexOf(`<!-- bench:${bench}:start -->`);
    assert.ok(start >= 0 && text.indexOf(`<!-- bench:${bench}:end -->`) > start, `no bench:${bench} block`);
  }
});
