// The Chromium profiles the benchmark loads pages in: a visitor's and the demo customer's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { CHROMIUM, cleanups } from './common.mjs';

export async function launchChromium(name) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-web-${name}-`));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    userDataDir,
    handleSIGINT: false, // ours stops the stack too
    logLevel: 'silent',
  });
  cleanups.push(async () => {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  });
  return { name, port: chrome.port, cdpUrl: `http://127.0.0.1:${chrome.port}` };
}

/** Runs `fn(page, cdp)` in a new tab of the profile (Playwright over CDP), then disconnects. */
export async function withTab(profile, fn) {
  const browser = await chromium.connectOverCDP(profile.cdpUrl);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    try {
      const cdp = await context.newCDPSession(page);
      return await fn(page, cdp);
    } finally {
      await page.close().catch(() => {});
    }
  } finally {
    await browser.close().catch(() => {}); // a CDP connection: disconnects, Chromium keeps running
  }
}

export async function signIn(profile, shellUrl, account) {
  await withTab(profile, async (page) => {
    await page.goto(`${shellUrl}/login`, { waitUntil: 'load', timeout: 60000 });
    await page.getByLabel('Email').fill(account.email, { timeout: 60000 });
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // A returning customer: the API token and the admin answer the shell remembers (without the
    // latter, the next page load would start the sign-in SDK to ask again).
    await page.waitForFunction(() => Boolean(localStorage.getItem('accessToken') && localStorage.getItem('storefront:isAdmin')), null, { timeout: 60000 });
  });
}
