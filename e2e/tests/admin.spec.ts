import type { Page } from '@playwright/test';
import type { Part } from '@storefront/shared';
import { STACK } from '../stack-ports';
import { api, apiToken, type Account, createCustomer, expect, expectNoSeriousA11yViolations, listAll, login, pngImage, test } from '../support/fixtures';

/** The admin pages of issue 6, from routes.json. */
const ADMIN_PAGES = [
  { path: '/dashboard/users', heading: /^All Users: \d+$/ },
  { path: '/dashboard/addProduct', heading: 'Add Product' },
  { path: '/dashboard/manageProduct', heading: 'Manage Products' },
  { path: '/dashboard/manageMachines', heading: 'Manage Machines' },
  { path: '/dashboard/manageorders', heading: 'Manage All Orders' },
] as const;

// ---- helpers -------------------------------------------------------------------------------

const parts = () => listAll<Part>('/parts');

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

// ---- the admin's actions ---------------------------------------------------------------------

test.describe('admin: Make Admin and Remove User', () => {
  test('makes a verified customer admin, then removes them after confirming; they cannot sign in again', async ({ page, browser, demo }) => {
    const customer = await createCustomer('promote', { verified: true });
    await apiToken(customer); // signs in once, so the API knows the user
    await login(page, demo.admin);
    await page.goto('/dashboard/users');
    await expect(page.getByRole('heading', { name: /^All Users: \d+$/ })).toBeVisible();
    // The signed-in admin has neither button on their own row (the first admin: on the first page).
    const myRow = page.getByRole('row').filter({ hasText: demo.admin.email });
    await expect(myRow.getByRole('button')).toHaveCount(0);
    // A new customer is found by the search, wherever the list's pages put them.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(customer.email);
    await expect(page.getByRole('heading', { name: 'All Users: 1' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await expect(row.getByText('customer', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: /^Make Admin/ }).click();
    await expect(toast(page, 'Successfully made an admin')).toBeVisible();
    await expect(row.getByText('admin', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Make Admin/ })).toHaveCount(0);

    await row.getByRole('button', { name: /^Remove User/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove User' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Remove User' }).click();
    await expect(toast(page, `${customer.email} was removed`)).toBeVisible();
    await expect(page.getByText('No users match')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: customer.email })).toHaveCount(0);

    // Listed apart, with Restore (the search stays).
    await page.getByLabel('Show').selectOption({ label: 'Removed users' });
    await expect(page.getByRole('heading', { name: 'Removed Users: 1' })).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: customer.email })
        .getByRole('button', { name: /^Restore/ }),
    ).toBeVisible();

    // The removed account's sign-in is refused, with the reason.
    const context = await browser.newContext();
    const theirs = await context.newPage();
    await theirs.goto('/login');
    await theirs.getByLabel('Email').fill(customer.email);
    await theirs.getByLabel('Password').fill(customer.password);
    await theirs.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(theirs.getByText(/This account has been removed by the shop/)).toBeVisible();
    await context.close();
  });

  test('offers Make Admin only for a verified address', async ({ page, demo }) => {
    const unverified = await createCustomer('unverified');
    await apiToken(unverified);
    await login(page, demo.admin);
    await page.goto(`/dashboard/users?q=${encodeURIComponent(unverified.email)}`);
    const row = page.getByRole('row').filter({ hasText: unverified.email });
    await expect(row.getByText('not verified', { exact: true })).toBeVisible();
    await expect(row.getByText('Admin needs a verified e-mail')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Make Admin/ })).toHaveCount(0);
  });
});

test.describe('admin: products', () => {
  test('Add Product checks the form, uploads the image, creates the part and resets; the catalogue shows it', async ({ page, demo }) => {
    await login(page, demo.admin);
    await page.goto('/dashboard/addProduct');
    await page.getByRole('button', { name: 'Add Product' }).click();
    for (const message of [
      'Name is Required',
      'price is Required',
      'description is Required',
      'quantity is Required',
      'available quantity is Required',
      'Image is Required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    const name = `Looper ${Date.now().toString(36)}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Price').fill('0');
    await page.getByLabel('Minimum order quantity').fill('30');
    await page.getByLabel('Available quantity').fill('20');
    await page.getByLabel('Description', { exact: true }).fill('Overlock looper for 4-thread machines, hardened and polished.');
    // A price list instead of a picture: the field says at once what it takes.
    await page.getByLabel('Image').setInputFiles({ name: 'prices.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 prices') });
    await expect(page.getByLabel('Image')).toHaveAccessibleDescription(/choose one of PNG, JPEG, WebP or GIF, up to 5 MB/);
    await expect(page.getByText('prices.pdf (1 KB)')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of prices.pdf' })).toHaveCount(0);
    await page.getByLabel('Image').setInputFiles({ name: 'looper.png', mimeType: 'image/png', buffer: pngImage() });
    await expect(page.getByRole('img', { name: 'Preview of looper.png' })).toBeVisible();
    await expect(page.getByText(/choose one of PNG/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('price must be a number greater than 0')).toBeVisible();
    await expect(page.getByText('minimum order quantity cannot be more than the available quantity')).toBeVisible();

    await page.getByLabel('Price').fill('780');
    await page.getByLabel('Available quantity').fill('400');
    const upload = page.waitForRequest((r) => r.url().endsWith('/images') && r.method() === 'POST');
    const create = page.waitForRequest((r) => r.url().endsWith('/parts') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const [uploadRequest, createRequest] = await Promise.all([upload, create]);
    const created = createRequest.postDataJSON() as { img: string };
    expect(created.img).toMatch(/^\/images\/|^https?:/);
    // The upload answers 200 with { success, data: { url } }, like the image host it replaces (DECISIONS.md).
    expect((await uploadRequest.response())?.status()).toBe(200);
    await expect(toast(page, 'Product added successfully')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Image')).toHaveValue('');
    await expect(page.getByText('Name is Required')).toHaveCount(0);

    const part = (await parts()).find((p) => p.name === name);
    expect(part).toMatchObject({ price: 780, min_order_Quantity: 30, available_Quantity: 400 });
    // The uploaded image is served by the API.
    expect((await fetch(new URL(created.img, STACK.apiUrl))).status).toBe(200);
    await page.goto(`/parts/${part!._id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });

  test('Manage Products edits price and stock, and deletes after the confirm when the server answers', async ({ page, demo }) => {
    const adminToken = await apiToken(demo.admin);
    const name = `Feed dog ${Date.now().toString(36)}`;
    const created = await api('/parts', adminToken, {
      method: 'POST',
      body: {
        name,
        price: 300,
        description: 'Feed dog for lockstitch machines.',
        min_order_Quantity: 5,
        available_Quantity: 50,
        img: '/images/seed/feed-dog.svg',
      },
    });
    expect(created.status).toBe(201);
    const { insertedId } = (await created.json()) as { insertedId: string };

    await login(page, demo.admin);
    await page.goto('/dashboard/manageProduct?sort=newest');
    // The name's cell shows its part number under it (numbered by the API: none was sent).
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${name} SL-FD-\\d{4}$`) }) });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.getByLabel('Price').fill('325.5');
    // Below the minimum order the dialog says the part will be out of stock (Edit accepts it: a sold-out part).
    await dialog.getByLabel('Available quantity').fill('2');
    await expect(dialog.getByRole('status')).toContainText('the part shows as out of stock');
    await dialog.getByLabel('Available quantity').fill('75');
    await expect(dialog.getByText('the part shows as out of stock')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, `${name} updated`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByRole('cell', { name: '75', exact: true })).toBeVisible();
    expect((await parts()).find((p) => p._id === insertedId)).toMatchObject({ price: 325.5, available_Quantity: 75 });

    // Hold the server's answer to see that the row stays until it arrives.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/parts/${insertedId}`, async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      await held;
      await route.fallback();
    });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete the item?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(row.getByRole('button', { name: /Deleting/ })).toBeDisabled();
    await expect(row).toBeVisible();
    release();
    await expect(row).toHaveCount(0);
    await expect(toast(page, `${name} deleted`)).toBeVisible();
    expect((await parts()).some((p) => p._id === insertedId)).toBe(false);
  });

  test('a failed delete is reported and the row stays', async ({ page, demo }) => {
    await login(page, demo.admin);
    await page.goto('/dashboard/manageProduct');
    const first = page.getByRole('row').nth(1);
    await expect(first).toBeVisible();
    await page.route('**/parts/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Down' } }) })
        : route.fallback(),
    );
    await first.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Failed to delete the product')).toBeVisible();
    await expect(first.getByRole('button', { name: /^Delete/ })).toBeEnabled();
  });
});

test.describe('admin: Manage All Orders', () => {
  test("shows every customer's orders with the overview and filters, and confirms and ships one", async ({ page, demo }) => {
    const part = (await parts()).find((p) => p.available_Quantity >= p.min_order_Quantity * 3)!;
    const order = async (customer: Account) => {
      const placed = await api('/booking', await apiToken(customer), {
        method: 'POST',
        body: { bookingId: part._id, address: 'Plot 7, BSCIC, Narayanganj', phone: '01819000000', orderQuantity: part.min_order_Quantity },
      });
      expect(placed.status).toBe(201);
    };
    // An order placed before this customer's, to check the order of the rows by.
    const earlier = await createCustomer('orders');
    await order(earlier);
    const customer = await createCustomer('orders');
    await order(customer);

    await login(page, demo.admin);
    await page.goto('/dashboard/manageorders');
    const overview = page.getByRole('region', { name: 'Last 30 days' });
    await expect(overview.getByRole('img', { name: 'Orders per day' })).toBeVisible();
    await expect(overview.getByRole('img', { name: /^Revenue per day/ })).toBeVisible();
    await expect(overview.getByRole('listitem').filter({ hasText: part.name })).toBeVisible();

    const orders = page.getByRole('region', { name: 'Orders', exact: true });
    const row = orders.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(part.name);
    await expect(row).toContainText('Plot 7, BSCIC, Narayanganj');
    await expect(row).toContainText('pending');
    // Newest first: the order just placed is above the one placed before it (other tests' orders may come between).
    const rows = await orders.getByRole('row').allTextContents();
    const at = (account: Account) => rows.findIndex((text) => text.includes(account.email));
    expect(at(earlier)).toBeGreaterThan(0);
    expect(at(customer)).toBeLessThan(at(earlier));

    // The filters are the API's: a new view, in the URL.
    await orders.getByLabel('Status').selectOption({ label: 'Shipped' });
    await expect(page).toHaveURL(/\/dashboard\/manageorders\?status=shipped$/);
    await expect(row).toHaveCount(0);
    await orders.getByLabel('Status').selectOption({ label: 'Pending' });
    await orders.getByRole('searchbox', { name: 'Search orders' }).fill(customer.email);
    await expect(page).toHaveURL(/status=pending&q=/);
    await expect(orders.getByRole('row')).toHaveCount(2);
    const number = (await row.getByRole('link', { name: /^SO-/ }).textContent())!.trim();
    // Confirm asks first, naming the order.
    await row.getByRole('button', { name: /^Confirm/ }).click();
    const confirming = page.getByRole('alertdialog', { name: `Confirm order ${number}?` });
    await confirming.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, `Order ${number} for ${customer.name} confirmed`)).toBeVisible();
    // The view is read again: no longer pending, the order leaves the pending view.
    await expect(orders.getByText('No orders match')).toBeVisible();
    await orders.getByLabel('Status').selectOption({ label: 'Confirmed' });
    await expect(row).toContainText('confirmed');
    // Back brings the previous view: pending, searched.
    await page.goBack();
    await expect(orders.getByLabel('Status')).toHaveValue('pending');
    await expect(orders.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(customer.email);
    await expect(orders.getByText('No orders match')).toBeVisible();
    await page.goForward();
    await row.getByRole('button', { name: /^Mark shipped/ }).click();
    const shipping = page.getByRole('alertdialog', { name: `Mark order ${number} shipped?` });
    await shipping.getByLabel('Carrier').fill('Sundarban Courier');
    await shipping.getByLabel('Tracking number').fill('SB-0098-1123');
    await shipping.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(toast(page, `Order ${number} for ${customer.name} marked shipped`)).toBeVisible();
    await orders.getByLabel('Status').selectOption({ label: 'Shipped' });
    await expect(row).toContainText('shipped');
    // Shipped: only Mark delivered is left.
    await expect(row.getByRole('button')).toHaveCount(1);
    await expect(row.getByRole('button', { name: /^Mark delivered/ })).toBeVisible();

    const mine = (await (await api(`/booking?email=${encodeURIComponent(customer.email)}`, await apiToken(customer))).json()) as {
      items: { status: string }[];
    };
    expect(mine.items[0]?.status).toBe('shipped');
  });
});

// ---- refused ---------------------------------------------------------------------------------

test.describe('admin: refused for a customer', () => {
  test('a customer opening an admin page is redirected to /dashboard', async ({ page }) => {
    const customer = await createCustomer('nosy');
    await login(page, customer);
    for (const { path } of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('button', { name: /log Out/ })).toBeVisible();
    }
  });

  test('the API refuses the admin calls with a customer token (403)', async () => {
    const customer = await createCustomer('forbidden');
    const token = await apiToken(customer);
    const part = (await parts())[0]!;
    const calls: [string, string, unknown?][] = [
      ['GET', '/user'],
      ['PUT', `/user/admin/${encodeURIComponent(customer.email)}`],
      ['DELETE', `/user/${encodeURIComponent('admin@stitchline.com')}`],
      ['POST', '/parts', { name: 'X', price: 1, description: 'x', min_order_Quantity: 1, available_Quantity: 1, img: '/images/x.png' }],
      ['PATCH', `/parts/${part._id}`, { price: 1 }],
      ['DELETE', `/parts/${part._id}`],
      ['GET', '/booking'],
      ['GET', '/booking/overview'],
    ];
    for (const [method, path, body] of calls) {
      const response = await api(path, token, { method, body });
      expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 403`);
    }
    // The customer's own order cannot be shipped by them either.
    const placed = await api('/booking', token, {
      method: 'POST',
      body: { bookingId: part._id, address: 'Mirpur 10, Dhaka', phone: '01911000000', orderQuantity: part.min_order_Quantity },
    });
    const { insertedId } = (await placed.json()) as { insertedId: string };
    expect((await api(`/booking/${insertedId}`, token, { method: 'PATCH', body: { status: 'shipped' } })).status).toBe(403);
    expect((await parts()).find((p) => p._id === part._id)?.price).toBe(part.price);
  });
});

// ---- accessibility ----------------------------------------------------------------------------

test.describe('admin: accessibility', () => {
  // A test a page: each axe check has the test's whole time, however busy the machine.
  for (const { path, heading } of ADMIN_PAGES) {
    test(`${path} has no serious axe violations`, async ({ page, demo }) => {
      await login(page, demo.admin);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("Manage Products' dialogs have no serious axe violations", async ({ page, demo }) => {
    await login(page, demo.admin);
    await page.goto('/dashboard/manageProduct');
    await page.getByRole('button', { name: /^Edit/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
