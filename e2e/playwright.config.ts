import { defineConfig } from '@playwright/test';
import { STACK } from './stack-ports';

/**
 * Browser tests of the composed storefront: production builds, each remote on its own origin,
 * the real API on a fresh PGlite folder and the Firebase Auth emulator, in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // Two browsers at a time, each running a file's tests in order: the files share the one stack
  // and make their own customers and parts. Deploys change which catalogue build every page gets,
  // so their file runs alone, after all the others (the `deploys` project). `npm test` runs the
  // projects one after the other (deploys with --no-deps), so a failure among the others never skips them.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  globalSetup: './global-setup.ts',
  projects: [
    { name: 'storefront', testIgnore: /deploy\.spec\.ts$/ },
    { name: 'deploys', testMatch: /deploy\.spec\.ts$/, dependencies: ['storefront'] },
  ],
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT ?? 'test-results/results.json' }]],
  use: {
    baseURL: STACK.url,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
