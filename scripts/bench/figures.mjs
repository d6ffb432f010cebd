// Where the benchmarks keep their latest figures: docs/performance.md, each between
// `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->` (`--write-docs`).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/stack.mjs';

export const PERFORMANCE_DOC = path.join(ROOT, 'docs', 'performance.md');

/** `block` (markdown, without the markers) in place of the named block's figures. */
export function writeFigures(name, block, file = PERFORMANCE_DOC) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${path.relative(ROOT, file)} has no ${start} … ${end} block`);
  fs.writeFileSync(file, `${text.slice(0, from + start.length)}\n${block.trim()}\n${text.slice(to)}`);
  return path.relative(ROOT, file);
}
