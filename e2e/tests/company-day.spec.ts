import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { api, apiToken, axeAtBothWidths, createCustomer, expect, login, test, testParts, type Account } from '../support/fixtures';
import { addMember, makeCompany, makePart, memberId } from '../support/companies';

// A company's day as its approver and buyer live it (docs/companies.md, docs/prices-and-quotes.md):
// times read in Dhaka's zone whatever the browser's, a buyer's own request withdrawn (its lines at
// their own price, kept in the cart), a reader sent away from a page that is not theirs told why,
// and an approver's count of orders waiting, the order's standing once approved and the way back
// to Approvals. Every page is axe-clean at 375 and 1280 px. Each test makes its own company,
// accounts and parts, so the file runs twice on one stack and beside the other company tests.

const parts = testParts();

/** With DAY_SHOTS set to a folder, the page at 375 and 1280 px, to look at. */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.DAY_SHOTS;
  if (!folder) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
}

/** A signed-in browser whose clock reads UTC (as the machine's did when times showed in UTC). */
async function signedInUtc(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' })).newPage();
  await login(page, account);
  return page;
}

test.describe('a company’s day: its approver and its buyer', () => {
  test.afterAll(() => parts.removeAll());

  test('an approver sees what waits for them, decides from Approvals, reads what the order waits for now in Dhaka’s time, and goes back to Approvals', async ({
    browser,
    demo,
  }) => {
    test.slow();
    const adminToken = await apiToken(demo.admin);
    const company = await makeCompany(adminToken, 'net30');
    const approver = await addMember(company, 'approver', 'dayapprover');
    const buyer = await addMember(company, 'buyer', 'daybuyer');
    const limited = await api(`/company/members/${await memberId(company, buyer.account.email)}`, company.adminToken, {
      method: 'PATCH',
      body: { orderLimit: 10 },
    });
    expect(limited.status).toBe(200);
    const part = await makePart(parts, adminToken, { price: 25, min: 1, stock: 50 });
    const placed = await api('/checkout', buyer.token, {
      method: 'POST',
      body: { address: company.location.address, phone: '01711000111', locationId: company.location._id, lines: [{ partId: part._id, quantity: 2 }] },
    });
    expect(placed.status).toBe(201);
    const number = ((await placed.json()) as { order: { number: string } }).order.number;

    // The dashboard opens on My Profile, which counts what waits for the approver.
    const page = await signedInUtc(browser, approver.account);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const waiting = page.getByRole('region', { name: '1 order waits for your approval.' });
    await expect(waiting).toBeVisible();
    await axeAtBothWidths(page);
    await shot(page, 'profile-waiting');
    await waiting.getByRole('link', { name: 'Open Approvals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    await axeAtBothWidths(page);

    // The order, opened from Approvals: its decision's deadline in Dhaka's time, named, never UTC.
    await page.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: /GMT\+6$/ })
        .first(),
    ).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(/UTC/);
    await expect(page.getByRole('link', { name: '← Approvals' })).toBeVisible();
    await axeAtBothWidths(page);
    await shot(page, 'order-awaiting');

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Approve this order?' }).getByRole('button', { name: 'Approve order' }).click();
    const standing = page.getByText(new RegExp(`^Approved by ${approver.account.name} on .+ GMT\\+6; waiting for Stitchline Parts to confirm it\\.$`));
    await expect(standing).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(/UTC/);
    await axeAtBothWidths(page);
    await shot(page, 'order-approved');

    // Back where they came from, with nothing left to decide.
    await page.getByRole('link', { name: '← Approvals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    await expect(page.getByRole('link', { name: number })).toHaveCount(0);
    await page.getByRole('link', { name: 'My Profile' }).first().click();
    await expect(page.getByRole('region', { name: 'No order waits for your approval.' })).toBeVisible();

    // The buyer, opening their order by its address, goes back to My Orders and reads what it waits for.
    const mine = await signedInUtc(browser, buyer.account);
    await mine.goto(`/dashboard/orders/${number}`);
    await expect(mine.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(mine.getByText(/; waiting for Stitchline Parts to confirm it\.$/)).toBeVisible();
    await expect(mine.getByRole('link', { name: '← My Orders' })).toBeVisible();
    await axeAtBothWidths(mine);
    await page.context().close();
    await mine.context().close();
  });

  test('a buyer requests a quote, reads it at their own price, withdraws it after confirming, and keeps the lines in the cart', async ({ browser, demo }) => {
    test.slow();
    const adminToken = await apiToken(demo.admin);
    const company = await makeCompany(adminToken);
    const buyer = await addMember(company, 'buyer', 'quotebuyer');
    const part = await makePart(parts, adminToken, { price: 520, min: 1, stock: 1000 });
    // The company buys the part at 470 on its price list.
    const created = await api('/price-lists', adminToken, { method: 'POST', body: { name: `E2E day ${randomUUID().slice(0, 8)}`, currency: 'BDT' } });
    expect(created.status).toBe(201);
    const list = (await created.json()) as { id: string };
    const priced = await api(`/price-lists/${list.id}/prices`, adminToken, {
      method: 'PUT',
      body: { entries: [{ partNumber: part.sku, minQuantity: 1, price: 470 }] },
    });
    expect(priced.status).toBe(200);
    expect((await api(`/price-lists/${list.id}/companies`, adminToken, { method: 'PUT', body: { companyIds: [company.id] } })).status).toBe(200);
    expect((await api('/cart/lines', buyer.token, { method: 'POST', body: { lines: [{ partId: part._id, quantity: 100 }] } })).status).toBe(200);

    const page = await signedInUtc(browser, buyer.account);
    await page.getByRole('link', { name: /Cart/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Cart/ })).toBeVisible();
    await expect(page.getByText('They stay in your cart until you accept the quote or remove them.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Request a quote' }).click();
    const asking = page.getByRole('dialog', { name: 'Request a quote' });
    await expect(asking).toContainText('These lines stay in your cart while we answer');
    await asking.getByRole('button', { name: 'Request quote' }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/Q-\d{4}-\d{6}$/);
    const number = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();

    // Their own price, the list price under it; Withdraw request, and no Decline while it is a request.
    const lines = page.getByRole('region', { name: `Lines of quote ${number}` });
    await expect(lines.getByRole('columnheader', { name: 'Your price' })).toBeVisible();
    await expect(lines.getByRole('row').nth(1)).toContainText(/BDT\s470\.00\s*List BDT\s520\.00/);
    await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
    await axeAtBothWidths(page);
    await shot(page, 'quote-requested');

    // Withdraw asks first, the focus in the dialog on keeping the request.
    await page.getByRole('button', { name: 'Withdraw request' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Withdraw this request?' });
    await expect(dialog.getByRole('button', { name: 'Keep request' })).toBeFocused();
    await axeAtBothWidths(page);
    await shot(page, 'quote-withdraw-dialog');
    await dialog.getByRole('button', { name: 'Withdraw request' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('This request was withdrawn before it was answered.')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Withdraw request' })).toHaveCount(0);
    await expect(page.getByText('Withdrawn', { exact: true })).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(/UTC/);
    await axeAtBothWidths(page);
    await shot(page, 'quote-withdrawn');

    // The lines are still in the cart.
    await page.getByRole('link', { name: /Cart/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Cart/ })).toBeVisible();
    await expect(page.getByText(part.name).first()).toBeVisible();
    await shot(page, 'cart-after');
    await page.context().close();
  });

  test('a reader sent away from a page that is not theirs is told why: a customer on an admin’s page, an admin on a customer’s', async ({ browser, demo }) => {
    const customer = await createCustomer('noadmin', { verified: true });
    const page = await signedInUtc(browser, customer);
    await page.goto('/dashboard/manageProduct');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Manage Products is for the storefront’s admins.' })).toHaveText(
      'Manage Products is for the storefront’s admins. Your account is not one of them.',
    );
    await axeAtBothWidths(page);
    await shot(page, 'guard-refused');
    // Moving on, the message goes.
    await page.getByRole('link', { name: 'My Orders' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(page.getByText('Your account is not one of them.')).toHaveCount(0);
    await page.context().close();

    const admin = await signedInUtc(browser, demo.admin);
    await admin.goto('/dashboard/orders');
    await expect(admin).toHaveURL(/\/dashboard$/);
    await expect(admin.getByRole('status').filter({ hasText: 'My Orders is for customers buying parts.' })).toHaveText(
      'My Orders is for customers buying parts. Your account is one of the storefront’s admins.',
    );
    await axeAtBothWidths(admin);
    await admin.context().close();
  });
});
