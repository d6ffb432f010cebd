import type { Locator, Page } from '@playwright/test';
import { api, apiToken, createCustomer, expect, expectNoSeriousA11yViolations, login, test } from '../support/fixtures';

// The shell's own pages (spec section 1), its chrome, and how it works from the keyboard.

const slideTitle = 'Genuine parts for industrial sewing machines';
/** The app's one script, which index.html downloads from the start and the start-up script runs. */
const APP_SCRIPT = /\/app\.\w+\.js$/;

test.describe('static pages', () => {
  test('/blogs answers questions 1, 2, 3, 4 and 6, each in a few paragraphs', async ({ page }) => {
    await page.goto('/blogs');
    const main = page.getByRole('main');
    const questions = main.getByRole('heading', { level: 2 });
    await expect(questions).toHaveCount(5);
    const titles = await questions.allTextContents();
    expect(titles.map((title) => /^\s*(\d)\b/.exec(title)?.[1])).toEqual(['1', '2', '3', '4', '6']);
    expect(titles.join(' ')).toContain('prototypical inheritance');
    // Real answers: every one has more than one paragraph of substance.
    for (const article of await main.getByRole('article').all()) {
      const paragraphs = await article.locator('p').allTextContents();
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.join(' ').length).toBeGreaterThan(300);
    }
    await expect(page).toHaveTitle(/Blogs/);
    await expectNoSeriousA11yViolations(page);
  });

  test('/myportfolio shows name, e-mail, education, skills and project links', async ({ page }) => {
    await page.goto('/myportfolio');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(main.getByRole('heading', { name: /Education/i })).toBeVisible();
    await expect(main.getByRole('heading', { name: /Skills/i })).toBeVisible();
    await expect(main.getByRole('heading', { name: /Projects/i })).toBeVisible();
    expect(await main.getByRole('link').count()).toBeGreaterThanOrEqual(3);
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown path shows "Page not found" with an image and a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const image = page.getByRole('main').getByRole('img');
    await expect(image).toHaveAttribute('alt', /\S/);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Our Parts', exact: true })).toBeVisible();
  });
});

test.describe('loading only what a page needs', () => {
  test('a visitor browsing the shop never downloads the session’s code nor the sign-in SDK; the login page does', async ({ page }) => {
    const sdk: string[] = [];
    const session: string[] = [];
    page.on('request', (request) => {
      if (/firebase-auth/.test(request.url())) sdk.push(request.url());
      if (/\/session\.\w+\.js$/.test(request.url())) session.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Our Parts', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
    await expect(page.getByRole('heading', { name: /How will you improve/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sdk).toEqual([]);
    expect(session).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await expect.poll(() => [session.length, sdk.length > 0]).toEqual([1, true]);
  });

  test('a cold load asks for the page’s code beside the shell’s start-up, once, and uses all it preloads', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    const pageCode: string[] = [];
    page.on('request', (request) => {
      if (/__federation_expose_HomePage|remoteEntry\.js/.test(request.url())) pageCode.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Our Parts', exact: true })).toBeVisible();
    const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloaded.some((href) => /__federation_expose_HomePage/.test(href))).toBe(true);
    expect(preloaded.some((href) => /remoteEntry\.js/.test(href))).toBe(true);
    // Only the catalogue's entry and page: nothing of account or admin, and nothing twice.
    // (Under the live build's folder when the deploy ledger names one: /<buildId>/remoteEntry.js.)
    expect(pageCode.sort()).toEqual([
      expect.stringMatching(/^\/([\w.-]+\/)?__federation_expose_HomePage\./),
      expect.stringMatching(/^\/([\w.-]+\/)?remoteEntry\.js$/),
    ]);
    // A preload the page did not use would be asked for a second time by the federation runtime
    // (a different request), so "once" above and the page on screen show that both were used;
    // Chromium's own console warning about an unused preload comes only 3 s after load.
    expect(warnings).toEqual([]);
  });

  /** Holds the app's one script (the federation runtime, the libraries, the shell) back; records the paths asked for. */
  async function holdApp(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const count = (pattern: RegExp) => asked.filter((pathname) => pattern.test(pathname)).length;
    return { release, count };
  }

  test('the start-up script in index.html asks for the page, its data and its first picture before the app’s script has arrived', async ({ page }) => {
    const { release, count } = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    // All of this comes from the HTML alone.
    await expect
      .poll(() =>
        [/^\/([\w.-]+\/)?remoteEntry\.js$/, /__federation_expose_HomePage\./, /^\/parts$/, /^\/reviews$/, /slide-genuine-parts\.\w+\.svg$/].map(count),
      )
      .toEqual([1, 1, 1, 1, 1]);
    expect(count(APP_SCRIPT)).toBe(1);
    release();
    await expect(page.getByRole('heading', { name: 'Our Parts', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: slideTitle, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The shell took over what the script started: no route list, read or page file asked twice.
    expect([/\/routes\.json$/, /^\/parts$/, /^\/reviews$/, /__federation_expose_HomePage\./].map(count)).toEqual([3, 1, 1, 1]);
  });

  type Box = Awaited<ReturnType<Locator['boundingBox']>>;
  /** The page put its element where the first view had it (to the pixel): nothing jumps when the view goes. */
  function expectSameBox(before: Box, after: Box) {
    expect(before).not.toBeNull();
    expect(after).not.toBeNull();
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs((after?.[key] ?? 0) - (before?.[key] ?? 0))).toBeLessThanOrEqual(1);
  }

  /** The box of the first picture in the first view, and then in the page that replaced it. */
  async function pictureBoxes(page: Page, path: string, release: () => void, inView?: (view: Locator) => Promise<void>) {
    await page.goto(path, { waitUntil: 'commit' });
    await inView?.(page.locator('#first-view'));
    const viewPicture = page.locator('#first-view img[src]').first();
    await expect(viewPicture).toBeVisible();
    await expect.poll(() => viewPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Nothing of the app has run: the view is all there is.
    await expect(page.locator('#root')).toBeEmpty();
    const before = await viewPicture.boundingBox();
    release();
    await expect(page.locator('#first-view')).toHaveCount(0);
    const after = await page.locator('#root img[src]').first().boundingBox();
    return { before, after };
  }

  for (const width of [412, 1280]) {
    test(`home's first slide shows before the app runs, where the page then puts it (${width} px wide)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const { release } = await holdApp(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const { before, after } = await pictureBoxes(page, '/', release, async (view) => {
        await expect(view.getByText(slideTitle, { exact: true })).toBeVisible();
        await expect(view).toHaveAttribute('aria-hidden', 'true');
      });
      expectSameBox(before, after);
      await expect(page.getByRole('heading', { name: slideTitle, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our Parts', exact: true })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('a part’s page shows its picture and name first, as text whatever the name holds, then the page takes over', async ({ page, demo }) => {
    const name = `Hook <i>"fast"</i> & co ${Date.now().toString(36)}`;
    const created = await api('/parts', await apiToken(demo.admin), {
      method: 'POST',
      body: { name, price: 120, description: 'A rotary hook.', min_order_Quantity: 2, available_Quantity: 40, img: '/images/seed/rotary-hook.svg' },
    });
    expect(created.status).toBe(201);
    const { insertedId } = (await created.json()) as { insertedId: string };
    const customer = await createCustomer('first-view');
    await login(page, customer);
    await page.setViewportSize({ width: 1280, height: 900 });
    const { release } = await holdApp(page);
    const { before, after } = await pictureBoxes(page, `/parts/${insertedId}`, release);
    expectSameBox(before, after);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Place Order' })).toBeVisible();

    // Again, held: the name in the view is the name, not markup.
    const held = await holdApp(page);
    await page.goto(`/parts/${insertedId}`, { waitUntil: 'commit' });
    const title = page.locator('#first-view h1');
    await expect(title).toHaveText(name);
    await expect(page.locator('#first-view i')).toHaveCount(0);
    held.release();
    await expect(page.locator('#first-view')).toHaveCount(0);
  });

  for (const width of [412, 1280]) {
    test(`a returning customer’s dashboard shows their name in the dashboard frame first, where the page then puts it (${width} px wide)`, async ({ page }) => {
      const customer = await createCustomer('first-frame');
      await login(page, customer);
      await page.setViewportSize({ width, height: 900 });
      const { release } = await holdApp(page);
      await page.goto('/dashboard', { waitUntil: 'commit' });
      const view = page.locator('#first-view');
      const name = view.locator('h2', { hasText: customer.name });
      await expect(name).toBeVisible();
      await expect(view.getByText('My Profile', { exact: true })).toBeVisible();
      await expect(view.getByText(customer.email, { exact: true })).toBeVisible();
      await expect(page.locator('#root')).toBeEmpty();
      const before = await name.boundingBox();
      release();
      await expect(view).toHaveCount(0);
      const after = await page.locator('#profile-name').boundingBox();
      expectSameBox(before, after);
      const dashboard = page.getByRole('navigation', { name: 'Dashboard' });
      if (width < 768) await dashboard.getByRole('button', { name: 'Dashboard menu: My Profile' }).click();
      await expect(dashboard.getByRole('link', { name: 'My Orders' })).toBeVisible();
    });
  }

  test('for a returning customer on the dashboard, it also asks for the dashboard frame and the profile', async ({ page }) => {
    const customer = await createCustomer('early');
    await login(page, customer);
    const { release, count } = await holdApp(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect.poll(() => [/^\/dashboard\.\w+\.js$/, /__federation_expose_ProfilePage\./, /^\/profile$/].map(count)).toEqual([1, 1, 1]);
    release();
    await expect(page.getByRole('heading', { name: customer.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([/^\/dashboard\.\w+\.js$/, /^\/profile$/].map(count)).toEqual([1, 1]);
  });

  test('a returning customer’s pages load without the sign-in SDK, and follow a sign-out in another tab', async ({ page, context }) => {
    const customer = await createCustomer('returning');
    await login(page, customer);
    const sdk: string[] = [];
    page.on('request', (request) => {
      if (/firebase-auth/.test(request.url())) sdk.push(request.url());
    });
    // A new page load: the session comes back from the browser, its API token is good for an hour.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: customer.name })).toBeVisible();
    await page.getByRole('link', { name: 'My Orders' }).click();
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sdk).toEqual([]);

    // Signing out in another tab: this one starts the SDK, hears it from the provider, and ends too.
    const other = await context.newPage();
    await other.goto('/dashboard');
    await other.getByRole('button', { name: `log Out ${customer.name}` }).click();
    await expect(other.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(() => sdk.length).toBeGreaterThan(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('a steady first view', () => {
  /** The layout shifts of a page's load (CLS' sum), read by the browser's own observer. */
  async function layoutShifts(page: Page, path: string, ready: () => Promise<void>) {
    await page.setViewportSize({ width: 412, height: 823 }); // Lighthouse's phone
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await ready();
    await page.waitForLoadState('networkidle');
    // Shifts are reported with the frame that showed them: two more frames and all are in.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
  }

  test('on a phone, home does not move while it loads', async ({ page }) => {
    const shift = await layoutShifts(page, '/', () => expect(page.getByRole('heading', { name: 'Our Parts', exact: true })).toBeVisible());
    expect(shift).toBeLessThan(0.01);
  });

  test('on a phone, the dashboard does not move while its sidebar links arrive', async ({ page }) => {
    const customer = await createCustomer('steady');
    await login(page, customer);
    const shift = await layoutShifts(page, '/dashboard', () => expect(page.getByRole('heading', { name: customer.name })).toBeVisible());
    expect(shift).toBeLessThan(0.01);
  });
});

test.describe('chrome and keyboard', () => {
  test('the footer has Services, Company and Legal and the 2022 copyright', async ({ page }) => {
    await page.goto('/blogs');
    const footer = page.getByRole('contentinfo');
    for (const group of ['Services', 'Company', 'Legal']) await expect(footer.getByText(group, { exact: true })).toBeVisible();
    await expect(footer).toContainText('2022');
  });

  test('a keyboard user can skip to the content and reach every navigation link, with a visible focus', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { name: /How will you improve/ })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    const reached: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      reached.push((await focused.textContent())?.trim() ?? '');
      const outline = await focused.evaluate((el) => {
        const style = getComputedStyle(el);
        return style.outlineStyle !== 'none' && style.outlineWidth !== '0px' ? style.outlineWidth : style.boxShadow;
      });
      expect(outline, `focus is visible on "${reached.at(-1)}"`).not.toMatch(/^(none|0px)?$/);
    }
    for (const name of ['Home', 'Login', 'Blogs', 'My Portfolio']) expect(reached).toContain(name);
  });

  test('on a phone the menu opens and closes from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/blogs');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Portfolio' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Home');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Portfolio' }).click();
    await expect(page).toHaveURL(/\/myportfolio$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('company and legal pages', () => {
  for (const width of [375, 1280]) {
    test(`the footer's About us, Terms and Privacy open pages of their own, with the tab named after them (${width} px wide)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/blogs');
      const footer = page.getByRole('contentinfo');
      for (const [link, path, heading] of [
        ['About us', '/about', 'About Stitchline Parts'],
        ['Terms of use', '/terms', 'Terms of use'],
        ['Privacy policy', '/privacy', 'Privacy policy'],
      ] as const) {
        await footer.getByRole('link', { name: link }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(`${heading} · Stitchline Parts`);
        // A new page opens at its top, even though the link was at the bottom of the last one.
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await expectNoSeriousA11yViolations(page);
      }
      await footer.getByRole('link', { name: 'Cookie policy' }).click();
      await expect(page).toHaveURL(/\/privacy#cookies$/);
      await expect(page.getByRole('heading', { name: 'Cookies and local storage' })).toBeInViewport();
    });
  }
});

test.describe('where a page opens', () => {
  test('a new page opens at the top, Back and Forward return to where the visitor was, and #process still jumps', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
    await expect(page).toHaveTitle('Home · Stitchline Parts');
    await page.getByRole('heading', { name: 'Contact us' }).scrollIntoViewIfNeeded();
    const homeScroll = await page.evaluate(() => window.scrollY);
    expect(homeScroll).toBeGreaterThan(800);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Parts catalogue' }).click();
    await expect(page).toHaveURL(/\/parts$/);
    await expect(page).toHaveTitle('All parts · Stitchline Parts');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(homeScroll - 5);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(homeScroll + 5);

    await page.goForward();
    await expect(page).toHaveURL(/\/parts$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // By keyboard: the link keeps the focus however the list above it grows meanwhile (All parts
    // loads its next page when its end scrolls into view), where a click at its place could miss.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Manufacturing process' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/#process$/);
    await expect(page.locator('#process')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('a customer with a very long name', () => {
  test('sees it end in an ellipsis in the header, whole in its tooltip, with the page as wide as the screen', async ({ page }) => {
    const name = `Maximiliana Konstantinopolous-Wolfeschlegelsteinhausen ${Date.now().toString(36)}`;
    const customer = await createCustomer('longname', { name });
    await login(page, customer);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard/orders');
      await expect(page).toHaveTitle('My Orders · Stitchline Parts');
      // The whole name stays the button's name for screen readers and in its tooltip.
      const logOut = page.getByRole('button', { name: `log Out ${name}` });
      if (width < 768) await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(logOut).toBeVisible();
      await expect(logOut).toHaveAttribute('title', `log Out ${name}`);
      const shown = logOut.locator('span');
      expect(await shown.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await shown.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const bar = await page.getByRole('banner').boundingBox();
      // One row of links (64 px) and the search box's row: the name never wraps the links.
      if (width >= 768) expect(bar!.height).toBeLessThanOrEqual(121);
    }
  });
});

test.describe('sign-in errors', () => {
  test("the provider's error goes as soon as the visitor edits a field", async ({ page }) => {
    const customer = await createCustomer('typo');
    await page.goto('/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const error = page.getByRole('alert').filter({ hasText: 'auth/' });
    await expect(error).toBeVisible();
    await page.getByLabel('Password').fill(customer.password.slice(0, 3));
    await expect(error).toHaveCount(0);
  });
});

test.describe('the dashboard on a phone', () => {
  test('its pages are in a menu that names the page shown, works from the keyboard and fits the screen', async ({ page, demo }) => {
    await login(page, demo.admin);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/dashboard');
    const dashboard = page.getByRole('navigation', { name: 'Dashboard' });
    const menu = dashboard.getByRole('button', { name: 'Dashboard menu: My Profile' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(dashboard.getByRole('link', { name: 'Manage All Orders' })).toBeHidden();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Every page of the admin's dashboard, whole and on screen.
    for (const name of ['My Profile', 'Make Admin', 'Add Product', 'Manage Products', 'Manage Machines', 'Manage All Orders', 'Deployments']) {
      const link = dashboard.getByRole('link', { name });
      await expect(link).toBeInViewport();
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await dashboard.getByRole('link', { name: 'Add Product' }).click();
    await expect(page).toHaveURL(/\/dashboard\/addProduct$/);
    await expect(dashboard.getByRole('button', { name: 'Dashboard menu: Add Product' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible();
  });
});
