import { STACK } from '../stack-ports';
import { createCustomer, expect, login, test } from '../support/fixtures';

test.describe('the walking skeleton journey', () => {
  test('home shows the first six parts from the API', async ({ page }) => {
    await page.goto('/');
    const purchase = page.getByRole('link', { name: /^Purchase / });
    await expect(purchase.first()).toBeVisible();
    await expect(purchase).toHaveCount(6);
  });

  test('a guarded page sends a visitor to login and back after signing in', async ({ page }) => {
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(/\/login$/);
    const customer = await createCustomer();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  });

  test('a customer orders a part and finds the order in My Orders', async ({ page }) => {
    const customer = await createCustomer();
    await login(page, customer);
    await page.goto('/');
    const firstCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: /^Purchase / }) })
      .first();
    const partName = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
    await firstCard.getByRole('link', { name: /^Purchase / }).click();
    await expect(page).toHaveURL(/\/parts\/[^/]+$/);
    await expect(page.getByRole('heading', { name: partName, level: 1 })).toBeVisible();

    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
    await page.getByLabel('Phone').fill('01711000000');
    await page.getByLabel('Address').fill('House 12, Road 5, Gazipur');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('order added successfully!!!')).toBeVisible();

    await page.goto('/dashboard/orders');
    await expect(page.getByRole('cell', { name: partName })).toBeVisible();
    await expect(page.getByText('pending', { exact: true })).toBeVisible();
  });

  test('an admin sees the parts in Manage Products, a page at a time', async ({ page, demo }) => {
    await login(page, demo.admin);
    const first = (await (await page.request.get(`${STACK.apiUrl}/parts`)).json()) as { items: unknown[]; total: number };
    await page.goto('/dashboard/manageProduct');
    await expect(page.getByRole('heading', { name: 'Manage Products' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(first.items.length + 1);
    await expect(page.getByText(`${first.total} parts in the catalogue`)).toBeVisible();
    // The admin's sidebar, built from the remotes' published routes.
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'My Profile',
      'Make Admin',
      'Add Product',
      'Manage Products',
      'Manage Machines',
      'Manage Companies',
      'Manage Price Lists',
      'Manage Quotes',
      'Manage All Orders',
      'Deployments',
    ]);
  });

  test('a customer opening an admin page is sent to the dashboard, still signed in', async ({ page }) => {
    const customer = await createCustomer();
    await login(page, customer);
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: /log Out/ })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link')).toHaveText(['My Profile', 'My Orders', 'My Quotes', 'My Machines', 'Add A Review']);
  });
});
