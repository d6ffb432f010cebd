import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { STACK } from '../stack-ports';

export { expect };

export const demo = {
  admin: { email: 'admin@stitchline.com', password: 'admin-demo-123', name: 'Ayesha Admin' },
  customer: { email: 'customer@stitchline.com', password: 'customer-demo-123', name: 'Karim Customer' },
} as const;

export interface Account {
  email: string;
  password: string;
  name: string;
}

/** The emulator's admin calls, shared with `npm start` (an ES module, loaded as global setup loads the stack). */
const emulatorAdmin = () => import('../../scripts/lib/auth-emulator.mjs');

/** The verification links the emulator has "sent" to an address, newest last. */
export async function verificationLinks(email: string): Promise<string[]> {
  const { emulatorOobCodes } = await emulatorAdmin();
  const codes = (await emulatorOobCodes({ host: STACK.emulatorHost })) as { email: string; requestType: string; oobLink: string }[];
  return codes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').map((code) => code.oobLink);
}

/** A fresh customer in the Auth emulator, so tests do not share state; `verified` as if they had opened the link, `name` their display name. */
export async function createCustomer(prefix = 'buyer', { verified = false, name }: { verified?: boolean; name?: string } = {}): Promise<Account> {
  const id = randomUUID().slice(0, 8);
  const account = { email: `${prefix}${id}@example.com`, password: 'secret-pass-1', name: name ?? `Test ${prefix} ${id}` };
  const response = await fetch(`http://${STACK.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, displayName: account.name, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Could not create ${account.email}: ${await response.text()}`);
  if (verified) {
    const { localId } = (await response.json()) as { localId: string };
    const { setEmulatorEmailVerified } = await emulatorAdmin();
    await setEmulatorEmailVerified({ host: STACK.emulatorHost, localId, emailVerified: true });
  }
  return account;
}

/** Signs an account in at the Auth emulator and exchanges the ID token for an API token, as the shell does. */
export async function apiToken(account: Account): Promise<string> {
  const signIn = await fetch(`http://${STACK.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const exchange = await fetch(`${STACK.apiUrl}/user/${encodeURIComponent(account.email)}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email }),
  });
  expect(exchange.status).toBe(200);
  return ((await exchange.json()) as { token: string }).token;
}

/** A call to the API with a token, as a test's own setup (not through the page). */
export async function api(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  return fetch(`${STACK.apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}

/** Every item of a paged API list (`{ items, nextCursor }`), following the cursors, 100 a page. */
/** A part a suite made for itself through the API. */
export interface TestPart {
  _id: string;
  sku: string;
  name: string;
}

/**
 * The parts a suite makes for itself (a fresh part number each run, so that no other test's
 * orders touch their stock): `add` posts one as the admin whose token it is given, `removeAll`
 * (the suite's afterAll) deletes them, so the catalogue other tests page through stays as it was.
 */
export function testParts() {
  const made: string[] = [];
  return {
    async add(token: string, body: { sku: string; name: string; price: number; description: string; min?: number; stock?: number }): Promise<TestPart> {
      const { min = 1, stock = 100, ...fields } = body;
      const created = await api('/parts', token, {
        method: 'POST',
        body: { ...fields, min_order_Quantity: min, available_Quantity: stock, img: '/images/seed/feed-dog.svg' },
      });
      expect(created.status).toBe(201);
      const part = { _id: ((await created.json()) as { insertedId: string }).insertedId, sku: body.sku, name: body.name };
      made.push(part._id);
      return part;
    },
    async removeAll(): Promise<void> {
      const token = await apiToken(demo.admin);
      for (const id of made.splice(0)) await api(`/parts/${id}`, token, { method: 'DELETE' });
    },
  };
}

export async function listAll<T>(path: string, token?: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const url = `${STACK.apiUrl}${path}${path.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { items: T[]; nextCursor: string | null };
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A real (tiny) PNG, so the API's byte sniffing accepts it. */
export function pngImage(size = 16, rgb: [number, number, number] = [11, 60, 93]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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

/**
 * Rules axe-core does not run by default that every page is held to: `label-content-name-mismatch`
 * (WCAG 2.5.3 Label in Name, marked experimental in axe 4.13): a control's accessible name contains
 * the words it shows, so "Add to cart" is not named "Add Bobbin Case to cart".
 */
const EXTRA_AXE_RULES = ['label-content-name-mismatch'] as const;

/**
 * axe-core over the page as it is now: no serious or critical violations (the issue's bar), with
 * axe's default rules and EXTRA_AXE_RULES. It checks once the app has taken over the first view and
 * no transition or finite animation is running (a spinner's never ends): a toast fading in is half transparent, and its colours would
 * be judged mid-way.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // The page's own, not the first view the app is taking over (a moment when both are in the document),
  // and once a change of layout (a new width, a redirect) has rendered: a node React replaces while axe
  // reads it is reported against :root.
  await expect(page.locator('#first-view')).toHaveCount(0);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXTRA_AXE_RULES.map((rule) => [rule, { enabled: true }])) })
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The page as it is now, at a phone's width and a desktop's: no serious axe violation, nothing scrolls sideways; left at 1280 px. */
export async function axeAtBothWidths(page: Page): Promise<void> {
  await expect(page.locator('[role="status"]').filter({ hasText: /^Loading/ })).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousA11yViolations(page);
    const path = new URL(page.url()).pathname;
    expect([path, width, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([path, width, width]);
  }
}

/** A page of a browser that runs no script, closed after `use`: the HTML as the server sent it. */
export async function withoutScript<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

export const test = base.extend<{ demo: typeof demo }>({
  demo: async ({}, use) => {
    await use(demo);
  },
});
