import type { Page } from '@playwright/test';
import type { Machine, Page as ListPage, Part, PartFitment } from '@storefront/shared';
import { STACK } from '../stack-ports';
import { api, apiToken, createCustomer, expect, expectNoSeriousA11yViolations, listAll, login, test, withoutScript } from '../support/fixtures';

// Find by machine: a visitor narrows the catalogue to a machine, opens the machine's page and
// finds a part by the machine maker's number; a customer records their machines and uses "Fits
// my machines"; an admin imports fitment from a CSV file with bad lines.

async function get<T>(apiPath: string): Promise<T> {
  const response = await fetch(`${STACK.apiUrl}${apiPath}`);
  expect(response.status, apiPath).toBe(200);
  return (await response.json()) as T;
}

const cardNames = (page: Page) => page.locator('#root article h3');

test.describe('find by machine', () => {
  test('a visitor filters all parts by a machine, opens its page, and finds a part by its OEM number', async ({ page }) => {
    const ddl = await get<Machine>('/machines/juki/ddl-8700-7');
    const fitting = await listAll<Part>(`/parts?machine=${ddl._id}`);
    expect(fitting.length).toBeGreaterThan(1);

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/parts');
      await expect(cardNames(page).first()).toBeVisible();
      // The server's copy of the page goes as soon as the app shows its own cards (not after the
      // start-up path's 6 s limit), uncovering the header.
      await expect(page.locator('#first-view')).toHaveCount(0, { timeout: 3000 });
      await expect(page.getByRole('banner').getByRole('link', { name: 'Stitchline Parts' })).toBeVisible();
      // On a phone the list's filters fold behind Filters.
      if (width < 600) await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByLabel('Fits machine').selectOption({ label: 'JUKI' });
      await expect(page).toHaveURL(/\/parts\?brand=juki$/);
      const model = page.getByLabel('Model', { exact: true });
      await expect(model.locator('option', { hasText: 'DDL-8700-7' })).toHaveCount(1);
      await model.selectOption({ label: 'DDL-8700-7' });
      await expect(page).toHaveURL(/\/parts\?brand=juki&model=ddl-8700-7$/);
      await expect(page.getByText(`Showing ${fitting.length} of ${fitting.length} parts that fit the JUKI DDL-8700-7`)).toBeVisible();
      await expect(cardNames(page)).toHaveText(fitting.map((part) => part.name));
      await expectNoSeriousA11yViolations(page);
    }

    // The machine's own page, from the link; and back to the list filtered, through the keyboard alone.
    await page.goto('/machines/juki/ddl-8700-7');
    await expect(cardNames(page).first()).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0, { timeout: 3000 });
    await page.goto('/parts?brand=juki&model=ddl-8700-7');
    await page.getByRole('link', { name: 'Every part for the JUKI DDL-8700-7' }).click();
    await expect(page).toHaveURL(/\/machines\/juki\/ddl-8700-7$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Parts for the JUKI DDL-8700-7' })).toBeVisible();
    await expect(cardNames(page)).toHaveText(fitting.map((part) => part.name));
    await expect(page).toHaveTitle(/Parts for the JUKI DDL-8700-7/);
    await page.getByLabel('Search parts').fill('bobbin');
    await page.getByLabel('Search parts').press('Enter');
    await expect(cardNames(page)).toHaveText(fitting.filter((p) => /bobbin/i.test(`${p.name} ${p.description}`)).map((p) => p.name));
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page);
    }

    // JUKI's own number for the feed dog finds this manufacturer's part, and says so.
    await page.goto(`/parts?q=${encodeURIComponent('110-45400')}`);
    const card = page.locator('#root article').filter({ hasText: 'Feed Dog' });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('JUKI 110-45400')).toBeVisible();
    await card.getByRole('link', { name: 'Purchase Feed Dog' }).click();
    const fits = page.getByRole('region', { name: 'Fits these machines' });
    await expect(fits.getByRole('link', { name: 'JUKI DDL-8700', exact: true })).toHaveAttribute('href', '/machines/juki/ddl-8700');
    await expect(fits).toContainText('Replaces Brother S10522-001, JUKI 110-45400');
    await expectNoSeriousA11yViolations(page);
  });

  test("a machine's page is in the server's HTML and the sitemap; an unknown machine is a 404", async ({ browser }) => {
    const ddl = await get<Machine>('/machines/juki/ddl-8700-7');
    const fitting = await get<ListPage<Part>>(`/parts?machine=${ddl._id}&limit=24`);
    await withoutScript(browser, async (page) => {
      const answer = await page.goto('/machines/juki/ddl-8700-7');
      expect(answer?.status()).toBe(200);
      await expect(page).toHaveTitle(/Parts for the JUKI DDL-8700-7/);
      await expect(page.getByRole('heading', { level: 1, name: 'Parts for the JUKI DDL-8700-7' })).toBeVisible();
      await expect(page.locator('article h3')).toHaveText(fitting.items.map((part) => part.name));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(/\/machines\/juki\/ddl-8700-7$/);

      const part = fitting.items[0]!;
      await page.goto(`/parts/${part._id}`);
      const product = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
        isAccessoryOrSparePartFor?: { name: string; url: string }[];
      };
      expect(product.isAccessoryOrSparePartFor?.map((m) => m.name)).toContain('JUKI DDL-8700-7');
      await expect(page.getByRole('link', { name: 'JUKI DDL-8700-7', exact: true })).toHaveAttribute('href', '/machines/juki/ddl-8700-7');

      expect((await page.goto('/machines/juki/no-such-model'))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Machine not found' })).toBeVisible();
    });
    const sitemap = await (await fetch(`${STACK.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/machines/juki/ddl-8700-7</loc>');
    expect(sitemap).toContain('/machines/union-special/39500</loc>');
  });

  test('a customer records their machines and sees the parts that fit them; the cart and quick order say when a part fits none', async ({ page }) => {
    const customer = await createCustomer('machines');
    await login(page, customer);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'My Machines' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Machines' })).toBeVisible();
    await page.getByLabel('Brand').selectOption({ label: 'Pegasus' });
    await page.getByLabel('Model').selectOption({ label: 'M952-52' });
    await page.getByLabel('How many').fill('12');
    await page.getByRole('button', { name: 'Add machine' }).click();
    await expect(page.getByText('Pegasus M952-52 was added to your machines')).toBeVisible();
    await expect(page.getByLabel('How many Pegasus M952-52')).toHaveValue('12');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page);
    }

    const pegasus = await get<Machine>('/machines/pegasus/m952-52');
    const fitting = await listAll<Part>(`/parts?machine=${pegasus._id}`);
    await page.getByRole('link', { name: 'Parts that fit my machines' }).click();
    await expect(page).toHaveURL(/\/parts\?fits=mine$/);
    await expect(page.getByRole('button', { name: 'Fits my machines', pressed: true })).toBeVisible();
    await expect(cardNames(page)).toHaveText(fitting.map((part) => part.name));

    // Quick order by JUKI's number for the bobbin case, which fits no overlocker.
    await page.goto('/quick-order');
    await page.getByLabel('Part number, row 1').fill('B9117-012-000');
    await page.getByLabel('Quantity, row 1').fill('10');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByText(/replaces JUKI B9117-012-000\. SL-BC-0001 fits none of your machines\./)).toBeVisible();
    await page.goto('/cart');
    const line = page.getByRole('listitem', { name: 'Bobbin Case' });
    await expect(line.getByText('Fits none of your machines')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Taken off again: the list asks for machines.
    await page.goto('/dashboard/machines');
    await page.getByRole('button', { name: 'Remove Pegasus M952-52' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No machines yet')).toBeVisible();
  });

  test('an admin imports a fitment CSV with two bad lines: the good ones apply, the bad ones are listed by line', async ({ page, demo }) => {
    await login(page, demo.admin);
    await page.goto('/dashboard/manageMachines');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Machines' })).toBeVisible();
    const csv = [
      'part number,brand,model,subclass',
      'SL-NB-0006,JUKI,DDL-9000C',
      'SL-ZZ-0000,JUKI,DDL-8700',
      'SL-NB-0006,JUKI 229-00991',
      'SL-NB-0006,Singer,20U',
      'SL-NB-0006,Pegasus,M952,52',
    ].join('\n');
    await page.getByLabel('CSV file').setInputFiles({ name: 'fitment.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByLabel('Lines of fitment.csv')).toHaveValue(csv);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText(/2 machine lines and 1 OEM number imported\./)).toBeVisible();
    const lines = page.getByRole('list', { name: 'Lines not imported' }).getByRole('listitem');
    await expect(lines).toHaveText(['Line 3: No part has the part number SL-ZZ-0000', /^Line 5: Singer 20U is not a listed machine/]);
    const needleBar = (await listAll<Part>('/parts?q=SL-NB-0006'))[0]!;
    let fitment = await get<PartFitment>(`/parts/${needleBar._id}/fitment`);
    expect(fitment.machines.map((m) => m.name)).toEqual(expect.arrayContaining(['JUKI DDL-9000C', 'Pegasus M952-52']));
    expect(fitment.oem).toContainEqual({ brand: 'JUKI', number: '229-00991' });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page);
    }

    // Again, listing machines not yet listed: only the unknown part is left; nothing is doubled.
    await page.getByRole('checkbox', { name: 'Add machines not yet listed' }).check();
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText(/3 machine lines and 1 OEM number imported; 1 new machine listed\./)).toBeVisible();
    await expect(lines).toHaveText(['Line 3: No part has the part number SL-ZZ-0000']);
    fitment = await get<PartFitment>(`/parts/${needleBar._id}/fitment`);
    expect(fitment.machines.filter((m) => m.name === 'Singer 20U')).toHaveLength(1);
    expect(fitment.oem.filter((o) => o.number === '229-00991')).toHaveLength(1);

    // The add dialog: its messages, axe-clean, and focus back on its button when it closes.
    await page.getByRole('button', { name: 'Add machine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a machine' });
    await dialog.getByRole('button', { name: 'Add machine' }).click();
    await expect(dialog.getByText("Enter the machine's brand.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Add machine' })).toBeFocused();

    // Found in the list, with the part that fits it, and removed after confirming.
    await page.getByLabel('Search machines').fill('Singer');
    await page.getByLabel('Search machines').press('Enter');
    const row = page.getByRole('row').filter({ hasText: 'Singer 20U' });
    await expect(row.getByRole('link', { name: 'Singer 20U', exact: true })).toHaveAttribute('href', '/machines/singer/20u');
    await row.getByRole('button', { name: 'Remove Singer 20U' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Singer 20U removed')).toBeVisible();
    expect((await fetch(`${STACK.apiUrl}/machines/singer/20u`)).status).toBe(404);
    // Leave the needle bar as it was for the other tests.
    const token = await apiToken(demo.admin);
    const pegasus = await get<Machine>('/machines/pegasus/m952-52');
    const restored = await api(`/parts/${needleBar._id}/fitment`, token, {
      method: 'PUT',
      body: {
        machines: fitment.machines.filter((m) => m._id !== pegasus._id && m.name !== 'Singer 20U').map((m) => m._id),
        oem: fitment.oem.filter((o) => o.number !== '229-00991'),
      },
    });
    expect(restored.status).toBe(200);
  });
});
