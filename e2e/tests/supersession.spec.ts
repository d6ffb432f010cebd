import { randomUUID } from 'node:crypto';
import { api, apiToken, axeAtBothWidths, createCustomer, expect, login, test, testParts, type TestPart } from '../support/fixtures';

// Supersession (docs/parts-book.md "Supersession"): a part no longer sold is replaced by another.
// Quick order of the old number puts the part sold today in the cart and says so; the old part's
// page says it is no longer sold and links to the new one; both pages are axe-clean at 375 and
// 1280 px. The test makes its own parts (fresh numbers), so it can run twice on one stack.

const parts = testParts();

/** An old part replaced by a new one, as the admin sets it. */
async function replacedPair(adminToken: string, interchangeable: boolean, note?: string): Promise<{ old: TestPart; now: TestPart }> {
  const run = randomUUID().slice(0, 6).toUpperCase();
  const now = await parts.add(adminToken, { sku: `SL-SS${run}`, name: `Current ${run} needle plate`, price: 120, description: 'The part sold today.' });
  const old = await parts.add(adminToken, { sku: `NP-SS${run}`, name: `Old ${run} needle plate`, price: 110, description: 'No longer made.' });
  const set = await api(`/parts/${old._id}/replacement`, adminToken, { method: 'PUT', body: { sku: now.sku, interchangeable, ...(note ? { note } : {}) } });
  expect(set.status).toBe(200);
  return { old, now };
}

test.describe('supersession', () => {
  test.afterAll(() => parts.removeAll());

  test('quick order of an old number gives the part sold today with its message', async ({ page, demo }) => {
    const adminToken = await apiToken(demo.admin);
    const { old, now } = await replacedPair(adminToken, true);
    const held = await replacedPair(adminToken, false, 'Fit the matching feed dog too.');
    const customer = await createCustomer('supersede');
    await login(page, customer);

    await page.goto('/quick-order');
    await page.getByLabel('Part number, row 1').fill(old.sku.toLowerCase());
    await page.getByLabel('Quantity, row 1').fill('3');
    await page.getByLabel('Part number, row 2').fill(held.old.sku);
    await page.getByLabel('Quantity, row 2').fill('2');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Numbers no longer sold' })).toHaveText(
      `${old.sku} is replaced by ${now.sku}. ${now.sku} was added in its place.`,
    );
    // The part that does not fit as it is waits on its row, under the new number, with what else to change.
    const heldRow = page.getByLabel('Part number, row 2');
    await expect(heldRow).toHaveValue(held.now.sku);
    await expect(heldRow).toHaveAccessibleDescription(
      `${held.old.sku} is replaced by ${held.now.sku}. Not interchangeable: Fit the matching feed dog too. Add to cart again to order ${held.now.sku}.`,
    );
    await axeAtBothWidths(page);

    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'Cart lines' });
    await expect(lines.getByRole('listitem', { name: now.name })).toContainText(now.sku);
    await expect(lines.getByRole('listitem', { name: old.name })).toHaveCount(0);
    await expect(lines.getByRole('listitem', { name: held.now.name })).toHaveCount(0);
  });

  test('the old part’s page says it is no longer sold and links to the part sold today', async ({ page, demo }) => {
    const { old, now } = await replacedPair(await apiToken(demo.admin), true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/parts/${old._id}`);
    await expect(page.getByRole('heading', { level: 1, name: old.name })).toBeVisible();
    const order = page.getByRole('region', { name: 'Place Order' });
    await expect(order).toContainText(`No longer sold. ${old.sku} is replaced by ${now.sku}.`);
    await expect(order.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
    await axeAtBothWidths(page);

    // The server's HTML says it too, and its Offer is Discontinued.
    const html = await (await page.request.get(`/parts/${old._id}`)).text();
    expect(html).toContain(`${old.sku} is replaced by ${now.sku}.`);
    expect(html).toContain('https://schema.org/Discontinued');

    await order.getByRole('link', { name: `Order ${now.sku}: ${now.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/parts/${now._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: now.name })).toBeVisible();
  });

  test('the admin finds a part no longer sold by its number on Manage Products and edits what replaces it', async ({ page, demo }) => {
    const { old, now } = await replacedPair(await apiToken(demo.admin), true);
    await login(page, demo.admin);
    await page.goto(`/dashboard/manageProduct?q=${old.sku}`);
    await expect(page.getByText(`No longer sold: ${old.sku} is replaced by ${now.sku}.`)).toBeVisible();
    await axeAtBothWidths(page);
    await page.getByRole('button', { name: `Edit ${old.sku}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${old.name}` });
    await expect(dialog.getByLabel('Replaced by')).toHaveValue(now.sku);
    await dialog.getByLabel('Replaced by').fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toHaveCount(0);
    // Sold again: back in the catalogue's list.
    await expect(page.getByRole('cell', { name: new RegExp(`^${old.name}`) })).toBeVisible();
  });
});
