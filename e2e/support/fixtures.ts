import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { STACK } from '../stack-ports';

export { expect };

const demo = {
  admin: { email: 'admin@stitchline.com', password: 'admin-demo-123', name: 'Ayesha Admin' },
  customer: { email: 'customer@stitchline.com', password: 'customer-demo-123', name: 'Karim Customer' },
} as const;

export interface Account {
  email: string;
  password: string;
  name: string;
}

/** A fresh customer in the Auth emulator, so tests do not share state. */
export async function createCustomer(prefix = 'buyer'): Promise<Account> {
  const id = randomUUID().slice(0, 8);
  const account = { email: `${prefix}${id}@example.com`, password: 'secret-pass-1', name: `Test ${prefix} ${id}` };
  const response = await fetch(
    `http://${STACK.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password, displayName: account.name, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Could not create ${account.email}: ${await response.text()}`);
  return account;
}

/** Signs in through the real login page and waits until the API token is stored. */
export async function login(page: Page, account: Account, from = '/login'): Promise<void> {
  await page.goto(from);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: /log Out/ })).toBeVisible();
  await page.waitForFunction(() => Boolean(localStorage.getItem('accessToken')));
}

/** axe-core over the page as it is now: no serious or critical violations (the bar). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const test = base.extend<{ demo: typeof demo }>({
  demo: async ({}, use) => {
    await use(demo);
  },
});
