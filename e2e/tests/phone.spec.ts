import { randomUUID } from 'node:crypto';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { STACK } from '../stack-ports';
import { pagesByAccess } from '../support/pages';
import { api, apiToken, createCustomer, expect, expectNoSeriousA11yViolations, login, test, testParts, type Account, type TestPart } from '../support/fixtures';

// Pages that fit a phone (issue 45): the order's lines and My Machines as cards below 600 px with
// nothing off screen, the cart's and checkout's total and main button in view, quick order's rows
// in the buyer's order, and every time in the reader's own zone (this browser reads in Dhaka).

test.use({ timezoneId: 'Asia/Dhaka' });

/** Every part the tests made, deleted at the end. */
const made = testParts();

async function makeParts(admin: Account, count: number): Promise<TestPart[]> {
  const token = await apiToken(admin);
  const run = randomUUID().slice(0, 6).toUpperCase();
  const parts: TestPart[] = [];
  for (let i = 1; i <= count; i += 1) {
    const name = `Phone ${run} heavy-duty bobbin case ${i}`;
    parts.push(await made.add(token, { sku: `SL-PH${run}-${i}`, name, price: 653.25 * i, description: 'A part for the phone layout tests.', stock: 500 }));
  }
  return parts;
}

const WIDTHS = [375, 1280] as const;

/** The page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect([what, scroll <= client]).toEqual([what, true]);
}

/** The element is wholly inside the window, across and down. */
async function expectInWindow(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect([what, box!.x >= 0, box!.x + box!.width <= size.width + 0.5, box!.y >= 0, box!.y + box!.height <= size.height + 0.5]).toEqual([
    what,
    true,
    true,
    true,
    true,
  ]);
}

async function shoot(page: Page, info: TestInfo, name: string, fullPage = true) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage });
}

test.describe('pages that fit a phone', () => {
  test.afterAll(() => made.removeAll());

  test('the order’s page shows every line’s unit price, quantity and total without sideways scrolling, and its times in Dhaka’s zone', async ({
    page,
    demo,
  }, info) => {
    const parts = await makeParts(demo.admin, 3);
    const customer = await createCustomer('phone-order');
    const token = await apiToken(customer);
    const placed = await api('/checkout', token, {
      method: 'POST',
      body: { address: 'Plot 7, BSCIC Industrial Estate, Gazipur', phone: '01711000000', lines: parts.map((p, i) => ({ partId: p._id, quantity: 2 + i })) },
    });
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { number: string } };
    await login(page, customer);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/dashboard/orders/${order.number}`);
      await expect(page.getByRole('heading', { name: `Order ${order.number}`, level: 1 })).toBeVisible();
      const lines = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Unit price' }) });
      const rows = lines.locator('tbody tr');
      await expect(rows).toHaveCount(3);
      for (let i = 0; i < 3; i += 1) {
        const row = rows.nth(i);
        await expect(row.getByRole('rowheader')).toHaveText(parts[i]!.name);
        // Each figure is on screen, and on a phone it is named beside its value.
        for (const [label, text] of [
          ['Unit price', (653.25 * (i + 1)).toFixed(2)],
          ['Quantity', String(2 + i)],
          ['Line total', (653.25 * (i + 1) * (2 + i)).toFixed(2)],
        ] as const) {
          const cell = row.locator(`td[data-label="${label}"]`);
          await expect(cell).toContainText(text.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
          await cell.scrollIntoViewIfNeeded();
          await expectInWindow(page, cell, `${label} of line ${i + 1} at ${width} px`);
          const named = await cell.evaluate((el) => getComputedStyle(el, '::before').content);
          if (width < 600) expect(named).toContain(label);
          else expect(named).toBe('none');
        }
      }
      // A table at desktop width, its header row read by screen readers at both widths.
      await expect(lines.getByRole('columnheader')).toHaveCount(6);
      expect(await lines.evaluate((el) => getComputedStyle(el).display)).toBe(width < 600 ? 'block' : 'table');
      await expectNoSidewaysScroll(page, `order page at ${width} px`);

      // Times in the reader's zone, named; never UTC.
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await expect(timeline.getByRole('listitem').first()).toContainText('GMT+6');
      expect(await page.locator('main').innerText()).not.toMatch(/UTC/);
      await expectNoSeriousA11yViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, info, `order-${width}`);
    }
  });

  test('the admins’ list of orders and an order’s page read in Dhaka’s zone, never UTC', async ({ page, demo }, info) => {
    const [part] = await makeParts(demo.admin, 1);
    const customer = await createCustomer('phone-admin');
    const placed = await api('/checkout', await apiToken(customer), {
      method: 'POST',
      body: { address: 'Plot 9, BSCIC, Narayanganj', phone: '01819000000', lines: [{ partId: part!._id, quantity: 2 }] },
    });
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { number: string } };
    await login(page, demo.admin);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard/manageorders');
      const row = page.getByRole('region', { name: 'Orders', exact: true }).getByRole('row').filter({ hasText: customer.email });
      await expect(row).toContainText('GMT+6');
      expect(await page.locator('main').innerText()).not.toMatch(/UTC/);
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/dashboard/manageorders/${order.number}`);
      await expect(page.getByRole('heading', { name: `Order ${order.number}`, level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first()).toContainText('GMT+6');
      expect(await page.locator('main').innerText()).not.toMatch(/UTC/);
      await expectNoSidewaysScroll(page, `admin's order page at ${width} px`);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, info, `admin-order-${width}`);
    }
  });

  test('the header keeps its mark, Cart and Menu on one row at 320 px, the brand still named', async ({ page }, info) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    const header = page.getByRole('banner');
    const brand = header.getByRole('link', { name: 'Stitchline Parts' });
    const menu = header.getByRole('button', { name: 'Menu' });
    const cart = header.getByRole('link', { name: /^Cart/ });
    await expect(menu).toBeVisible();
    // One row of 64 px above the search box: the header is as high as at any other width.
    expect(Math.round((await header.boundingBox())!.height)).toBe(120);
    for (const [what, locator] of [
      ['brand', brand],
      ['cart', cart],
      ['menu', menu],
    ] as const) {
      const box = (await locator.boundingBox())!;
      expect([what, box.y + box.height <= 64]).toEqual([what, true]);
      await expectInWindow(page, locator, what);
    }
    await expectNoSidewaysScroll(page, 'home at 320 px');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, info, 'header-320', false);
    // From 360 px the brand's words show again.
    await page.setViewportSize({ width: 360, height: 700 });
    await expect(brand).toHaveText('Stitchline Parts');
    expect(Math.round((await header.boundingBox())!.height)).toBe(120);
  });

  test('every page reflows at 320 px, whoever opens it: nothing scrolls sideways', async ({ page, demo }) => {
    test.slow();
    const pages = pagesByAccess();
    expect(pages.public).toEqual(expect.arrayContaining(['/', '/parts', '/login', '/about']));
    const reflows = async (paths: string[]) => {
      await page.setViewportSize({ width: 320, height: 700 });
      for (const at of paths) {
        await page.goto(at);
        await expect(page.locator('#first-view')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('[role="status"]').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expectNoSidewaysScroll(page, `${at} at 320 px`);
      }
    };
    await reflows(pages.public);
    for (const [who, paths] of [
      [demo.customer, pages['signed-in']],
      [demo.admin, pages.admin],
    ] as const) {
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.setViewportSize({ width: 1280, height: 800 });
      await login(page, who);
      await reflows(paths);
    }
  });

  test('My Machines: each machine’s Remove is on screen on a phone', async ({ page }, info) => {
    const customer = await createCustomer('phone-machines');
    const token = await apiToken(customer);
    const machine = (await (await fetch(`${STACK.apiUrl}/machines/juki/ddl-8700-7`)).json()) as { _id: string; name: string };
    expect((await api(`/profile/machines/${machine._id}`, token, { method: 'PUT', body: { quantity: 12 } })).status).toBe(200);
    await login(page, customer);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard/machines');
      const remove = page.getByRole('button', { name: `Remove ${machine.name}` });
      await expect(remove).toBeVisible();
      await remove.scrollIntoViewIfNeeded();
      await expectInWindow(page, remove, `Remove at ${width} px`);
      await expect(page.getByLabel(`How many ${machine.name}`)).toHaveValue('12');
      await expectNoSidewaysScroll(page, `My Machines at ${width} px`);
      await expectNoSeriousA11yViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, info, `machines-${width}`);
    }
    // Keyboard alone: Remove, then confirm.
    await remove(page, machine.name);
    await expect(page.getByText(`${machine.name} was removed from your machines`)).toBeVisible();
  });

  test('the cart and checkout keep the total and their main button in view, and leave the last line clear', async ({ page, demo }, info) => {
    test.slow(); // two pages at two widths with many lines
    const parts = await makeParts(demo.admin, 6);
    const customer = await createCustomer('phone-cart');
    const token = await apiToken(customer);
    expect((await api('/cart/lines', token, { method: 'POST', body: { lines: parts.map((p) => ({ partId: p._id, quantity: 3 })) } })).status).toBe(200);
    await login(page, customer);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 720 });
      for (const [path, heading, main] of [
        ['/cart', 'Cart', page.getByRole('link', { name: 'Check out' })],
        ['/checkout', 'Checkout', page.getByRole('button', { name: 'Place order' })],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page.locator('[role="status"]').filter({ hasText: /^Loading/ })).toHaveCount(0);
        const total = page.getByText(/Order total/);
        // At the top of the page, with six lines above it, the total and the button are in the window.
        await expect(main).toBeVisible();
        await expectInWindow(page, main, `${path} main button at ${width} px, top of the page`);
        await expectInWindow(page, total, `${path} total at ${width} px, top of the page`);
        await expect(total).toContainText('BDT');
        await shoot(page, info, `${path.slice(1)}-${width}`, false); // the window, as the buyer sees it
        // Half-way down too.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
        await expectInWindow(page, main, `${path} main button at ${width} px, scrolled`);
        // At the end, the bar has settled below the last line instead of covering it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = page.getByRole('listitem').filter({ hasText: parts[5]!.name });
        const lastBox = (await last.boundingBox())!;
        const mainBox = (await main.boundingBox())!;
        expect(lastBox.y + lastBox.height <= mainBox.y || width >= 960, `${path}: the last line is clear of the bar at ${width} px`).toBe(true);
        await expectNoSidewaysScroll(page, `${path} at ${width} px`);
        await expectNoSeriousA11yViolations(page);
      }
    }
  });

  test('quick order keeps the buyer’s rows in order and their numbers after checking', async ({ page, demo }, info) => {
    const [first, second] = await makeParts(demo.admin, 2);
    const customer = await createCustomer('phone-quick');
    await login(page, customer);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/quick-order');
      await expect(page.getByRole('heading', { name: 'Quick order', level: 1 })).toBeVisible();
      // Header cells apart, and Remove on one line.
      const grid = page.getByRole('table', { name: 'Quick order lines' });
      await expect(grid.getByRole('columnheader')).toHaveText(['Row', 'Part number', 'Quantity', 'Remove']);
      const remove = grid.getByRole('button', { name: 'Remove row 1' });
      // "Remove" is drawn on one line: its text's box is one line high, and nothing overflows the button.
      const drawn = await remove.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return { lines: range.getClientRects().length, fits: el.scrollWidth <= el.clientWidth };
      });
      expect(drawn, `Remove at ${width} px`).toEqual({ lines: 1, fits: true });
      // The gap between the words "Row" and "Part number" as drawn.
      const gap = await grid.evaluate((table) => {
        const [row, number] = [...table.querySelectorAll('th')].map((th) => {
          const range = document.createRange();
          range.selectNodeContents(th);
          return range.getBoundingClientRect();
        });
        return number!.left - row!.right;
      });
      expect(gap, `space between "Row" and "Part number" at ${width} px`).toBeGreaterThanOrEqual(6);

      await page.getByLabel('Paste lines').fill(`${first!.sku}\t2\nSL-NO-SUCH-PART\t5\n${second!.sku}\t3\n${first!.sku}\t2.5`);
      await page.getByRole('button', { name: 'Put pasted lines in the grid' }).click();
      await expect(page.getByLabel('Part number, row 4')).toHaveValue(first!.sku);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByText('2 lines need changing: see the messages on them.')).toBeVisible();
      // Rows 2 and 4 stay, in that order, under their numbers.
      await expect(grid.locator('tbody tr td:first-child')).toHaveText(['2', '4', '5', '6', '7']);
      await expect(page.getByLabel('Part number, row 2')).toHaveValue('SL-NO-SUCH-PART');
      await expect(page.getByLabel('Part number, row 4')).toHaveValue(first!.sku);
      await expect(page.getByLabel('Quantity, row 4')).toHaveValue('2.5');
      await expectNoSidewaysScroll(page, `quick order at ${width} px`);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, info, `quick-order-${width}`);
    }
  });
});

/** My Machines' Remove and its confirmation, by keyboard alone. */
async function remove(page: Page, name: string) {
  await page.getByRole('button', { name: `Remove ${name}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Remove this machine?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).focus();
  await page.keyboard.press('Enter');
}
