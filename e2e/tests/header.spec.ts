import type { Page } from '@playwright/test';
import { createCustomer, expect, expectNoSeriousA11yViolations, login, test } from '../support/fixtures';

// The header of every page: its search box (suggestions of parts and machines, Enter for all
// parts), All parts, the Cart that stays beside Menu on a phone, Add to cart's toast below it, and
// the dashboard's menu that names the page it is on.

const WIDTHS = [375, 1280] as const;
const BOX_NAME = 'Search all parts';

/** The box: a searchbox in the server's HTML, a combobox once its code has loaded (on focus). */
const searchBox = (page: Page) => page.getByRole('banner').getByLabel(BOX_NAME);
const headerCart = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ });
/** Adds the part of home's `nth` card to the cart. */
const addFromHome = (page: Page, nth: number) =>
  page
    .getByRole('main')
    .getByRole('button', { name: /^Add to cart, / })
    .nth(nth)
    .click();

for (const width of WIDTHS) {
  test.describe(`the header at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
    });

    test('its search box suggests parts and machines, and Enter opens all parts with the words in the URL', async ({ page }) => {
      await page.goto('/');
      const box = searchBox(page);
      await expect(box).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All parts', includeHidden: true })).toHaveAttribute(
        'href',
        '/parts',
      );
      await box.click();
      const suggested = page.waitForResponse((response) => response.url().includes('/search/suggestions?') && response.ok());
      await box.pressSequentially('juki ddl');
      await suggested;
      await expect(page.getByRole('banner').getByRole('combobox', { name: BOX_NAME })).toBeFocused();
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(list).toBeVisible();
      await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(
        list
          .getByRole('group', { name: 'Machines' })
          .getByRole('option', { name: /JUKI DDL-8700/ })
          .first(),
      ).toBeVisible();
      await expect(list.getByRole('group', { name: 'Parts' }).getByRole('option').first()).toBeVisible();
      // Nothing of the list or the page runs off the side of a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/parts\?q=juki\+ddl$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    });

    test('Add to cart confirms below the header with View cart, and the Cart link is in reach at once', async ({ page }) => {
      await page.goto('/');
      await addFromHome(page, 0);
      // The toast stands below the header, never over it: while it shows, the header's Cart is the
      // topmost element where a pointer would click it, and a click reaches the cart.
      const toast = page.getByText(/is in your cart\.$/);
      await expect(toast).toBeVisible();
      const [header, placed] = await Promise.all([page.getByRole('banner').boundingBox(), toast.boundingBox()]);
      expect(placed!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      const cartOnTop = await headerCart(page).evaluate((link) => {
        const box = link.getBoundingClientRect();
        return link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
      expect(cartOnTop).toBe(true);
      await expect(toast).toBeVisible();
      await headerCart(page).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(headerCart(page)).toHaveAccessibleName('Cart 1 line');
      // Its View cart leads to the cart, and the count changes at once.
      await page.goto('/');
      await addFromHome(page, 1);
      await expect(headerCart(page)).toHaveAccessibleName('Cart 2 lines');
      await expectNoSeriousA11yViolations(page);
      // A toast hides itself after a few seconds, which axe on a busy machine can outlast: the link
      // is tried on a third part's toast.
      await addFromHome(page, 2);
      await expect(headerCart(page)).toHaveAccessibleName('Cart 3 lines');
      // The newest toast (the second one's may still show).
      await page.getByRole('link', { name: 'View cart' }).last().click();
      await expect(page).toHaveURL(/\/cart$/);
    });
  });
}

test('from the keyboard alone: to the search box, a suggestion chosen with the arrows, opened with Enter', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // After the skip link, the brand, the menu's links and the Cart: the search box.
  const box = searchBox(page);
  for (let presses = 0; presses < 12 && !(await box.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(box).toBeFocused();
  await page.keyboard.type('ddl-8700');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const isPart = (await first.locator('xpath=..').getAttribute('aria-labelledby'))?.endsWith('-part');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(isPart ? /\/parts\/[^/?]+$/ : /\/machines\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the search box works before any script: a GET form to all parts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/blogs');
  await page.getByRole('searchbox', { name: BOX_NAME }).fill('presser foot');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/parts\?q=presser\+foot$/);
  await context.close();
});

test.describe('on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
  });

  test('the Cart with its count stays beside Menu as a cart icon, outside the folded menu', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(headerCart(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeHidden();
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Add to cart, / })
      .first()
      .click();
    await expect(headerCart(page)).toHaveAccessibleName('Cart 1 line');
    // The icon and the count in the bar beside Menu: the word is for screen readers.
    const [cart, button] = await Promise.all([headerCart(page).boundingBox(), menu.boundingBox()]);
    expect(Math.abs(cart!.y + cart!.height / 2 - (button!.y + button!.height / 2))).toBeLessThan(8);
    expect(cart!.width).toBeLessThan(100);
    await expectNoSeriousA11yViolations(page);
  });

  test('the dashboard’s menu names the page it is on', async ({ page }) => {
    const customer = await createCustomer('header');
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, customer);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('button', { name: 'Dashboard menu: My Orders' })).toBeVisible();
    await page.goto('/dashboard/machines');
    await expect(page.getByRole('button', { name: 'Dashboard menu: My Machines' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
