import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis as { __authEmulator?: { stop(): Promise<void> }; __testRoot?: string };
  await state.__authEmulator?.stop();
  if (state.__testRoot) rmSync(state.__testRoot, { recursive: true, force: true });
}
