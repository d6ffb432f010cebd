import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { api, apiToken, createCustomer, expect, expectNoSeriousA11yViolations, login, test, type Account } from '../support/fixtures';

// The paged tables: search, filters, sort and paging on the server, the view in the URL, and a
// page that never scrolls sideways from 375 to 1280 px.

/** A customer with `count` orders of a part of their own (so no other test changes them). */
async function customerWithOrders(admin: Account, count: number) {
  const adminToken = await apiToken(admin);
  const name = `Paging Hook ${randomUUID().slice(0, 6)}`;
  const created = await api('/parts', adminToken, {
    method: 'POST',
    body: {
      name,
      price: 120,
      description: 'A hook for the paging tests.',
      min_order_Quantity: 1,
      available_Quantity: 10_000,
      img: '/images/seed/rotary-hook.svg',
    },
  });
  expect(created.status).toBe(201);
  const { insertedId } = (await created.json()) as { insertedId: string };
  const customer = await createCustomer('pages');
  const token = await apiToken(customer);
  for (let i = 1; i <= count; i++) {
    const placed = await api('/booking', token, {
      method: 'POST',
      body: { bookingId: insertedId, address: `Line ${i}, Tongi`, phone: '01711000000', orderQuantity: i },
    });
    expect(placed.status).toBe(201);
  }
  return { customer, partName: name };
}

/** The page itself does not scroll sideways (a wide table scrolls in its own frame). */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe('paged tables', () => {
  test('Manage All Orders loads more at the cursor, keeps the pages in the URL, and exports the view as CSV', async ({ page, demo }) => {
    test.slow(); // places 27 orders through the API
    const { customer, partName } = await customerWithOrders(demo.admin, 27);
    await login(page, demo.admin);
    await page.goto(`/dashboard/manageorders?q=${encodeURIComponent(customer.email)}`);
    const orders = page.getByRole('region', { name: 'Orders', exact: true });
    await expect(orders.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(customer.email);
    await expect(orders.getByRole('status')).toHaveText('Showing 25 of 27 orders');
    // Newest first: the 27th order on top.
    await expect(orders.getByRole('row').nth(1)).toContainText('Line 27, Tongi');

    await orders.getByRole('button', { name: 'Load more orders' }).click();
    await expect(orders.getByRole('status')).toHaveText('Showing 27 of 27 orders');
    await expect(orders.getByRole('button', { name: /Load more/ })).toHaveCount(0);
    await expect(page).toHaveURL(/pages=2/);
    // A reload (or the link) brings both pages back.
    await page.reload();
    await expect(orders.getByRole('status')).toHaveText('Showing 27 of 27 orders');

    // Sorted by total, dearest first: quantity 27 × 120.
    await orders.getByRole('button', { name: 'Total', exact: true }).click();
    await expect(orders.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=-total/);
    await expect(orders.getByRole('row').nth(1)).toContainText('Line 27, Tongi');
    await orders.getByRole('button', { name: 'Total', exact: true }).click();
    await expect(orders.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(orders.getByRole('row').nth(1)).toContainText('Line 1, Tongi');

    // The export is the current view, every row of it.
    const download = page.waitForEvent('download');
    await orders.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8'))
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(28);
    expect(lines[1]).toContain(partName);
    expect(lines[1]).toContain('Line 1, Tongi');
  });

  test('My Orders pages a customer’s own orders and searches them', async ({ page, demo }) => {
    test.slow();
    const { customer } = await customerWithOrders(demo.admin, 26);
    await login(page, customer);
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('status').filter({ hasText: 'Showing 25 of 26 orders' })).toBeVisible();
    await page.getByRole('button', { name: 'Load more orders' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Showing 26 of 26 orders' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search your orders' }).fill('no such part');
    await expect(page.getByText('No orders match')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Showing 25 of 26 orders' })).toBeVisible();
  });

  test('Manage Products searches and filters on the server, and Back brings the previous view', async ({ page, demo }) => {
    const adminToken = await apiToken(demo.admin);
    const name = `Knife Holder ${randomUUID().slice(0, 6)}`;
    const created = await api('/parts', adminToken, {
      method: 'POST',
      body: { name, price: 90, description: 'Sold out for the stock filter.', min_order_Quantity: 1, available_Quantity: 3, img: '/images/seed/feed-dog.svg' },
    });
    expect(created.status).toBe(201);
    // A customer buys the whole stock: the part is no longer in stock.
    const { insertedId } = (await created.json()) as { insertedId: string };
    const buyer = await apiToken(await createCustomer('soldout'));
    const bought = await api('/booking', buyer, {
      method: 'POST',
      body: { bookingId: insertedId, address: 'Ashulia', phone: '01711000000', orderQuantity: 3 },
    });
    expect(bought.status).toBe(201);
    await login(page, demo.admin);
    await page.goto('/dashboard/manageProduct');
    const search = page.getByRole('searchbox', { name: 'Search parts' });
    await search.fill(name);
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(name).replace(/%20/g, '\\+')}$`));
    await expect(page.getByRole('cell', { name: new RegExp(`^${name} SL-KH-\\d{4}$`) })).toBeVisible();
    await expect(page.getByText('1 part match')).toBeVisible();
    await page.getByLabel('Stock').selectOption({ label: 'In stock only' });
    await expect(page.getByText('No parts match')).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Stock')).toHaveValue('');
    await expect(page.getByRole('cell', { name: new RegExp(`^${name} SL-KH-\\d{4}$`) })).toBeVisible();
    await expect(search).toHaveValue(name);
  });

  test('a column sorts from the keyboard and says its order', async ({ page, demo }) => {
    await login(page, demo.admin);
    await page.goto('/dashboard/users');
    const email = page.getByRole('button', { name: 'Email', exact: true });
    await email.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=email/);
    await expect(email).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
  });

  for (const width of [375, 1280]) {
    test(`every table page fits ${width} px: no sideways scroll, its actions reachable, no serious axe violations`, async ({ browser, demo }) => {
      const { customer } = await customerWithOrders(demo.admin, 2);
      const signedIn = [
        {
          account: demo.admin,
          pages: [
            ['/dashboard/manageorders', /^Confirm/],
            ['/dashboard/manageProduct', /^Delete/],
            ['/dashboard/users', /^Remove User/],
          ],
        },
        { account: customer, pages: [['/dashboard/orders', /^Cancel the order/]] },
      ] as const;
      for (const { account, pages } of signedIn) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await login(page, account); // the header's log Out button shows at desktop width
        await page.setViewportSize({ width, height: 800 });
        for (const [path, action] of pages) {
          await page.goto(path);
          // The table's own search (the header's box searches the parts).
          const search = page.getByRole('main').getByRole('searchbox');
          await expect(search).toHaveAttribute('type', 'search');
          await expect(search).toHaveAccessibleName(/^Search/);
          const button = page.getByRole('button', { name: action }).first();
          await expect(button).toBeVisible();
          await expectNoSidewaysScroll(page);
          // Reachable: in view once scrolled to (the table frame scrolls, the actions stay at its edge).
          await button.scrollIntoViewIfNeeded();
          await expect(button).toBeInViewport();
          await expectNoSidewaysScroll(page);
          await expectNoSeriousA11yViolations(page);
        }
        await context.close();
      }
    });
  }
});
