import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createCustomer, expect, login, test, expectNoSeriousA11yViolations } from '../support/fixtures';

const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

test.describe('sign-in and session', () => {
  test('sign up sets the name, goes home after a reload, and the navigation greets the new name', async ({ page }) => {
    const id = randomUUID().slice(0, 8);
    const name = `Nadia Rahman ${id}`;
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(`nadia${id}@example.com`);
    await page.getByLabel('Password').fill('sewing-123');
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await reload;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: `log Out ${name}` })).toBeVisible();
    await expect.poll(() => accessToken(page)).not.toBeNull();
  });

  test('login validates on submit, re-validates on change, and shows the provider error in red', async ({ page }) => {
    const customer = await createCustomer('wrongpw');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is Required')).toBeVisible();
    await expect(page.getByText('Password is Required')).toBeVisible();
    await page.getByLabel('Email').fill('Not-An-Email');
    await expect(page.getByText('Provide a valid Email')).toBeVisible();
    await page.getByLabel('Password').fill('12345');
    await expect(page.getByText('Must be 6 characters or longer')).toBeVisible();

    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const error = page.getByRole('alert').filter({ hasText: /Firebase: Error \(auth\/(invalid-credential|wrong-password)\)/ });
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(page).toHaveURL(/\/login$/);
    expect(await accessToken(page)).toBeNull();
  });

  test('a visitor sent to login from a guarded page comes back to it after signing in', async ({ page }) => {
    const customer = await createCustomer('origin');
    await page.goto('/dashboard/review');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/review$/);
    await expect(page.getByRole('heading', { name: 'Add A Review' })).toBeVisible();
  });

  test('log in with Google through the labelled local (emulator) path', async ({ page }) => {
    const id = randomUUID().slice(0, 8);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const local = page.getByRole('form', { name: 'Local Google sign-in' });
    await expect(local.getByText('Local Google sign-in (emulator).')).toBeVisible();
    await expect(local.getByLabel('Google e-mail')).toBeFocused();
    await local.getByLabel('Google e-mail').fill(`gina${id}@gmail.com`);
    await local.getByLabel('Name').fill(`Gina Google ${id}`);
    await local.getByRole('button', { name: 'Sign in with this Google account' }).click();
    await expect(page.getByRole('button', { name: `log Out Gina Google ${id}` })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => accessToken(page)).not.toBeNull();
  });

  test('log out clears the session and the accessToken and goes home', async ({ page }) => {
    const customer = await createCustomer('logout');
    await login(page, customer);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await page.getByRole('button', { name: `log Out ${customer.name}` }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await accessToken(page)).toBeNull();
    // Still signed out after a reload (the provider's session is gone too).
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an admin opening a customer page goes to the dashboard, still signed in', async ({ page, demo }) => {
    await login(page, demo.admin);
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: /log Out/ })).toBeVisible();
    expect(await accessToken(page)).not.toBeNull();
  });

  test('a refused API token signs the user out once, clears it and goes home, with no request loop', async ({ page }) => {
    const customer = await createCustomer('expired');
    await login(page, customer);
    // The reloaded page confirms its restored session with one API call after it has loaded;
    // the token goes bad after that call, while the customer browses.
    const confirmed = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/admin/'));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await confirmed;
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401 || response.status() === 403) refused.push(response.url());
    });
    // The API token expires (here: is corrupted) while the customer is on the site.
    await page.evaluate(() => localStorage.setItem('accessToken', 'corrupt.token.value'));
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Orders' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await accessToken(page)).toBeNull();
    await page.waitForLoadState('networkidle');
    expect(refused.length).toBeGreaterThanOrEqual(1);
    // Refused once each at most: the page's read, and the header's cart and home's card prices when they
    // were already asked for before the sign-out took effect (a loop would ask again and again).
    expect(refused.length, refused.join(' ')).toBeLessThanOrEqual(3);
  });

  test('login and signup pages have no serious accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is Required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
