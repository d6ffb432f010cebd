import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Machine } from '@storefront/shared';
import type { Assembly } from '@storefront/shared/schemas';
import { STACK } from '../stack-ports';
import { api, apiToken, axeAtBothWidths, createCustomer, demo, expect, login, test, testParts } from '../support/fixtures';

// The parts book's assembly page: a visitor opens a machine's assembly from the machine's page,
// picks callout 12 on the drawing, finds its row highlighted and, signed in, adds it to the cart;
// the same with the keyboard alone at a phone's width. The assembly is made here through the
// admin's API: an SVG drawing, a CSV parts list and hotspots, published.

const parts = testParts();
const run = randomUUID().slice(0, 6).toUpperCase();
const name = `Feed mechanism ${run}`;
let assemblyId = '';
let draftId = '';
const draftName = `Needle bar ${run}`;
let machine: Machine;
let feedDog: { _id: string; sku: string; name: string };

/** A small exploded drawing: a feed dog and a bracket, each with its numbered callout and leader line. */
const DRAWING = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
  <rect x="0" y="0" width="800" height="600" fill="#fff"/>
  <g stroke="#1b2430" stroke-width="3" fill="none">
    <rect x="150" y="200" width="220" height="80" rx="10"/>
    <path d="M170 200 l20 -30 l20 30 l20 -30 l20 30 l20 -30 l20 30 l20 -30 l20 30"/>
    <rect x="470" y="330" width="180" height="120" rx="6"/>
    <circle cx="560" cy="390" r="22"/>
    <line x1="260" y1="280" x2="200" y2="420" stroke-dasharray="6 6"/>
    <line x1="560" y1="330" x2="640" y2="200" stroke-dasharray="6 6"/>
  </g>
  <g font-family="sans-serif" font-size="28" fill="#1b2430">
    <circle cx="200" cy="450" r="22" fill="none" stroke="#1b2430" stroke-width="2"/>
    <text x="200" y="460" text-anchor="middle">12</text>
    <circle cx="640" cy="170" r="22" fill="none" stroke="#1b2430" stroke-width="2"/>
    <text x="640" y="180" text-anchor="middle">7</text>
  </g>
</svg>`;

test.beforeAll(async () => {
  const token = await apiToken(demo.admin);
  const answer = await fetch(`${STACK.apiUrl}/machines/juki/ddl-8700-7`);
  expect(answer.status).toBe(200);
  machine = (await answer.json()) as Machine;
  feedDog = await parts.add(token, {
    sku: `SL-FD-${run}`,
    name: `Feed dog ${run}`,
    price: 12.5,
    description: 'Feed dog for the parts book test.',
    min: 1,
    stock: 50,
  });

  const created = await api('/assemblies', token, { method: 'POST', body: { machineId: machine._id, name } });
  expect(created.status).toBe(201);
  assemblyId = ((await created.json()) as Assembly)._id;

  const form = new FormData();
  form.append('drawing', new Blob([DRAWING], { type: 'image/svg+xml' }), 'feed.svg');
  const upload = await fetch(`${STACK.apiUrl}/assemblies/${assemblyId}/drawing`, { method: 'PUT', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(upload.status, await upload.clone().text()).toBe(200);

  const csv = [`callout, part number or maker's number, quantity, remarks`, `12, ${feedDog.sku}, 1, `, `7, 110-99999, 2, gauge 3/16`].join('\n');
  const imported = await api(`/assemblies/${assemblyId}/lines/import`, token, { method: 'POST', body: { csv } });
  expect(imported.status, await imported.clone().text()).toBe(200);

  const hotspots = [
    { callout: '12', x: 0.25, y: 0.75 },
    { callout: '7', x: 0.8, y: 0.283 },
  ];
  expect((await api(`/assemblies/${assemblyId}/hotspots`, token, { method: 'PUT', body: { hotspots } })).status).toBe(200);
  expect((await api(`/assemblies/${assemblyId}`, token, { method: 'PATCH', body: { published: true } })).status).toBe(200);

  // A second assembly left a draft: the admin's alone.
  const draft = await api('/assemblies', token, { method: 'POST', body: { machineId: machine._id, name: draftName } });
  expect(draft.status).toBe(201);
  draftId = ((await draft.json()) as Assembly)._id;
});

test.afterAll(async () => {
  const token = await apiToken(demo.admin);
  for (const id of [assemblyId, draftId].filter(Boolean)) await api(`/assemblies/${id}`, token, { method: 'DELETE' });
  await parts.removeAll();
});

const slug = () => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const assemblyPath = () => `/machines/${machine.brandSlug}/${machine.modelSlug}/${slug()}`;
const row = (page: Page, callout: string) => page.locator(`#root tr[data-callout="${callout}"]`);
const focusedCallout = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-callout') ?? null);

/** Presses Tab until `found` holds for the focused element, at most `limit` times. */
async function tabUntil(page: Page, found: () => Promise<boolean>, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await found()) return;
  }
  throw new Error('The element was not reached with Tab');
}

test.describe('the parts book', () => {
  test('a visitor follows the assembly from the machine page, picks callout 12, and adds its row to the cart after signing in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/machines/${machine.brandSlug}/${machine.modelSlug}`);
    const book = page.getByRole('region', { name: 'Parts book: find a part on the drawing' });
    await expect(book.getByRole('link', { name })).toBeVisible();
    await expect(book.getByRole('link', { name: draftName })).toHaveCount(0);
    await book.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${assemblyPath()}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${machine.name}: ${name}` })).toBeVisible();

    const hotspot = page.getByRole('button', { name: `12: ${feedDog.name}, ${feedDog.sku}` });
    await expect(hotspot).toHaveText('12');
    await hotspot.click();
    await expect(row(page, '12')).toHaveAttribute('aria-current', 'true');
    await expect(row(page, '7')).not.toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/#callout-12$/);
    await expect(row(page, '7')).toContainText('Not sold here');
    // PARTS_BOOK_SHOTS=<folder>: the page at both widths, to look at.
    if (process.env.PARTS_BOOK_SHOTS) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${process.env.PARTS_BOOK_SHOTS}/assembly-${width}.png`, fullPage: true });
      }
    }
    await axeAtBothWidths(page);

    // The part's page lists the assembly, its link opening it with the part's callout chosen.
    await page.goto(`/parts/${feedDog._id}`);
    await page
      .getByRole('region', { name: 'In the parts books' })
      .getByRole('link', { name: `${machine.name}: ${name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`${assemblyPath()}#callout-12$`));
    await expect(row(page, '12')).toHaveAttribute('aria-current', 'true');

    // Signed in, the address opens with callout 12 chosen; its row's Add to cart adds the quantity per assembly.
    const customer = await createCustomer('partsbook');
    await login(page, customer);
    await page.goto(`${assemblyPath()}#callout-12`);
    await expect(row(page, '12')).toHaveAttribute('aria-current', 'true');
    await row(page, '12')
      .getByRole('button', { name: /^Add to cart/ })
      .click();
    await expect(page.getByText(`${feedDog.name} is in your cart.`)).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem').filter({ hasText: feedDog.name })).toHaveCount(1);
  });

  test('keyboard only at 375 px: Tab to hotspot 12, Enter, Tab to its row’s Add to cart; usable at 320 px', async ({ page }) => {
    const customer = await createCustomer('partsbook-keys');
    await login(page, customer);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(assemblyPath());
    await expect(page.getByRole('heading', { level: 1, name: `${machine.name}: ${name}` })).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);

    await tabUntil(page, async () => (await focusedCallout(page)) === '12');
    // A visible focus on the hotspot.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(row(page, '12')).toHaveAttribute('aria-current', 'true');
    await expect(row(page, '12')).toBeInViewport();

    const addButton = row(page, '12').getByRole('button', { name: /^Add to cart/ });
    await tabUntil(page, () => addButton.evaluate((element) => element === document.activeElement));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${feedDog.name} is in your cart.`)).toBeVisible();

    // The drawing zooms with the keyboard while it has focus.
    const drawing = page.getByRole('region', { name: /zoom with \+ and −/ });
    await drawing.focus();
    await page.keyboard.press('+');
    await expect(drawing).toHaveAttribute('data-scale', '1.50');
    await page.keyboard.press('0');
    await expect(drawing).toHaveAttribute('data-scale', '1.00');

    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('on a touch screen two fingers pinch the drawing larger and smaller; Ctrl and the wheel zoom it on a desktop', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    try {
      await page.goto(assemblyPath());
      await expect(page.locator('#first-view')).toHaveCount(0);
      const drawing = page.getByRole('region', { name: /zoom with \+ and −/ });
      await drawing.scrollIntoViewIfNeeded();
      await expect(drawing).toHaveAttribute('data-scale', '1.00');
      const box = (await drawing.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      // Real touch input (Chromium turns it into pointer events, as on a phone): if the page let
      // the browser take the pinch for itself, the drawing would get a pointercancel instead.
      const cdp = await context.newCDPSession(page);
      const fingers = (apart: number) => [
        { x: x - apart, y, id: 1 },
        { x: x + apart, y, id: 2 },
      ];
      const pinch = async (from: number, to: number) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
        for (let step = 1; step <= 6; step += 1) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(from + ((to - from) * step) / 6) });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      await pinch(30, 90); // fingers three times as far apart: the drawing three times as large
      await expect.poll(async () => Number(await drawing.getAttribute('data-scale'))).toBeGreaterThan(2.5);
      await pinch(90, 30); // and back
      await expect(drawing).toHaveAttribute('data-scale', '1.00');
    } finally {
      await context.close();
    }

    const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await desktop.goto(assemblyPath());
      await expect(desktop.locator('#first-view')).toHaveCount(0);
      const drawing = desktop.getByRole('region', { name: /zoom with \+ and −/ });
      const box = (await drawing.boundingBox())!;
      await desktop.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      // A plain wheel scrolls the page and leaves the drawing as it is; with Ctrl it zooms.
      await desktop.keyboard.down('Control');
      await desktop.mouse.wheel(0, -200);
      await desktop.keyboard.up('Control');
      await expect.poll(async () => Number(await drawing.getAttribute('data-scale'))).toBeGreaterThan(2);
    } finally {
      await desktop.close();
    }
  });

  test("the assembly's page is in the server's HTML with its BreadcrumbList; a draft or unknown address is a 404", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const answer = await page.goto(assemblyPath());
      expect(answer?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`${machine.name}: ${name}`));
      await expect(page.getByRole('button', { name: `12: ${feedDog.name}, ${feedDog.sku}` })).toBeAttached();
      await expect(page.locator('tr[data-callout="12"]')).toContainText(feedDog.sku);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${assemblyPath()}$`));
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const crumbs = ld
        .map((text) => JSON.parse(text) as { '@type': string; itemListElement?: { name: string }[] })
        .find((d) => d['@type'] === 'BreadcrumbList');
      expect(crumbs?.itemListElement?.map((item) => item.name)).toEqual(['Home', machine.brand, machine.name, name]);
      const draftPath = `/machines/${machine.brandSlug}/${machine.modelSlug}/${draftName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      expect((await page.goto(draftPath))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Assembly not found' })).toBeVisible();
      expect((await page.goto(`/machines/${machine.brandSlug}/${machine.modelSlug}/no-such-assembly`))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Assembly not found' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
