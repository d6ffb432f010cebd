import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeAtBothWidths, createCustomer, expect, test } from '../support/fixtures';

// বাংলা beside English: the header's switch moves a page to its Bangla URL under /bn, the browser
// keeps the choice, and a signed-in customer's account keeps it for every browser they sign in on.

const shellBangla = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'shell', 'src', 'i18n', 'bn.json'), 'utf8')) as Record<string, string>;

/** The shell's Bangla for an English message (a message without one fails the test). */
function bangla(english: string): string {
  const text = shellBangla[english];
  if (!text) throw new Error(`shell/src/i18n/bn.json has no Bangla for "${english}"`);
  return text;
}

const mainLinks = (page: Page) => page.locator('header nav');

test.describe('language', () => {
  test('a visitor switches home to Bangla by its link, keeps it after a reload and on English links, and switches back', async ({ page }) => {
    await page.goto('/');
    const toBangla = page.getByRole('link', { name: 'বাংলা', exact: true });
    await expect(toBangla).toHaveAttribute('lang', 'bn');
    await toBangla.click();

    await expect(page).toHaveURL(/\/bn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(mainLinks(page).getByRole('link', { name: bangla('Home'), exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('lang', 'en');
    await axeAtBothWidths(page);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    // The choice is kept: an English link opens in Bangla, and the app's links stay under /bn.
    await page.goto('/blogs');
    await expect(page).toHaveURL(/\/bn\/blogs$/);
    await mainLinks(page)
      .getByRole('link', { name: bangla('All parts'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/bn\/parts$/);

    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/parts$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(mainLinks(page).getByRole('link', { name: 'All parts', exact: true })).toBeVisible();
  });

  test("a customer's account keeps the language: signing in on another browser opens the pages in Bangla", async ({ browser }) => {
    const account = await createCustomer('bangla', { verified: true });
    const first = await browser.newContext();
    const page = await first.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('button', { name: /log Out/ })).toBeVisible();

    const saved = page.waitForResponse((response) => response.url().endsWith('/user/language') && response.request().method() === 'PUT');
    await page.getByRole('link', { name: 'বাংলা', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await first.close();

    // A browser that never chose: English until the account's language is known, then Bangla.
    const second = await browser.newContext();
    const other = await second.newPage();
    await other.goto('/login');
    await other.getByLabel('Email').fill(account.email);
    await other.getByLabel('Password').fill(account.password);
    await other.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(other).toHaveURL(/\/bn(\/|$)/);
    await expect(other.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(mainLinks(other).getByRole('link', { name: bangla('Dashboard'), exact: true })).toBeVisible();
    await second.close();
  });
});
