import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api, apiToken, createCustomer, expect, expectNoSeriousA11yViolations, login, test, testParts, type Account, type TestPart } from '../support/fixtures';

// Buying many parts at once (DECISIONS.md): a visitor's cart that joins the account's at sign-in,
// quick order by part number, one checkout of many lines, the order's page for its customer and
// the admins, Order again, and the header's count in every tab.

const made = testParts();

/** Parts of the test's own, `count` of them. */
async function makeParts(admin: Account, count: number, fields: { min?: number; stock?: number } = {}): Promise<TestPart[]> {
  const token = await apiToken(admin);
  const run = randomUUID().slice(0, 6).toUpperCase();
  const parts: TestPart[] = [];
  for (let i = 1; i <= count; i += 1) {
    const name = `E2E ${run} part ${i}`;
    parts.push(
      await made.add(token, {
        sku: `SL-E2E${run}-${i}`,
        name,
        price: 10 * i,
        description: 'A part for the buying tests.',
        min: fields.min ?? 2,
        stock: fields.stock,
      }),
    );
  }
  return parts;
}

const cartLines = (page: Page) => page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
const headerCart = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ });

test.describe('buying many parts at once', () => {
  test.afterAll(() => made.removeAll());

  test('a visitor adds parts from three pages, signs in, and the account’s cart has them; the count follows in a second tab', async ({ page, demo }) => {
    test.slow(); // two browsers, two sign-ins
    const [first, second, third] = await makeParts(demo.admin, 3);
    const other = await page.context().newPage();
    await other.goto('/blogs');
    await expect(headerCart(other)).toHaveText('Cart');

    // All parts, searched by part number: a card's Add to cart adds its minimum.
    await page.goto(`/parts?q=${first!.sku}`);
    await page.getByRole('button', { name: `Add to cart, ${first!.name}` }).click();
    await expect(page.getByText(`${first!.name} is in your cart.`)).toBeVisible();
    await expect(headerCart(other)).toHaveAccessibleName('Cart 1 line');
    await page.goto(`/parts?q=${encodeURIComponent(second!.name)}`);
    await page.getByRole('button', { name: `Add to cart, ${second!.name}` }).click();
    await expect(headerCart(page)).toHaveAccessibleName('Cart 2 lines');
    // The cart page itself lists them; a third comes from All parts sorted newest first.
    await page.goto('/parts?sort=newest');
    await page.getByRole('button', { name: `Add to cart, ${third!.name}` }).click();
    await expect(headerCart(other)).toHaveAccessibleName('Cart 3 lines');
    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);

    const customer = await createCustomer('cart');
    await login(page, customer);
    await expect(page.getByText('The 3 parts you chose before signing in are in your cart')).toBeVisible();
    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(3);
    await expect(page.getByRole('link', { name: first!.name })).toBeVisible();
    // Kept by the server: another browser signed in as the same customer sees it.
    const elsewhere = await page.context().browser()!.newContext({ baseURL: page.url() });
    const there = await elsewhere.newPage();
    await login(there, customer);
    await there.goto('/cart');
    await expect(cartLines(there)).toHaveCount(3);
    await elsewhere.close();
  });

  test('quick order: ten pasted lines, two of them bad; the good ones go to the cart, the bad ones stay with why', async ({ page, demo }) => {
    const parts = await makeParts(demo.admin, 8, { min: 3 });
    const customer = await createCustomer('quick');
    await login(page, customer);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Bulk orders' }).click();
    await expect(page).toHaveURL(/\/quick-order$/);
    const lines = [...parts.map((p, i) => `${p.sku}\t${3 + i}`), 'SL-NO-SUCH-PART\t4', `${parts[0]!.sku}\t2.5`];
    await page.getByLabel('Paste lines').fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Put pasted lines in the grid' }).click();
    await expect(page.getByLabel('Part number, row 10')).toHaveValue(`${parts[0]!.sku}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByText('8 lines were added to your cart')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '2 lines need changing' })).toBeVisible();
    // The bad rows keep their places and numbers: rows 9 and 10, as in the buyer's spreadsheet.
    await expect(page.getByLabel('Part number, row 9')).toHaveValue('SL-NO-SUCH-PART');
    await expect(page.getByLabel('Part number, row 9')).toHaveAccessibleDescription('No part has this number.');
    await expect(page.getByLabel('Quantity, row 10')).toHaveAccessibleDescription('Enter the quantity as a whole number, 1 or more.');
    await expect(headerCart(page)).toHaveAccessibleName('Cart 8 lines');
    await expectNoSeriousA11yViolations(page);
  });

  test('checkout makes one order of every line, seen in My Orders and Manage All Orders; Order again fills the cart', async ({ page, demo }) => {
    test.slow(); // two accounts, five pages
    const parts = await makeParts(demo.admin, 3, { min: 2, stock: 50 });
    const customer = await createCustomer('checkout');
    const token = await apiToken(customer);
    expect((await api('/cart/lines', token, { method: 'POST', body: { lines: parts.map((p, i) => ({ partId: p._id, quantity: 2 + i })) } })).status).toBe(200);
    await login(page, customer);

    await page.goto('/cart');
    await page.getByRole('link', { name: 'Check out' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
    await expect(page.getByText(/Order total/)).toContainText('200.00');
    await page.getByLabel('Address').fill('Plot 7, BSCIC Industrial Estate, Gazipur');
    await page.getByLabel('Phone').fill('01711000000');
    await page.getByLabel('Purchase-order reference (optional)').fill('PO-7781');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('order added successfully!!!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/orders\/SO-\d{4}-\d{6}$/);
    const number = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
    await expect(page.getByText('PO-7781')).toBeVisible();
    const lines = page.getByRole('region', { name: /lines/ }).getByRole('row');
    await expect(lines).toHaveCount(5); // header, three lines, total
    await expect(headerCart(page)).toHaveText('Cart');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/dashboard/orders');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: number }) });
    await expect(row.getByRole('rowheader')).toHaveText(`${parts[0]!.name} and 2 more`);

    // Order again: asked first, the lines go back into the cart, and the cart opens; the header's
    // count in another tab of the same customer follows (the account tells the catalogue through shared).
    const other = await page.context().newPage();
    await other.goto('/blogs');
    await expect(headerCart(other)).toHaveText('Cart');
    await row.getByRole('link', { name: number }).click();
    await page.getByRole('button', { name: 'Order again' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add to the cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Added 3 lines.')).toBeVisible();
    await expect(cartLines(page)).toHaveCount(3);
    await expect(headerCart(other)).toHaveAccessibleName('Cart 3 lines');
    await other.close();

    // The admins see the same order, one row, and its page.
    await page.getByRole('button', { name: /log Out/ }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    await login(page, demo.admin);
    await page.goto('/dashboard/manageorders');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(number);
    // The searched view, not the first page it replaces (a click there could land mid-render).
    await expect(page).toHaveURL(new RegExp(`q=${number}`));
    await expect(page.getByRole('status').filter({ hasText: 'Showing 1 of 1 order' })).toBeVisible();
    const adminRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: number }) });
    await expect(adminRow).toHaveCount(1);
    await expect(adminRow).toContainText(customer.email);
    await adminRow.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
    // The order's Customer fact (the timeline names the address its e-mails went to as well).
    await expect(page.getByRole('definition').filter({ hasText: `(${customer.email})` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Nobody else's: another customer's address for it is not found.
    const stranger = await apiToken(await createCustomer('stranger'));
    expect((await api(`/booking/${number}`, stranger)).status).toBe(404);
  });

  test('the new pages are clean under axe at phone and desktop widths', async ({ page, demo }) => {
    const [part] = await makeParts(demo.admin, 1);
    const customer = await createCustomer('widths');
    const token = await apiToken(customer);
    await api('/cart/lines', token, { method: 'POST', body: { lines: [{ partId: part!._id, quantity: 2 }] } });
    await login(page, customer);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, heading] of [
        ['/cart', 'Cart'],
        ['/quick-order', 'Quick order'],
        ['/checkout', 'Checkout'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page.locator('[role="status"]').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
        // Nothing scrolls sideways.
        expect([path, width, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([path, width, width]);
      }
    }
  });
});
