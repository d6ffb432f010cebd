import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, login, test, type Account } from '../support/fixtures';

// Moving through the storefront by clicking, as each kind of user does: the header's links and
// search, a part's card, Back and Forward, and every item of the dashboard's sidebar, each step
// checked by the page it shows (its heading), not only by its address. A company's members once
// saw the address change and the previous page stay (their price list's cards rendered without
// end, and every navigation waited behind them).

const DEMO = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'shared', 'demo-accounts.json'), 'utf8')) as Record<
  'admin' | 'customer' | 'companyAdmin' | 'approver' | 'buyer',
  Account
>;

const HOME = 'Garments machine parts from the manufacturer';
/** A sidebar item's page heading, where it is not the item's own words. */
const SIDEBAR_HEADINGS: Record<string, RegExp> = { 'Make Admin': /^All Users/ };

const main = (page: Page) => page.getByRole('main');
/** The page's own heading (the first view the server sent is gone once the app's page shows). */
const shows = async (page: Page, name: string | RegExp) => {
  await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
};

/** A link of the header's main navigation, behind Menu on a phone. */
async function headerLink(page: Page, name: string): Promise<Locator> {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  }
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

const clickHeader = async (page: Page, name: string) => (await headerLink(page, name)).click();

/** The dashboard's sidebar links, opening its menu on a phone. */
async function sidebar(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const menu = nav.getByRole('button');
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return nav.getByRole('link');
}

/** The walk every kind of user takes; the signed-in ones end it in the dashboard's sidebar. */
async function walk(page: Page, signedIn: boolean): Promise<string[]> {
  await clickHeader(page, 'All parts');
  await expect(page).toHaveURL(/\/parts$/);
  await shows(page, 'All parts');

  await clickHeader(page, 'Home');
  await expect(page).toHaveURL(/\/$/);
  await shows(page, HOME);

  // The header's search: Enter opens all parts with the words, showing what they find.
  const box = page.getByRole('banner').getByLabel('Search all parts');
  await box.fill('needle');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/parts\?q=needle$/);
  await shows(page, /All parts|needle/i);
  const card = main(page)
    .getByRole('article')
    .filter({ hasText: /needle/i })
    .first();
  await expect(card).toBeVisible();

  // A part's card opens its page.
  const cardLink = card.getByRole('link').first();
  const partName = (await card.getByRole('heading').first().textContent())!.trim();
  await cardLink.click();
  await expect(page).toHaveURL(/\/parts\/[\w-]+$/);
  await shows(page, partName);

  // Back and Forward show the pages they name.
  await page.goBack();
  await expect(page).toHaveURL(/\/parts\?q=needle$/);
  await shows(page, /All parts|needle/i);
  await page.goForward();
  await shows(page, partName);

  await clickHeader(page, 'Blogs');
  await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/blogs$/);

  if (!signedIn) {
    await clickHeader(page, 'Login');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    return [];
  }

  await clickHeader(page, 'Dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await shows(page, 'My Profile');
  const labels = (await (await sidebar(page)).allTextContents()).map((label) => label.trim());
  for (const label of labels) {
    await (await sidebar(page)).getByText(label, { exact: true }).click();
    await shows(page, SIDEBAR_HEADINGS[label] ?? new RegExp(`^${label}`));
  }
  // Back from the last item shows the one before it; the header leads out of the dashboard.
  if (labels.length > 1) {
    await page.goBack();
    await shows(page, SIDEBAR_HEADINGS[labels.at(-2)!] ?? new RegExp(`^${labels.at(-2)}`));
  }
  await clickHeader(page, 'Home');
  await shows(page, HOME);
  return labels;
}

const PEOPLE: { who: string; account?: Account; sidebar?: string[] }[] = [
  { who: 'a visitor' },
  { who: 'a customer without a company', account: DEMO.customer, sidebar: ['My Orders', 'My Machines'] },
  { who: 'a company buyer with a price list', account: DEMO.buyer, sidebar: ['My Orders', 'My Quotes'] },
  { who: 'a company approver', account: DEMO.approver, sidebar: ['Approvals', 'Invoices'] },
  { who: 'a company admin', account: DEMO.companyAdmin, sidebar: ['Approvals', 'Invoices', 'Company'] },
  { who: 'the storefront admin', account: DEMO.admin, sidebar: ['Manage Products', 'Manage Companies', 'Manage All Orders'] },
];

for (const width of [1280, 375]) {
  test.describe(`moving by clicking at ${width} px`, () => {
    // On a phone, the kinds whose pages differ the most: a visitor, a company's buyer, the admin.
    const people = width === 1280 ? PEOPLE : PEOPLE.filter(({ who }) => /visitor|buyer|storefront admin/.test(who));
    for (const { who, account, sidebar: expected } of people) {
      test(`${who} moves through the header, search, a card, Back and Forward${account ? ' and the sidebar' : ''}`, async ({ page }) => {
        // Signed in at a desktop's width, where the header shows log Out; then at the walk's.
        if (account) await login(page, account);
        else await page.goto('/');
        await page.setViewportSize({ width, height: 800 });
        await shows(page, HOME);
        const labels = await walk(page, Boolean(account));
        for (const label of expected ?? []) expect(labels).toContain(label);
      });
    }
  });
}
