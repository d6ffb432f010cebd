#!/usr/bin/env node
// `npm run bench:navigation [-- --url http://127.0.0.1:3000] [--rounds N]`
//
// How long a click in the header takes to show its page, for each kind of signed-in customer, on
// a running storefront (`npm start`): a customer without a company, and the demo company's buyer,
// whose part cards carry their price list's prices. Each round clicks All parts, then Home, and
// times each click until the page's own heading shows (the server's first view gone); it prints the
// median and slowest of each, and the buyer's median against the customer's.
import { chromium } from 'playwright-core';
import { parseCli, numberOption } from '../lib/cli.mjs';
import { DEMO_ACCOUNTS } from '../lib/stack.mjs';
import { CHROMIUM, median } from './common.mjs';

const { url, rounds } = parseCli({
  usage: 'usage: npm run bench:navigation [-- --url URL] [--rounds N]',
  options: { url: { type: 'string', default: 'http://127.0.0.1:3000' }, rounds: { type: 'string', default: '10' } },
  check: ({ values }) => ({ url: values.url.replace(/\/$/, ''), rounds: numberOption('rounds', values.rounds, { min: 1 }) }),
});

const HOME = 'Garments machine parts from the manufacturer';
const CLICKS = [
  { link: 'All parts', heading: 'All parts' },
  { link: 'Home', heading: HOME },
];

/** Signs `account` in, then times `rounds` rounds of the header's clicks: `{ [link]: ms[] }`. */
async function timeClicks(browser, account) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${url}/login`, { waitUntil: 'load', timeout: 60_000 });
    await page.getByLabel('Email').fill(account.email, { timeout: 60_000 });
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: /log Out/ }).waitFor({ timeout: 60_000 });
    await page.goto(url, { waitUntil: 'load' });
    await page.getByRole('main').getByRole('heading', { level: 1, name: HOME }).waitFor({ timeout: 60_000 });
    const times = Object.fromEntries(CLICKS.map((click) => [click.link, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const click of CLICKS) {
        const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: click.link, exact: true });
        const started = performance.now();
        await link.click();
        await page.getByRole('main').getByRole('heading', { level: 1, name: click.heading }).waitFor({ timeout: 60_000 });
        await page.locator('#first-view').waitFor({ state: 'detached', timeout: 60_000 });
        times[click.link].push(performance.now() - started);
      }
    }
    return times;
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const results = {};
  for (const [who, account] of [
    ['customer without a company', DEMO_ACCOUNTS.customer],
    ['company buyer (price list)', DEMO_ACCOUNTS.buyer],
  ])
    results[who] = await timeClicks(browser, account);
  console.log(`\nClick to page shown, ms (${rounds} rounds, ${url}, ${new Date().toISOString().slice(0, 10)})\n`);
  console.log('| who | link | median | slowest |');
  console.log('|---|---|---:|---:|');
  for (const [who, times] of Object.entries(results))
    for (const [link, ms] of Object.entries(times)) console.log(`| ${who} | ${link} | ${Math.round(median(ms))} | ${Math.round(Math.max(...ms))} |`);
  const [customer, buyer] = Object.values(results).map((times) => median(Object.values(times).flat()));
  console.log(`\nThe buyer's median click takes ${(buyer / customer).toFixed(2)}× the customer's.`);
} finally {
  await browser.close();
}
