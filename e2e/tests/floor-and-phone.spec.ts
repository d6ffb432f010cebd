import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { api, apiToken, axeAtBothWidths, createCustomer, expect, expectNoSeriousA11yViolations, listAll, login, test, type Account } from '../support/fixtures';

// A factory's buyer on the shop floor and on a phone: the parts book's rows with their price and
// stock and a way to ask about a part not sold here, its pinned drawing below the header, its
// hotspots big enough for a finger; the phone's checkout, search results and suggestions. Each on
// the demo's own data (the JUKI DDL-8700's Feed mechanism, its Feed Dog at callout 12).

const DEMO = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'shared', 'demo-accounts.json'), 'utf8')) as Record<'buyer', Account>;
const SHOTS = process.env.FLOOR_SHOTS;

const row = (page: Page, callout: string) => page.locator(`#root tr[data-callout="${callout}"]`).first();

async function shoot(page: Page, name: string, fullPage = false) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** Opens the Feed mechanism from the machine's page, as a buyer finds it. */
async function openFeedMechanism(page: Page) {
  await page.goto('/machines/juki/ddl-8700');
  await page.getByRole('region', { name: 'Parts book: find a part on the drawing' }).getByRole('link', { name: 'Feed mechanism' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'JUKI DDL-8700: Feed mechanism' })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
}

/** The parts list fits its frame: no column pushed out of sight beside the drawing. */
async function expectListFits(page: Page) {
  const [scroll, client] = await page.locator('#assembly-parts').evaluate((table) => [table.scrollWidth, table.parentElement!.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** The point at the middle of a box. */
const middle = (box: { x: number; y: number; width: number; height: number }) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Whether the element at the middle of `field` is the field itself (nothing covers it). */
async function uncovered(field: Locator): Promise<boolean> {
  return field.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === element || element.contains(top);
  });
}

test.describe('the parts book on the floor', () => {
  test('a row sold here shows its price and stock; a row not sold here offers to sign in and ask for a quote', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openFeedMechanism(page);
      const feedDog = row(page, '12');
      await expect(feedDog).toContainText('Feed Dog');
      await expect(feedDog).toContainText('BDT 520.00');
      await expect(feedDog).toContainText(/In stock: [\d,]+ units/);
      await expect(feedDog.getByRole('checkbox', { name: /^Select 12: Feed Dog/ })).toBeVisible();

      const notSold = row(page, '1');
      await expect(notSold).toContainText('Not sold here');
      // A visitor signs in first (and comes back to the row); maker-quote.spec.ts asks, signed in.
      const ask = notSold.getByRole('link', { name: /^Sign in to ask for a quote, 1: .*110-40003/ });
      await expect(ask).toBeVisible();
      expect(await ask.getAttribute('href')).toBe('/login');
      await expectListFits(page);
      await notSold.scrollIntoViewIfNeeded();
      await shoot(page, `rows-${width}`);
    }
    await axeAtBothWidths(page);
  });

  test('a company buyer with a price list sees their price on the row, the list price beside it', async ({ page }) => {
    await login(page, DEMO.buyer);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openFeedMechanism(page);
    await expect(row(page, '12')).toContainText('Your price BDT 490.00');
    await expect(row(page, '12')).toContainText('List BDT 520.00');
    await expectListFits(page);
    await row(page, '12').scrollIntoViewIfNeeded();
    await shoot(page, 'rows-buyer-1280');
    await expectNoSeriousA11yViolations(page);
  });

  test('at 1280 px the pinned drawing stays below the header: Zoom in and the top callouts in view as the list scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openFeedMechanism(page);
    const header = page.getByRole('banner');
    const zoom = page.getByRole('button', { name: 'Zoom in' });
    // Scrolled well into the list, by the wheel as a person would.
    await page.mouse.move(900, 500);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
    expect(headerBottom).toBe(120);
    await expect.poll(async () => (await zoom.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
    expect(await uncovered(zoom)).toBe(true);
    // The topmost callout (10, at the drawing's top edge) is not under the header either.
    const top = page.locator('button.spot[data-callout="10"]').first();
    expect((await top.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
    expect(await uncovered(top)).toBe(true);
    await zoom.click();
    await expect(page.getByRole('region', { name: /zoom with \+ and −/ })).toHaveAttribute('data-scale', '1.50');
    await shoot(page, 'drawing-pinned-1280');
  });

  test('on a phone each hotspot is a target of 44 px or more, none over another, and a tap beside the marker chooses it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    try {
      await openFeedMechanism(page);
      const drawing = page.getByRole('region', { name: /zoom with \+ and −/ });
      await drawing.scrollIntoViewIfNeeded();
      const hits = page.locator('#root button.spot .hit');
      const spots = await page.locator('#root button.spot').count();
      await expect(hits).toHaveCount(spots);
      // Laid out for the drawing's size on screen (the stylesheet's squares until then).
      await expect.poll(() => hits.first().getAttribute('style')).toContain('width');
      const boxes = await hits.evaluateAll((elements) =>
        elements.map((element) => {
          const r = element.getBoundingClientRect();
          return { x: r.left, y: r.top, width: r.width, height: r.height, callout: element.parentElement!.getAttribute('data-callout') };
        }),
      );
      for (const box of boxes) expect([box.callout, box.width >= 43.99, box.height >= 43.99]).toEqual([box.callout, true, true]);
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i]!, boxes[j]!];
          const overlap = a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
          expect([a.callout, b.callout, overlap]).toEqual([a.callout, b.callout, false]);
        }
      }
      // Callouts 3 and 7 sit 36 px apart here: a tap inside 3's target but beside its marker chooses 3.
      const three = page.locator('#root button.spot[data-callout="3"]');
      const marker = (await three.boundingBox())!;
      const hit = boxes.find((b) => b.callout === '3')!;
      const beside = { x: hit.x + hit.width - 3, y: middle(marker).y };
      expect(beside.x).toBeGreaterThan(marker.x + marker.width);
      await page.touchscreen.tap(beside.x, beside.y);
      await expect(row(page, '3')).toHaveAttribute('aria-current', 'true');
      await drawing.scrollIntoViewIfNeeded();
      await shoot(page, 'hotspots-375');
      await expectNoSeriousA11yViolations(page);
    } finally {
      await context.close();
    }
  });
});

test.describe('on a phone', () => {
  test('checkout keeps the PO field in view and uncovered while typing at 375 px; scrolled down, the header keeps only its first row there', async ({
    page,
    demo,
  }) => {
    const customer = await createCustomer('phone-po', { verified: true });
    const token = await apiToken(customer);
    const adminToken = await apiToken(demo.admin);
    const parts = (await listAll<{ _id: string; name: string; available_Quantity: number; min_order_Quantity: number }>('/parts', adminToken)).filter(
      (p) => p.available_Quantity >= p.min_order_Quantity * 2,
    );
    const lines = parts.slice(0, 4).map((p) => ({ partId: p._id, quantity: p.min_order_Quantity }));
    expect((await api('/cart/lines', token, { method: 'POST', body: { lines } })).status).toBe(200);
    await login(page, customer);

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
      await page.goto('/cart');
      await page.getByRole('link', { name: 'Check out' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      const po = page.getByRole('textbox', { name: /^(Purchase-order|PO) reference/ });
      await po.click();
      await page.keyboard.type('PO-FLOOR-2027-118');
      await expect(po).toHaveValue('PO-FLOOR-2027-118');
      await expect(po).toBeInViewport({ ratio: 1 });
      expect([width, await uncovered(po)]).toEqual([width, true]);
      await shoot(page, `checkout-po-${width}`);
      // Leaving the field, the total and Place order are at hand again.
      await po.blur();
      await expect(page.getByRole('button', { name: 'Place order' })).toBeInViewport();

      // The header, scrolled down: on a phone only its first row stays (Cart in reach), its search
      // row cut off; on a desktop the whole of it.
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      const banner = page.getByRole('banner');
      expect((await banner.boundingBox())!.y).toBe(0);
      const cartLink = banner.getByRole('link', { name: /^Cart/ });
      await expect.poll(() => uncovered(cartLink)).toBe(true);
      const searchRow = banner.getByRole('searchbox', { name: 'Search all parts' }).or(banner.getByRole('combobox', { name: 'Search all parts' }));
      await expect.poll(() => uncovered(searchRow)).toBe(width !== 375);
      await shoot(page, `checkout-scrolled-${width}`);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('search results start in the first screen at 375 px: the filters fold behind Filters', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search all parts' });
    await box.click();
    await page.keyboard.type('feed dog');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/parts\?q=feed(\+|%20)dog$/);
    await expect(page.getByText(/matching “feed dog”/)).toBeVisible();
    const first = page.locator('#root article').first();
    await expect(first.getByRole('heading', { level: 3 })).toBeInViewport({ ratio: 1 });
    await shoot(page, 'search-375');

    // The sort and filters are a tap away.
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('combobox', { name: 'Stock' }).selectOption({ label: 'In stock only' });
    await expect(page).toHaveURL(/inStock=true/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await shoot(page, 'search-filters-375');

    // At 1280 px the fields are in the toolbar, without the button.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    await shoot(page, 'search-1280');
    await axeAtBothWidths(page);
  });

  test('"juki ddl-8700" in the header suggests the machine first, at 375 and 1280 px', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Search all parts' }).or(page.getByRole('banner').getByRole('searchbox'));
      await box.click();
      await page.keyboard.type('juki ddl-8700');
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(list).toBeVisible();
      await expect(list.getByRole('option').first()).toContainText('JUKI DDL-8700');
      await expect(list.getByRole('option').first()).not.toContainText('DDL-8700-7');
      await shoot(page, `suggestions-${width}`);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/machines\/juki\/ddl-8700$/);
      await expect(page.getByRole('heading', { level: 1, name: /JUKI DDL-8700/ })).toBeVisible();
    }
  });
});
