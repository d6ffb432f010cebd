import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { STACK } from '../stack-ports';
import { axeAtBothWidths, expect, test, type Account } from '../support/fixtures';
import { pagesByAccess } from '../support/pages';

// Every page in Bangla, as each kind of user opens it: a visitor, a customer, a company's buyer
// and the storefront's admin. Each page under /bn is Bangla (`<html lang="bn">`), axe-clean at
// 375 and 1280 px, and its main content has no English sentence left: what stays English (a
// part's name without a Bangla one, a brand, a part number) is marked `lang="en"` or
// `translate="no"`, and a table's rows hold records (people's, companies' and places' names
// that other tests make) rather than the page's own words, which its headers carry.

const DEMO = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'shared', 'demo-accounts.json'), 'utf8')) as Record<
  'admin' | 'customer' | 'buyer',
  Account
>;

/** The demo company's name, which has no Bangla and shows in running text. */
const NAMES = ['Dhaka Knitwear Ltd'];

/** Runs of three or more English words in `main`'s visible text outside what is marked as not Bangla. */
function englishLeft(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main, names) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('[lang="en"], [translate="no"], code, kbd, script, style, tbody td, tbody th') || !element.checkVisibility()) continue;
      let text = node.textContent ?? '';
      for (const name of names) text = text.split(name).join(' ');
      found.push(...(text.match(/\b[A-Za-z][a-z]+(?:\s+[A-Za-z][a-z]+){2,}/g) ?? []));
    }
    return found;
  }, NAMES);
}

/** Signs in on the Bangla login page, by its form's fields (their labels are Bangla). */
async function loginInBangla(page: Page, account: Account): Promise<void> {
  await page.goto('/bn/login');
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.locator('main form button[type="submit"]').first().click();
  await page.waitForFunction(() => Boolean(localStorage.getItem('accessToken')));
}

async function expectBangla(page: Page, at: string): Promise<void> {
  await page.goto(`/bn${at === '/' ? '' : at}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.locator('#first-view')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await axeAtBothWidths(page);
  expect([at, await englishLeft(page)]).toEqual([at, []]);
}

/** Pages with a parameter, by a demo record each: a part's, a machine's and an assembly's. */
async function publicRecordPages(): Promise<string[]> {
  const parts = (await (await fetch(`${STACK.apiUrl}/parts?limit=1`)).json()) as { items: { _id: string }[] };
  return [`/parts/${parts.items[0]!._id}`, '/machines/juki/ddl-8700', '/machines/juki/ddl-8700/feed-mechanism'];
}

// A slide show moving while axe reads the page would be judged half-way through a slide.
test.use({ reducedMotion: 'reduce' });

test.describe('every page in Bangla', () => {
  const pages = pagesByAccess();

  test('a visitor reads every public page in Bangla', async ({ page }) => {
    test.slow();
    for (const at of [...pages.public, ...(await publicRecordPages())]) await expectBangla(page, at);
  });

  for (const [who, account, access] of [
    ['a customer', DEMO.customer, 'signed-in'],
    ["a company's buyer", DEMO.buyer, 'signed-in'],
    ['the storefront admin', DEMO.admin, 'admin'],
  ] as const) {
    test(`${who} reads every page they open in Bangla`, async ({ page }) => {
      test.slow();
      await loginInBangla(page, account);
      for (const at of pages[access]) await expectBangla(page, at);
    });
  }
});
