import type { Locator, Page, Route } from '@playwright/test';
import { STACK } from '../stack-ports';
import { expect, expectNoSeriousA11yViolations, login, test } from '../support/fixtures';

// A remote that is down, slow or broken leaves the rest of the storefront working; its area says
// so with a Retry that recovers, once the remote is back, without reloading the page.

const origin = (remote: 'catalogue' | 'account' | 'admin') => `http://${STACK.host}:${STACK.ports[remote]}`;
const everything = (remote: 'catalogue' | 'account' | 'admin') => `${origin(remote)}/**`;
const alert = (page: Page, title: string | RegExp) => page.getByRole('alert').filter({ hasText: title });

/** Marks the document, so a test can tell that a recovery did not reload the page. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

/** The remote is repaired; Retry brings its page back (`back` shows) without reloading the page. */
async function expectRetryRecovers(page: Page, repair: () => Promise<unknown>, back: Locator) {
  await repair();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(back).toBeVisible();
  await expectSameDocument(page);
}

async function expectChromeWorks(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('a remote that is down', () => {
  test('catalogue down: home says so, the other areas work, and Retry recovers once it is back', async ({ page }) => {
    await page.route(everything('catalogue'), (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(alert(page, 'The catalogue area is unavailable right now')).toBeVisible();
    await expectChromeWorks(page);
    // The header's cart link is the catalogue's: without it, a plain link to the cart stands in.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute('href', '/cart');
    await expectNoSeriousA11yViolations(page);
    await markDocument(page);

    // The shell's own pages and the sign-in still work.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /How will you improve the performance/ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();

    // The catalogue comes back: Retry on its page brings it, in the same document.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(alert(page, 'The catalogue area is unavailable right now')).toBeVisible();
    await expectRetryRecovers(page, () => page.unroute(everything('catalogue')), page.getByRole('heading', { name: 'Our Parts', exact: true }));
    await expect(page.getByRole('link', { name: /^Purchase / }).first()).toBeVisible();
  });

  test('account down while signed in: its pages say so, the dashboard frame, home and admin-free areas work, Retry recovers', async ({ page, demo }) => {
    await login(page, demo.customer);
    // The shell already knows the account pages (from its route list); now its server goes away.
    await page.route(everything('account'), (route) => route.abort('connectionrefused'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(alert(page, 'The account area is unavailable right now')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expectChromeWorks(page);
    await markDocument(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Our Parts', exact: true })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(alert(page, 'The account area is unavailable right now')).toBeVisible();
    await expectRetryRecovers(page, () => page.unroute(everything('account')), page.getByRole('heading', { name: 'My Profile' }));
  });

  test('admin down on a fresh load: its pages are not found in the route list, the page says which area is down', async ({ page, demo }) => {
    await page.route(everything('admin'), (route) => route.abort('connectionrefused'));
    await login(page, demo.admin);
    await page.goto('/dashboard/manageProduct');
    await expect(alert(page, 'The admin area is unavailable right now')).toBeVisible();
    await expectChromeWorks(page);
    await markDocument(page);
    await expectRetryRecovers(page, () => page.unroute(everything('admin')), page.getByRole('heading', { name: /Manage Products/i }));
  });
});

test.describe('a remote that is broken or slow', () => {
  // A remote page's chunk, and one of the shell's own pages' chunks (login).
  for (const { what, chunk, path, back } of [
    { what: 'a chunk', chunk: /\/__federation_expose_HomePage\.[0-9a-f]+\.js$/, path: '/', back: { name: 'Our Parts', exact: true } },
    { what: 'a chunk of the shell’s own pages', chunk: /\/login\.[0-9a-f]+\.js$/, path: '/login', back: { name: 'Login' } },
  ]) {
    test(`${what} that fails to load says "Loading chunk {n} failed", and Retry loads it`, async ({ page }) => {
      await page.route(chunk, (route) => route.abort('failed'));
      await page.goto(path);
      await expect(alert(page, /^Loading chunk \S+ failed/)).toBeVisible();
      await expectChromeWorks(page);
      await markDocument(page);
      await expectRetryRecovers(page, () => page.unroute(chunk), page.getByRole('heading', back));
    });
  }

  test('a broken deploy (an entry that throws) is contained, and Retry recovers after the fix', async ({ page }) => {
    // The catalogue's entry, whichever build the deploy ledger makes live (/<buildId>/remoteEntry.js).
    const entry = new RegExp(`^${origin('catalogue')}/(?:[\\w.-]+/)?remoteEntry\\.js$`);
    await page.route(entry, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("a broken build");' }));
    await page.goto('/');
    await expect(alert(page, 'The catalogue area is unavailable right now')).toBeVisible();
    await expectChromeWorks(page);
    await markDocument(page);
    await expectRetryRecovers(page, () => page.unroute(entry), page.getByRole('heading', { name: 'Our Parts', exact: true }));
  });

  test('a remote that never answers does not hold back the shell; after the wait it is reported, and Retry recovers', async ({ page }) => {
    // Every catalogue request is held until the test lets it go.
    const held: Route[] = [];
    let holding = true;
    await page.route(everything('catalogue'), (route) => {
      if (holding) held.push(route);
      else void route.continue();
    });
    await page.clock.install();
    await page.goto('/blogs');
    // The shell paints its own page while the catalogue has not answered a single byte.
    await expect(page.getByRole('heading', { name: /How will you improve the performance/ })).toBeVisible();
    await expectChromeWorks(page);
    expect(held.length).toBeGreaterThan(0);

    // Home belongs to the catalogue: the frame is there with a loading state, not a blank page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('status').first()).toBeVisible();
    await expectChromeWorks(page);
    // The shell gives up waiting after its timeout (REMOTE_TIMEOUT_MS, 15 s) and says so.
    await page.clock.fastForward(16_000);
    await expect(alert(page, 'The catalogue area is unavailable right now')).toBeVisible();

    holding = false;
    for (const route of held.splice(0)) await route.abort('timedout').catch(() => undefined);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Our Parts', exact: true })).toBeVisible();
  });
});
