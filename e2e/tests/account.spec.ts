import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Part } from '@storefront/shared';
import { STACK } from '../stack-ports';
import {
  api,
  apiToken as exchangeToken,
  createCustomer,
  expect,
  expectNoSeriousA11yViolations,
  login,
  pngImage,
  test,
  testParts,
  verificationLinks,
} from '../support/fixtures';

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: pngImage() });

async function apiToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!token) throw new Error('not signed in');
  return token;
}

async function getPart(page: Page, id: string): Promise<Part> {
  return (await (await page.request.get(`${STACK.apiUrl}/parts/${id}`)).json()) as Part;
}

test.describe('the customer’s account', () => {
  // A part of its own, so that no other test's orders (the browser tests run two files at a time) move its stock.
  const parts = testParts();
  test.afterAll(() => parts.removeAll());

  test('My Profile: verifies the e-mail address through the link Firebase sends', async ({ page }) => {
    const customer = await createCustomer('verify');
    await login(page, customer);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Verify your e-mail' }).click();
    await expect(page.getByText(`We sent a verification link to ${customer.email}. Open it, then come back here.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The emulator sends no mail: it lists the link, and opening it verifies the address.
    const [link] = await verificationLinks(customer.email);
    expect(link).toBeTruthy();
    expect((await fetch(link!)).ok).toBe(true);
    // The exchange of the fresh ID token, the one that says the address is verified (an earlier
    // exchange may still be answering when the button is pressed).
    const exchange = page.waitForResponse((r) => {
      if (!r.url().startsWith(`${STACK.apiUrl}/user/`) || r.request().method() !== 'PUT') return false;
      const idToken = (r.request().headers().authorization ?? '').replace(/^Bearer /, '');
      const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString() || '{}') as { email_verified?: boolean };
      return claims.email_verified === true;
    });
    await page.getByRole('button', { name: 'I have opened the link' }).click();
    expect((await exchange).status()).toBe(200);
    await expect(page.getByRole('button', { name: /Verify your e-mail|I have opened the link/ })).toHaveCount(0);
    // The API recorded it: the admin's list shows the address verified.
    const admin = await exchangeToken({ email: 'admin@stitchline.com', password: 'admin-demo-123', name: '' });
    const users = (await (await api(`/user?q=${encodeURIComponent(customer.email)}`, admin)).json()) as { items: { email: string; emailVerified: boolean }[] };
    expect(users.items.find((u) => u.email === customer.email)?.emailVerified).toBe(true);
  });

  test('My Profile: update with a photo, validation first, saved and shown', async ({ page }) => {
    const customer = await createCustomer('profile');
    await login(page, customer);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    const card = page.getByRole('region', { name: customer.name });
    await expect(card.getByText(customer.email)).toBeVisible();

    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByText('location is Required')).toBeVisible();
    await expect(page.getByText('phone is Required')).toBeVisible();
    await expect(page.getByText('Image is Required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Education').fill('BSc in Textile Engineering');
    await page.getByLabel('Location').fill('Gazipur, Bangladesh');
    await page.getByLabel('Phone').fill('+880 1711-000000');
    await page.getByLabel('LinkedIn').fill('linkedin');
    await expect(page.getByText('linkedin must be a URL')).toBeVisible();
    await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/test-buyer');
    await page.getByLabel('Photo').setInputFiles(png('me.png'));
    await expect(page.getByRole('img', { name: 'Preview of me.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();

    await expect(card.getByText('Gazipur, Bangladesh')).toBeVisible();
    await expect(card.getByText('+880 1711-000000')).toBeVisible();
    await expect(card.getByText('BSc in Textile Engineering')).toBeVisible();
    await expect(card.getByRole('link', { name: 'linkedin.com/in/test-buyer' })).toBeVisible();
    const photo = card.getByRole('img', { name: `Photo of ${customer.name}` });
    await expect(photo).toHaveAttribute('src', /\/images\/[^/]+\.png$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

    // Saved on the server: still there after a reload; keeping the stored photo counts as filled.
    await page.reload();
    await expect(card.getByText('Gazipur, Bangladesh')).toBeVisible();
    await page.getByLabel('Location').fill('Dhaka, Bangladesh');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(card.getByText('Dhaka, Bangladesh')).toBeVisible();
    await expect(photo).toHaveAttribute('src', /\/images\/[^/]+\.png$/);
  });

  test('My Orders: an order shows up, is cancelled after confirming, and its stock comes back', async ({ page, demo }) => {
    const customer = await createCustomer('orders');
    await login(page, customer);
    await page.goto('/dashboard/orders');
    await expect(page.getByText('No orders yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the parts' })).toHaveAttribute('href', '/parts');

    const sku = `SL-ACC-${randomUUID().slice(0, 6).toUpperCase()}`;
    const stockBefore = 500;
    const quantity = 2;
    const part = await parts.add(await exchangeToken(demo.admin), {
      sku,
      name: `Cancellable bobbin ${sku}`,
      price: 75,
      description: 'A bobbin.',
      min: quantity,
      stock: stockBefore,
    });
    const placed = await page.request.post(`${STACK.apiUrl}/booking`, {
      headers: { Authorization: `Bearer ${await apiToken(page)}` },
      data: { bookingId: part._id, address: 'House 12, Road 5, Gazipur', phone: '01711000000', orderQuantity: quantity },
    });
    expect(placed.status()).toBe(201);
    expect((await getPart(page, part._id)).available_Quantity).toBe(stockBefore - quantity);

    await page.reload();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: part.name }) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('pending');
    await expect(row).toContainText('House 12, Road 5, Gazipur');
    await expect(row).toContainText('01711000000');
    await expectNoSeriousA11yViolations(page);

    // Escape keeps the order; confirming cancels it.
    await row.getByRole('button', { name: `Cancel the order of ${part.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('pending');

    await row.getByRole('button', { name: `Cancel the order of ${part.name}` }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(row).toContainText('cancelled');
    await expect(row.getByRole('button')).toHaveCount(0);
    expect((await getPart(page, part._id)).available_Quantity).toBe(stockBefore);
  });

  test('Add A Review: every field required, then the review shows on the home page', async ({ page }) => {
    const customer = await createCustomer('review');
    await login(page, customer);
    await page.goto('/dashboard/review');
    await expect(page.getByRole('heading', { name: 'Add A Review' })).toBeVisible();
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Add Review' }).click();
    for (const message of ['Name is Required', 'country is Required', 'comment is Required', 'Image is Required', 'rating is Required']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    const comment = `Hooks and needle plates ran a full season without a stop. ${randomUUID().slice(0, 8)}`;
    await page.getByLabel('Name').fill('Farhana Akter');
    await page.getByLabel('Country').fill('Bangladesh');
    await page.getByLabel('Comment').fill(comment);
    // The rating is a radio group: arrow keys move between the stars.
    await page.getByRole('radio', { name: '3 stars' }).check();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await page.getByLabel('Photo').setInputFiles(png('farhana.png'));
    await page.getByRole('button', { name: 'Add Review' }).click();
    await expect(page.getByText('review added successfully')).toBeVisible();
    await expect(page.getByLabel('Country')).toHaveValue('');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const review = page.getByRole('article', { name: 'Review by Farhana Akter' }).filter({ hasText: comment });
    await expect(review).toBeVisible();
    await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  });
});
