import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api, apiToken, createCustomer, expect, expectNoSeriousA11yViolations, test, testParts } from '../support/fixtures';
import { signedIn } from '../support/companies';

// A part the storefront does not sell, asked for by its maker's number from the parts book: a
// signed-in buyer opens the JUKI DDL-8700's Feed mechanism (the demo's), asks for a quote on its
// callout 1 (maker's number 110-40003, "Not sold here") from the row's dialog, the admin answers
// naming a part of ours that supplies it, and the buyer accepts it into an order of that part.

const parts = testParts();
const MAKER = '110-40003';

test.afterAll(async () => {
  await parts.removeAll();
});

const row = (page: Page, callout: string) => page.locator(`#root tr[data-callout="${callout}"]`).first();

test('a buyer asks for a quote on a part not sold here, the admin answers with a part of ours, the buyer orders it', async ({ browser, demo }) => {
  test.slow();
  const adminToken = await apiToken(demo.admin);
  const run = randomUUID().slice(0, 6).toUpperCase();
  const supplier = await parts.add(adminToken, {
    sku: `SL-MQ${run}`,
    name: `Feed rocker shaft ${run}`,
    price: 900,
    description: 'Fits the maker’s 110-40003.',
  });
  const buyer = await createCustomer('maker-quote', { verified: true });

  // The buyer finds the row on the machine's parts book and asks about it.
  const mine = await signedIn(browser, buyer);
  await mine.goto('/machines/juki/ddl-8700');
  await mine.getByRole('region', { name: 'Parts book: find a part on the drawing' }).getByRole('link', { name: 'Feed mechanism' }).click();
  await expect(mine.getByRole('heading', { level: 1, name: 'JUKI DDL-8700: Feed mechanism' })).toBeVisible();
  const notSold = row(mine, '1');
  await expect(notSold).toContainText('Not sold here');
  const ask = notSold.getByRole('button', { name: new RegExp(`^Ask for a quote, 1: .*${MAKER}`) });
  await ask.click();
  const dialog = mine.getByRole('dialog', { name: 'Ask for a quote' });
  await expect(dialog).toContainText(`maker’s number ${MAKER}`);
  const quantity = dialog.getByLabel('Quantity');
  await expect(quantity).toBeFocused();
  await expect(quantity).toHaveValue('1');

  // A quantity that is not a whole number is said under its field, before anything is sent.
  await quantity.fill('1.5');
  await dialog.getByRole('button', { name: 'Request quote' }).click();
  await expect(dialog.getByText('Enter the quantity as a whole number, 1 or more.')).toBeVisible();
  await quantity.fill('4');
  await dialog.getByLabel('Target price per unit (optional)').fill('850');
  await dialog.getByLabel('Note (optional)').fill('Two machines on line 4.');
  for (const width of [375, 1280]) {
    await mine.setViewportSize({ width, height: 800 });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(mine);
    await mine.screenshot({ path: `/tmp/maker-quote-dialog-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'Request quote' }).click();
  await expect(dialog).toHaveCount(0);
  // The focus is back on the row's button, and the row links to the new quote.
  await expect(ask).toBeFocused();
  const asked = notSold.getByRole('link', { name: /^quote Q-\d{4}-\d{6}$/ });
  await expect(asked).toBeVisible();
  const number = (await asked.textContent())!.replace('quote ', '');
  await expect(mine.getByRole('link', { name: `See quote ${number}` })).toBeVisible();
  await asked.click();
  await expect(mine).toHaveURL(new RegExp(`/dashboard/quotes/${number}$`));
  await expect(mine.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
  const asLine = mine.getByRole('rowheader', { name: /Feed rocker shaft/ });
  await expect(asLine).toContainText(`Maker’s number ${MAKER} (not sold here)`);
  await expect(asLine.getByRole('link', { name: 'JUKI DDL-8700: Feed mechanism' })).toBeVisible();

  // The admin answers it, naming the part of ours that supplies it.
  const admin = await signedIn(browser, demo.admin);
  await admin.goto('/dashboard/manageQuotes');
  await admin.getByRole('link', { name: number }).click();
  await expect(admin.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
  await admin.getByLabel(`Price for maker’s number ${MAKER} (Feed rocker shaft)`).fill('860');
  const supplying = admin.getByLabel(`Our part number supplying ${MAKER}`);
  await admin.getByRole('button', { name: 'Send answer' }).click();
  await expect(supplying).toHaveAccessibleDescription(/Name the part of ours that supplies this maker's number\./);
  await supplying.fill(`SL-NOPE${run}`);
  await admin.getByRole('button', { name: 'Send answer' }).click();
  await expect(supplying).toHaveAccessibleDescription(/No part sold here has this number\./);
  await supplying.fill(supplier.sku);
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByText('Answered', { exact: true }).first()).toBeVisible();

  // The buyer reads the answer as that part, for the maker's number, and accepts it through checkout.
  await mine.reload();
  const answered = mine.getByRole('rowheader', { name: new RegExp(supplier.name) });
  await expect(answered).toContainText(`Part number ${supplier.sku}`);
  await expect(answered).toContainText(`For maker’s number ${MAKER}, Feed rocker shaft`);
  await mine.getByRole('link', { name: /^Accept/ }).click();
  await expect(mine).toHaveURL(new RegExp(`/checkout\\?quote=${number}$`));
  await mine.getByLabel('Address').fill('Plot 7, Konabari, Gazipur');
  await mine.getByLabel('Phone').fill('01711000222');
  await mine.getByRole('button', { name: /Place order/ }).click();
  await expect(mine).toHaveURL(/\/dashboard\/orders\/SO-\d{4}-\d{6}$/);
  await expect(mine.getByText(supplier.sku).first()).toBeVisible();
  const orderNumber = mine.url().split('/').pop()!;
  const order = (await (await api(`/booking/${orderNumber}`, await apiToken(buyer))).json()) as {
    lines: { partId: string; unitPrice: number; quantity: number; priceSource: string; quoteNumber: string }[];
  };
  expect(order.lines).toEqual([expect.objectContaining({ partId: supplier._id, unitPrice: 860, quantity: 4, priceSource: 'quote', quoteNumber: number })]);

  for (const page of [mine, admin]) await page.context().close();
});
