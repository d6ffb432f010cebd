import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Page as ListPage, Part } from '@storefront/shared';
import { STACK } from '../stack-ports';
import { api, apiToken, createCustomer, expect, expectNoSeriousA11yViolations, login, test, type Account } from '../support/fixtures';

// Browser tests of the catalogue remote: the home page, All parts and the purchase page.

interface Review {
  name: string;
  country: string;
  comment: string;
  rating: number;
}

async function get<T>(path: string): Promise<T> {
  return (await (await fetch(`${STACK.apiUrl}${path}`)).json()) as T;
}

/** A part of the test's own (added by the demo admin), so its stock is known and no other test touches it. */
async function addPart(admin: Account, stock: { min: number; available: number }): Promise<Part> {
  const token = await apiToken(admin);
  const name = `Test Looper ${randomUUID().slice(0, 6)}`;
  const response = await api('/parts', token, {
    method: 'POST',
    body: {
      name,
      price: 250,
      description: 'A looper added by the catalogue browser tests.',
      min_order_Quantity: stock.min,
      available_Quantity: stock.available,
      img: '/images/seed/overlock-looper.svg',
    },
  });
  expect(response.status).toBe(201);
  const { insertedId } = (await response.json()) as { insertedId: string };
  return get<Part>(`/parts/${insertedId}`);
}

const partCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^Purchase / }) });
const cardNames = async (page: Page) => (await partCards(page).getByRole('heading').allTextContents()).map((name) => name.trim());

test.describe('home', () => {
  test('shows every section in the spec’s order with the API’s parts and reviews', async ({ page }) => {
    // Home reads only what it shows: the first six parts and a page of reviews.
    const parts = (await get<ListPage<Part>>('/parts?limit=6')).items;
    const reviews = (await get<ListPage<Review>>('/reviews?limit=8')).items;
    const { contact } = await (await fetch(`${STACK.url}/config.json`)).json();
    await page.goto('/');

    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Highlights' })).toBeVisible();
    await expect(partCards(page)).toHaveCount(Math.min(6, parts.length));
    expect(await cardNames(page)).toEqual(parts.slice(0, 6).map((part) => part.name));
    await expect(main.getByRole('link', { name: /^See all \d* ?parts$/ })).toHaveAttribute('href', '/parts');

    const stats = main.getByRole('region', { name: 'Our company in numbers' }).getByRole('listitem');
    await expect(stats).toHaveText(['31+ countries', '420+ new users', '50+ parts', '40M+ annual revenue', '300+ reviews']);

    const firstReview = reviews[0]!;
    const card = main.getByRole('article', { name: `Review by ${firstReview.name}` });
    await expect(card).toContainText(firstReview.country);
    await expect(card).toContainText(firstReview.comment);
    await expect(card.getByRole('img', { name: `Rated ${firstReview.rating} out of 5` })).toBeVisible();

    const process = page.locator('#process');
    await expect(process.getByRole('heading', { level: 3 })).toHaveText(['Frame machining', 'Masking', 'Printing logo']);
    const contactSection = page.locator('#contact');
    await expect(contactSection.getByRole('heading', { name: contact.name })).toBeVisible();
    await expect(contactSection.getByRole('link', { name: new RegExp(contact.phone.replace(/[+]/g, '\\+')) })).toHaveAttribute(
      'href',
      `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(contactSection.getByRole('link', { name: new RegExp(contact.email) })).toHaveAttribute('href', `mailto:${contact.email}`);

    // The order of the sections: carousel, parts, statistics, reviews, process, contact.
    const order = await main
      .locator(':scope section[aria-roledescription="carousel"], :scope section[aria-labelledby]')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-label') ?? section.getAttribute('aria-labelledby')));
    expect(order).toEqual(['Highlights', 'parts-title', 'stats-title', 'reviews-title', 'process-title', 'contact-title']);
  });

  test('the footer’s /#contact link lands on the contact section', async ({ page }) => {
    await page.goto('/parts');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the carousel’s jump links 1, 2, 3 work with mouse and keyboard', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const jump = (n: number) => carousel.getByRole('button', { name: `Slide ${n}`, exact: true });
    const shown = carousel.getByRole('group', { name: /of 3$/ });

    await expect(jump(1)).toHaveAttribute('aria-current', 'true');
    await expect(shown).toHaveAccessibleName('1 of 3');
    const first = carousel.locator('img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveJSProperty('complete', true);
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await jump(2).click();
    await expect(jump(2)).toHaveAttribute('aria-current', 'true');
    await expect(jump(1)).not.toHaveAttribute('aria-current', 'true');
    await expect(shown).toHaveAccessibleName('2 of 3');
    await expect(shown.getByRole('heading')).toHaveText('Machined to a few hundredths of a millimetre');

    await jump(2).press('ArrowRight');
    await expect(jump(3)).toBeFocused();
    await expect(shown).toHaveAccessibleName('3 of 3');
    await jump(3).press('Home');
    await expect(jump(1)).toBeFocused();
    await expect(shown).toHaveAccessibleName('1 of 3');

    // Reduced motion: nothing moves by itself, so there is nothing to pause.
    await expect(carousel.getByRole('button', { name: /slide show/ })).toHaveCount(0);
  });

  test('the carousel advances by itself and can be paused', async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const shown = carousel.getByRole('group', { name: /of 3$/ });
    // Pointing at it holds it still; then step the clock past one interval with nobody pointing.
    await carousel.hover();
    const before = Number((await shown.getAttribute('aria-label'))?.split(' ')[0]);
    await page.mouse.move(0, 0);
    await page.clock.fastForward(7500);
    await expect(shown).toHaveAccessibleName(`${(before % 3) + 1} of 3`);

    await carousel.getByRole('button', { name: 'Pause the slide show' }).click();
    const paused = await shown.getAttribute('aria-label');
    await page.mouse.move(0, 0);
    await page.getByRole('main').getByRole('heading', { name: 'Our Parts', exact: true }).click(); // focus leaves it
    await page.clock.fastForward(30000);
    await expect(shown).toHaveAccessibleName(paused!);
    await expect(carousel.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`has no serious accessibility violations (${width} px wide)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(partCards(page).first()).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByRole('article', { name: /^Review by / })
          .first(),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('all parts', () => {
  test('pages through the parts, searches and sorts on the server, with the view in the URL', async ({ page }) => {
    const all = await get<ListPage<Part>>('/parts?limit=24');
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^See all/ })
      .click();
    await expect(page).toHaveURL(/\/parts$/);
    await expect(partCards(page)).toHaveCount(all.items.length);
    await expect(page.getByRole('status').filter({ hasText: `Showing ${all.items.length} of ${all.total} parts` })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search parts' });
    await search.fill('needle');
    await expect(page).toHaveURL(/\/parts\?q=needle$/);
    const needles = await get<ListPage<Part>>('/parts?q=needle&limit=24');
    await expect(partCards(page)).toHaveCount(needles.items.length);
    await expect(page.getByText(`Showing ${needles.items.length} of ${needles.total} parts matching “needle”`)).toBeVisible();

    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/\/parts\?q=needle&sort=-price$/);
    const dearest = (await get<ListPage<Part>>('/parts?q=needle&sort=-price&limit=24')).items.map((part) => part.name);
    await expect.poll(() => cardNames(page)).toEqual(dearest);

    // The URL is the state: a reload (or a shared link) shows the same list.
    await page.reload();
    await expect(search).toHaveValue('needle');
    await expect(page.getByLabel('Sort by')).toHaveValue('-price');
    await expect.poll(() => cardNames(page)).toEqual(dearest);

    // Back brings the previous view; typing replaced its entry instead of adding one per keystroke.
    await page.goBack();
    await expect(page).toHaveURL(/\/parts\?q=needle$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('catalogue');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('says when nothing matches, and the search can be cleared', async ({ page }) => {
    await page.goto('/parts?q=sprocket');
    await expect(page.getByText('No parts match “sprocket”')).toBeVisible();
    await expect(partCards(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(partCards(page).first()).toBeVisible();
    await expect(page).toHaveURL(/\/parts$/);
  });

  for (const width of [375, 1280]) {
    test(`has no serious accessibility violations (${width} px wide)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/parts');
      await expect(partCards(page).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('purchase', () => {
  test('checks the quantity rule, places the order and shows the stock go down', async ({ page, demo }) => {
    test.slow(); // signs in, and orders through the real API
    const part = await addPart(demo.admin, { min: 5, available: 40 });
    const customer = await createCustomer('catalogue');
    await login(page, customer);
    await page.goto('/parts');
    await page.getByRole('searchbox', { name: 'Search parts' }).fill(part.name);
    await page.getByRole('link', { name: `Purchase ${part.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/parts/${part._id}$`));

    await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    const available = page.getByText('Available quantity').locator('xpath=following-sibling::dd');
    await expect(available).toHaveText('40 units');
    await expect(page.getByText('Minimum order quantity').locator('xpath=following-sibling::dd')).toHaveText('5 units');
    await expect(page.getByLabel('Name')).toHaveValue(customer.name);
    await expect(page.getByLabel('Name')).not.toBeEditable();
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
    await expect(page.getByLabel('Email')).not.toBeEditable();
    const quantity = page.getByLabel('Quantity', { exact: true });
    await expect(quantity).toHaveValue('5');
    await expect(quantity).toHaveAccessibleDescription(/at least 5 \(minimum order\), at most 40 \(in stock\)/);

    await page.getByLabel('Phone').fill('+880 1711-000000');
    await page.getByLabel('Address').fill('Plot 7, BSCIC Industrial Estate, Gazipur');
    const total = page.getByRole('status', { name: 'Total' });
    await quantity.fill('12');
    await expect(total).toHaveText('BDT 3,000.00');

    const submit = page.getByRole('button', { name: 'Place Order' });
    await quantity.fill('4');
    await submit.click();
    await expect(page.getByText('The minimum order is 5 units.')).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await quantity.fill('41');
    await expect(page.getByText('Only 40 units are in stock.')).toBeVisible();
    await quantity.fill('7.5');
    await expect(page.getByText('Enter the quantity as a whole number, 1 or more.')).toBeVisible();
    await expect(total).toHaveText('–');

    await quantity.fill('12');
    await expect(quantity).toHaveAttribute('aria-invalid', 'false');
    await submit.click();
    await expect(page.getByText('order added successfully!!!', { exact: true })).toBeVisible();
    await expect(available).toHaveText('28 units');
    await expect(quantity).toHaveValue('5');
    await expect(page.getByLabel('Phone')).toHaveValue('');
    await expect(page.getByLabel('Address')).toHaveValue('');
    expect((await get<Part>(`/parts/${part._id}`)).available_Quantity).toBe(28);

    // The catalogue shows the new stock too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All parts', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search parts' }).fill(part.name);
    await expect(partCards(page).first()).toContainText('28 units');
  });

  test('shows the server’s 409 when the stock ran out meanwhile', async ({ page, demo }) => {
    test.slow(); // signs in, and orders through the real API
    const part = await addPart(demo.admin, { min: 5, available: 40 });
    const customer = await createCustomer('catalogue');
    await login(page, customer);
    await page.goto(`/parts/${part._id}`);
    await page.getByLabel('Phone').fill('01711000000');
    await page.getByLabel('Address').fill('Road 5, Tongi');
    await page.getByLabel('Quantity', { exact: true }).fill('30');

    // Another buyer takes most of the stock while this page still says 40.
    const other = await createCustomer('rival');
    const rival = await api('/booking', await apiToken(other), {
      method: 'POST',
      body: { bookingId: part._id, address: 'Dhaka', phone: '01811000000', orderQuantity: 25 },
    });
    expect(rival.status).toBe(201);

    await page.getByRole('button', { name: 'Place Order' }).click();
    const message = page.getByText('Only 15 units are in stock.');
    await expect(message).toBeVisible();
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Available quantity').locator('xpath=following-sibling::dd')).toHaveText('15 units');
    await expect(page.getByText('order added successfully!!!')).toHaveCount(0);
  });

  test('a missing or malformed part shows a not-found state with a way to all parts', async ({ page }) => {
    const customer = await createCustomer('catalogue');
    await login(page, customer);
    for (const id of [randomUUID(), 'not-a-part']) {
      await page.goto(`/parts/${id}`);
      await expect(page.getByRole('heading', { name: 'Part not found' })).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name: 'See all parts' }).click();
    await expect(page).toHaveURL(/\/parts$/);
  });

  test('reads its part once, started by the shell before the page’s code is here, without the user’s token', async ({ page }) => {
    const [part] = (await get<ListPage<Part>>('/parts')).items;
    const customer = await createCustomer('catalogue');
    await login(page, customer);
    const events: string[] = [];
    const reads: { method: string; authorization?: string }[] = [];
    page.on('request', (request) => {
      if (request.url() === `${STACK.apiUrl}/parts/${part!._id}`) {
        events.push('part read');
        reads.push({ method: request.method(), authorization: request.headers().authorization });
      }
    });
    // The page's code arrives only once its part has been asked for: only a read the shell
    // started itself can do that.
    const partAsked = page.waitForRequest(`${STACK.apiUrl}/parts/${part!._id}`);
    const pageCode = /__federation_expose_PurchasePage\.[0-9a-f]+\.js$/;
    await page.route(pageCode, async (route) => {
      await partAsked;
      events.push('page code');
      await route.continue();
    });
    await page.goto(`/parts/${part!._id}`);
    await expect(page.getByRole('heading', { name: part!.name, exact: true })).toBeVisible();
    // The order form is the page's last part to load (when the browser is idle): by then the page
    // has asked for everything it reads.
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    expect(events[0]).toBe('part read');
    // One GET (the page took the shell's early answer) and no token, so no CORS preflight.
    expect(reads).toEqual([{ method: 'GET', authorization: undefined }]);
  });

  test('has no serious accessibility violations, also with the errors shown, at phone and desktop widths', async ({ page }) => {
    test.slow(); // signs in, and runs axe four times
    const [part] = (await get<ListPage<Part>>('/parts')).items;
    const customer = await createCustomer('catalogue');
    await login(page, customer);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/parts/${part!._id}`);
      await expect(page.getByLabel('Quantity', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('Quantity', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByText('Enter a quantity.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });
});
