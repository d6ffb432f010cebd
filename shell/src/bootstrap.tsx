// The shell's asynchronous boundary: index.ts imports it once the federation runtime has started,
// and by the time it runs the runtime has settled the shared libraries (one React for the whole
// storefront). It evaluates the app's code in steps, each in a task of its own, so that the browser
// can paint or take input between them: on a phone (the bench's CPU 4× slower) evaluating it all
// at once was one task of 140–250 ms (docs/performance.md, "The levers").
// Every module named here is in the app's one script (`eager`): an import only evaluates it.
import { nextTask } from './app/nextTask';

/**
 * The shared libraries, largest last (a shared module is whole in the bundle anyway, where an
 * import of any other would keep all of its exports), then the app: app/start.tsx, whose own
 * modules and first render take steps of their own.
 */
const STEPS = [
  () => import(/* webpackMode: "eager" */ '@storefront/shared'),
  () => import(/* webpackMode: "eager" */ 'styled-components'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
];

async function run(): Promise<void> {
  for (const step of STEPS) {
    await nextTask();
    await step();
  }
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './app/start');
  await start();
}

void run();
