/**
 * An uploaded SVG drawing made safe to store and serve (docs/parts-book.md, "The API"). The work
 * runs in a worker thread (`svg.worker.ts`), so a drawing that takes seconds to parse holds up no
 * other request: its markup is measured first (too deep or too many elements: refused before it
 * is parsed), then cleaned (`svg-purify.ts`, `svg-css.ts`) within a deadline and a memory limit;
 * past either, the thread is stopped and the next drawing gets a fresh one.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PARTS_BOOK_LIMITS } from '@storefront/shared/schemas';
import { DEFAULT_DRAWING_DEADLINE_MS } from '../config';
import type { MarkupLimits } from './svg-markup';
import { SvgUnreadableError, type SafeSvg } from './svg-purify';
import type { SanitizeAnswer, SanitizeRequest } from './svg.worker';

export { SvgUnreadableError, type SafeSvg };

/** The drawing's elements nest too deep, or are too many, to be parsed. */
export class SvgTooComplexError extends Error {
  constructor(
    readonly excess: 'depth' | 'elements',
    readonly limit: number,
  ) {
    super(excess === 'depth' ? `nested more than ${limit} deep` : `more than ${limit} elements`);
    this.name = 'SvgTooComplexError';
  }
}

/** Making the drawing safe took longer than its deadline, or more memory or stack than its thread has. */
export class SvgTooSlowError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SvgTooSlowError';
  }
}

/** How long one drawing may take once the thread is ready, unless the caller says (the server: DRAWING_DEADLINE_MS). */
const SANITIZE_DEADLINE_MS = DEFAULT_DRAWING_DEADLINE_MS;
/** How long a new thread may take to load jsdom (half a second when idle). */
const STARTUP_MS = 30_000;
/** The thread's heap: the largest drawing the limits allow needs about half of it. */
const WORKER_HEAP_MB = 768;
/** An idle thread is kept this long for the next upload. */
const IDLE_MS = 60_000;

const MARKUP_LIMITS: MarkupLimits = { depth: PARTS_BOOK_LIMITS.drawingDepth, elements: PARTS_BOOK_LIMITS.drawingElements };

/** The worker's module beside this one: `.js` when built, `.ts` in the tests. */
const WORKER_FILE = path.join(__dirname, `svg.worker${path.extname(__filename)}`);

/** From the TypeScript sources (the tests), the thread compiles each module with swc as it loads it, as the tests do. */
const TYPESCRIPT_BOOTSTRAP = `
const { readFileSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
const { transformSync } = require(require.resolve('@swc/core', { paths: [workerData.file] }));
const options = { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } };
require.extensions['.ts'] = (module, filename) => module._compile(transformSync(readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
require(workerData.file);
`;

interface Job {
  request: SanitizeRequest;
  deadlineMs: number;
  resolve(answer: SanitizeAnswer): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  /** jsdom loaded: drawings may be sent. */
  ready: boolean;
}

/** The one thread (drawings are made safe one at a time), the drawing it is on, those waiting. */
let thread: Thread | undefined;
let running: { job: Job; timer: NodeJS.Timeout } | undefined;
const waiting: Job[] = [];
let idleTimer: NodeJS.Timeout | undefined;

function startThread(): Thread {
  const options = { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  const worker = WORKER_FILE.endsWith('.ts')
    ? new Worker(TYPESCRIPT_BOOTSTRAP, { ...options, eval: true, workerData: { file: WORKER_FILE } })
    : new Worker(WORKER_FILE, options);
  const started: Thread = { worker, ready: false };
  const startup = setTimeout(() => {
    lost(started, new Error(`the SVG sanitiser's thread did not start within ${STARTUP_MS} ms`));
    void worker.terminate();
  }, STARTUP_MS);
  worker.on('message', (message: SanitizeAnswer | 'ready') => {
    if (thread !== started) return;
    if (message === 'ready') {
      clearTimeout(startup);
      started.ready = true;
      dispatch();
    } else if (running) finish(message);
  });
  worker.on('error', (error: Error & { code?: string }) => {
    clearTimeout(startup);
    lost(started, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new SvgTooSlowError('out of memory') : error);
  });
  worker.on('exit', (code) => {
    clearTimeout(startup);
    lost(started, new Error(`the SVG sanitiser's thread stopped (exit code ${code})`));
  });
  return started;
}

/** Sends the next waiting drawing to the thread (started if need be) once it is ready and free. */
function dispatch(): void {
  if (running || waiting.length === 0) return;
  clearTimeout(idleTimer);
  thread ??= startThread();
  thread.worker.ref();
  if (!thread.ready) return;
  const job = waiting.shift()!;
  const { worker } = thread;
  const timer = setTimeout(() => {
    thread = undefined;
    void worker.terminate();
    finish(new SvgTooSlowError(`took longer than ${job.deadlineMs} ms`));
  }, job.deadlineMs);
  running = { job, timer };
  worker.postMessage(job.request);
}

/** The running drawing's outcome; then the next one, or the thread idles (keeping no process alive) and stops after a while. */
function finish(outcome: SanitizeAnswer | Error): void {
  const { job, timer } = running!;
  running = undefined;
  clearTimeout(timer);
  if (outcome instanceof Error) job.reject(outcome);
  else job.resolve(outcome);
  if (waiting.length) return dispatch();
  const idle = thread;
  if (!idle) return;
  idle.worker.unref();
  idleTimer = setTimeout(() => {
    if (thread === idle) thread = undefined;
    void idle.worker.terminate();
  }, IDLE_MS).unref();
}

/** The thread failed or stopped: the drawing it was on, or else the first one waiting for it, fails; the next gets a fresh thread. */
function lost(gone: Thread, error: Error): void {
  if (thread !== gone) return;
  thread = undefined;
  if (running) return finish(error);
  waiting.shift()?.reject(error);
  dispatch();
}

/** Whether the bytes look like an SVG document (XML text with an `<svg` element), before it is read. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\ufeff/, '');
  return /^\s*</.test(head) && /<svg[\s>]/i.test(head);
}

/**
 * The drawing made safe, with its size, from the sanitiser's thread. Throws SvgTooComplexError
 * (too deep, too many elements), SvgTooSlowError (past the deadline or the thread's memory) and
 * SvgUnreadableError (no `<svg>`, or it tells no size).
 */
export async function sanitizeSvg(text: string, options: { deadlineMs?: number; limits?: MarkupLimits } = {}): Promise<SafeSvg> {
  const limits = options.limits ?? MARKUP_LIMITS;
  const answer = await new Promise<SanitizeAnswer>((resolve, reject) => {
    waiting.push({ request: { text, limits }, deadlineMs: options.deadlineMs ?? SANITIZE_DEADLINE_MS, resolve, reject });
    dispatch();
  });
  switch (answer.outcome) {
    case 'safe':
      return { svg: answer.svg, width: answer.width, height: answer.height };
    case 'unreadable':
      throw new SvgUnreadableError();
    case 'too-deep':
      throw new SvgTooComplexError('depth', limits.depth);
    case 'too-many-elements':
      throw new SvgTooComplexError('elements', limits.elements);
    case 'too-complex':
      throw new SvgTooSlowError('ran out of stack');
    default:
      throw new Error(`the SVG sanitiser failed: ${answer.message}`);
  }
}

/** Drawings being made safe or waiting for the thread (0 when it is idle). */
export const drawingsInProgress = (): number => waiting.length + (running ? 1 : 0);
