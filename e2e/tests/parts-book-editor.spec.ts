import fs from 'node:fs';
import path from 'node:path';
import type { Assembly } from '@storefront/shared/schemas';
import { STACK } from '../stack-ports';
import { api, apiToken, axeAtBothWidths, expect, expectNoSeriousA11yViolations, login, test } from '../support/fixtures';

// The parts book's editor: an admin opens a machine's Parts book from Manage Machines, adds an
// assembly, uploads its SVG drawing, imports its parts list (a bad line first), places the callouts
// printed on the drawing with Find callouts and one more by hand, saves and publishes it.

const DRAWING = fs.readFileSync(path.join(__dirname, '../fixtures/parts-book-drawing.svg'));
const HEADER = "callout,part number or maker's number,quantity,remarks";

test('an admin builds an assembly of the parts book: drawing, parts list, Find callouts, one by hand, save and publish', async ({ page, demo }, testInfo) => {
  let name = `Bobbin winder ${Date.now().toString(36)}`;
  await login(page, demo.admin);
  await page.goto('/dashboard/manageMachines');
  await page.getByLabel('Search machines').fill('DDL-8700');
  await page.getByLabel('Search machines').press('Enter');
  await page.getByRole('link', { name: 'Parts book of JUKI DDL-8700', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/manageMachines\/[0-9a-f-]+\/partsBook$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Parts book of JUKI DDL-8700' })).toBeVisible();

  // A new assembly, a draft, last of the machine's.
  await page.getByLabel('Assembly name').fill(name);
  await page.getByRole('button', { name: 'Add assembly' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Draft')).toBeVisible();
  await axeAtBothWidths(page);
  await page.screenshot({ path: testInfo.outputPath('parts-book-1280.png') });

  // Renamed by keyboard alone: the dialog takes the focus and gives it back.
  const rename = row.getByRole('button', { name: `Rename ${name}` });
  await rename.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Rename ${name}` });
  await expect(dialog.getByLabel('Assembly name')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(rename).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.type(' set');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  name = `${name} set`;
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('parts-book-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = /\/dashboard\/assemblies\/([0-9a-f-]+)$/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  const token = await apiToken(demo.admin);

  try {
    // The drawing.
    await page.getByLabel('Drawing file').setInputFiles({ name: 'bobbin-winder.svg', mimeType: 'image/svg+xml', buffer: DRAWING });
    await page.getByRole('button', { name: 'Upload drawing' }).click();
    await expect(page.getByLabel('Replace the drawing')).toBeVisible();
    const drawing = page.getByRole('group', { name: 'Drawing' });
    await expect(drawing.getByRole('img', { name: `Drawing of ${name}` })).toBeVisible();

    // The parts list: a bad quantity on line 4 (the header is line 1) imports nothing; fixed, it imports.
    const lines = [HEADER, '1,SL-BC-0001,1,', '2,110-45400,2,gauge 3/16', '3,SL-NB-0006,many,', '4,SL-NB-0006,1,for -7 only'];
    await page.getByLabel('Or paste the lines').fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Import parts list' }).click();
    await expect(page.getByText('A line cannot be imported; nothing was changed.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Lines to change' }).getByRole('listitem')).toHaveText([/^Line 4: /]);
    lines[3] = '3,SL-NB-0006,1,';
    await page.getByLabel('Or paste the lines').fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Import parts list' }).click();
    await expect(page.getByText(/^Imported 4 rows/)).toBeVisible();
    await expect(page.getByText('Rows without a hotspot: 1, 2, 3, 4')).toBeVisible();

    // Find callouts places 1, 2 and 3, printed as text on the drawing; 4 is placed by hand.
    await page.getByRole('button', { name: 'Find callouts' }).click();
    await expect(page.getByText('Placed 3 hotspots: 1, 2, 3.')).toBeVisible();
    await expect(page.getByText('Rows without a hotspot: 4')).toBeVisible();
    await page.getByRole('button', { name: 'Choose callout 4' }).click();
    const box = (await drawing.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.75);
    await expect(page.getByText('Every row has a hotspot and every hotspot a row.')).toBeVisible();
    const four = drawing.getByRole('button', { name: /^4: / });
    await expect(four).toBeVisible();
    // Dragged to another place, then one step right with the arrow key: a hundredth of the drawing.
    const placed = (await four.boundingBox())!;
    await page.mouse.move(placed.x + placed.width / 2, placed.y + placed.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.6, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByText('Hotspot 4 moved.')).toBeVisible();
    await four.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Hotspot 4 at 61% across, 50% down.')).toBeVisible();
    await axeAtBothWidths(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('heading', { name: 'Hotspots' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`assembly-editor-${width}.png`) });
    }

    await page.getByRole('button', { name: 'Save hotspots' }).click();
    await expect(page.getByText('The hotspots are saved.')).toBeVisible();
    const saved = (await (await api(`/assemblies/${id}`, token)).json()) as Assembly;
    const at = (callout: string) => saved.hotspots.find((h) => h.callout === callout)!;
    expect(saved.hotspots).toHaveLength(4);
    // At the texts' centres in the viewBox of 400 × 300, through their groups' transforms.
    expect(at('1').x).toBeCloseTo(40 / 400, 1);
    expect(at('1').y).toBeCloseTo(60 / 300, 1);
    expect(at('2').x).toBeCloseTo(300 / 400, 1);
    expect(at('2').y).toBeCloseTo(40 / 300, 1);
    expect(at('3').x).toBeCloseTo(200 / 400, 1);
    expect(at('3').y).toBeCloseTo(262 / 300, 1);
    expect(at('4').x).toBeCloseTo(0.61, 2);
    expect(at('4').y).toBeCloseTo(0.5, 2);

    // Published, its public page answers.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('button', { name: 'Back to draft' })).toBeVisible();
    const publicPage = page.getByRole('link', { name: /^Public page/ });
    await expect(publicPage).toHaveAttribute('href', `/machines/juki/ddl-8700/${saved.slug}`);
    const answer = await fetch(`${STACK.apiUrl}/machines/juki/ddl-8700/assemblies/${saved.slug}`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as Assembly).hotspots).toHaveLength(4);
  } finally {
    await api(`/assemblies/${id}`, token, { method: 'DELETE' });
  }
});
