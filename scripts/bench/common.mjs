// What the web benchmark's modules share: units, the median, logging, the Chromium it drives,
// its targets, and the clean-up that runs on every way out.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/stack.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const LIGHTHOUSE_VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
export const KB = 1000; // 1 KB = 1000 bytes (the larger, stricter figure against a KB target)

// The storefront's speed targets.
export const TARGETS = { homeJsKb: 145, score: 95, lcpMs: 2000, cls: 0.05, reactCopies: 1 };

export const log = (...line) => console.log(...line);
export const kb = (bytes) => (bytes / KB).toFixed(1);
export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// Clean-up on every way out (normal end, error, Ctrl-C): Chromium profiles, the stack, temp dirs.
export const cleanups = [];
let cleaning;
export function cleanup() {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch {
        // Cleaning up after a failed run: the next step still runs.
      }
    }
  })();
  return cleaning;
}
