import path from 'node:path';
import { REPO_ROOT } from '../src/paths';

// The scripts' helper (scripts/lib/processes.cjs), so that tests and scripts pick ports one way.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const processes: { freePort(host?: string): Promise<number> } = require(path.join(REPO_ROOT, 'scripts/lib/processes.cjs'));

/** A port nobody listens on right now, on 127.0.0.1. */
export const freePort = (): Promise<number> => processes.freePort();
