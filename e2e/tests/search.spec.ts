import type { Page } from '@playwright/test';
import type { PartsPage } from '@storefront/shared';
import { STACK } from '../stack-ports';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

// Search that finds: a search naming a machine offers the machine's page above its parts; one that
// finds nothing offers the searches of fewer of its words that do.

async function search(q: string): Promise<PartsPage> {
  const response = await fetch(`${STACK.apiUrl}/parts?q=${encodeURIComponent(q)}&limit=24`);
  expect(response.status).toBe(200);
  return (await response.json()) as PartsPage;
}

const cardNames = (page: Page) => page.locator('#root article h3');

test.describe('search', () => {
  test("a search naming a machine lists the parts that fit it and offers the machine's page, by keyboard too", async ({ page }) => {
    const found = await search('juki ddl-8700');
    expect(found.items.length).toBeGreaterThanOrEqual(7);
    expect(found.machines?.[0]?.name).toBe('JUKI DDL-8700');

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/parts?q=juki+ddl-8700');
      await expect(cardNames(page)).toHaveText(found.items.map((part) => part.name));
      await expect(page.getByRole('link', { name: "JUKI DDL-8700: see the machine's page" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }

    // The same parts however the model is written.
    await page.goto('/parts?q=ddl8700');
    await expect(cardNames(page)).toHaveCount(found.items.length);

    await page.goto('/parts?q=juki+ddl-8700');
    const link = page.getByRole('link', { name: "JUKI DDL-8700: see the machine's page" });
    await expect(link).toBeVisible();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/machines\/juki\/ddl-8700$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Parts for the JUKI DDL-8700' })).toBeVisible();
  });

  test('a search that finds nothing offers the searches of fewer of its words, and one typo is forgiven', async ({ page }) => {
    const shorter = await search('feed dog');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/parts?q=feed+dog+singer');
      await expect(page.locator('#first-view')).toHaveCount(0); // the app's page, not the server's first view beside it
      await expect(page.getByText('No parts match “feed dog singer”')).toBeVisible();
      await expect(page.getByText('Fewer of its words find parts:')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    const offer = page.getByRole('link', { name: `Search for “feed dog” (${shorter.total} part${shorter.total === 1 ? '' : 's'})` });
    await offer.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/parts\?q=feed\+dog$/);
    await expect(page.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('feed dog');
    await expect(cardNames(page)).toHaveText(shorter.items.map((part) => part.name));
    await expect(cardNames(page).first()).toHaveText('Feed Dog');

    await page.goto('/parts?q=pressr+foot');
    await expect(cardNames(page).first()).toHaveText('Presser Foot');
  });
});
