import { readdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { CompanyRole, Part, PaymentTerms } from '@storefront/shared/schemas';
import {
  buyingEndpoints,
  companyEndpoints,
  deployEndpoints,
  endpoints,
  machineEndpoints,
  partsBookEndpoints,
  priceEndpoints,
  quoteEndpoints,
  searchEndpoints,
  type Endpoint,
} from '@storefront/shared/endpoints';
import { loadConfig, type Config } from '../src/config';
import { probeEndpoints } from '../src/health/health.routes';
import { call, freshUser, signInAs, signInCast, startServer, type Actor, type Cast, type DbKind, type TestServer } from './harness';
import { Inbox } from './inbox';
import { freePort } from './ports';

/** A 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export function imageForm(bytes: Buffer | string, name = 'photo.png', type = 'image/png', field = 'image'): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  return form;
}

export const validPart = {
  name: 'Bobbin Winder',
  price: 420,
  description: 'Bobbin winder assembly.',
  min_order_Quantity: 2,
  available_Quantity: 40,
  img: '/images/seed/bobbin-case.svg',
};

/** A part of a suite's own, added by the admin whose token it is given (`validPart`'s fields, then `fields`), as the API answers it. */
export async function addPart(server: TestServer, adminToken: string, fields: Record<string, unknown>): Promise<Part> {
  const created = await call<{ insertedId: string }>(server, 'POST', '/parts', { token: adminToken, body: { ...validPart, ...fields } });
  if (created.status !== 201) throw new Error(`POST /parts answered ${created.status}: ${JSON.stringify(created.body)}`);
  return (await call<Part>(server, 'GET', `/parts/${created.body.insertedId}`)).body;
}

/** A part of the suite `suite`'s own: a needle plate ordered one at a time, its SKU from the suite's name and the time, then `fields`. */
export function suitePart(server: TestServer, adminToken: string, suite: string, fields: Record<string, unknown>): Promise<Part> {
  const sku = `SL-${suite.toUpperCase()}${server.kind === 'pglite' ? 'L' : 'P'}${Date.now().toString(36).toUpperCase()}`;
  return addPart(server, adminToken, { sku, description: `For the ${suite} tests`, min_order_Quantity: 1, img: '/images/seed/needle-plate.svg', ...fields });
}

/** A company's ship-to location as a suite writes it. */
export interface TestLocation {
  id: string;
  name: string;
  address: string;
  phone: string;
}

/**
 * A company of a suite's own, written as rows (the suite is about what its members do, not the
 * company's own calls): prepaid with no credit and no PO rule unless `options` say otherwise, and
 * one location (Gazipur plant) unless `location` is null.
 */
export async function addCompany(
  server: TestServer,
  options: {
    name?: string;
    terms?: PaymentTerms;
    creditLimit?: number;
    poRequired?: boolean;
    taxNumber?: string;
    billingAddress?: string;
    location?: Partial<TestLocation> | null;
  } = {},
): Promise<{ id: string; location: TestLocation }> {
  const { db } = server.app.ctx;
  const id = randomUUID();
  await db.query(
    `INSERT INTO companies (id, name, payment_terms, credit_limit, po_required, tax_number, billing_address)
     VALUES ($1, $2, $3, $4, $5, coalesce($6, ''), coalesce($7, ''))`,
    [
      id,
      options.name ?? `Test ${id.slice(0, 8)} Ltd.`,
      options.terms ?? 'prepaid',
      options.creditLimit ?? 0,
      options.poRequired ?? false,
      options.taxNumber ?? null,
      options.billingAddress ?? null,
    ],
  );
  const location = { id: randomUUID(), name: 'Gazipur plant', address: 'Plot 3, Gazipur', phone: '+8801711000001', ...options.location };
  if (options.location !== null) {
    await db.query('INSERT INTO company_locations (id, company_id, name, address, phone) VALUES ($1, $2, $3, $4, $5)', [
      location.id,
      id,
      location.name,
      location.address,
      location.phone,
    ]);
  }
  return { id, location };
}

/** A member of a test company: signed in, with their account's id and name. */
export interface TestMember extends Actor {
  id: string;
  name: string;
}

/**
 * A member of `companyId` with `role`: a fresh verified account (its e-mail starting with
 * `prefix`), signed in, its membership written as a row with the buyer's limits given (none by default).
 */
export async function addMember(
  server: TestServer,
  companyId: string,
  role: CompanyRole,
  limits: { order?: number | null; month?: number | null } = {},
  prefix: string = role.replace('_', '-'),
): Promise<TestMember> {
  const user = await freshUser(prefix, { verified: true });
  const actor = await signInAs(server, user);
  const { rows } = await server.app.ctx.db.query<{ id: string }>(
    `INSERT INTO company_members (user_id, company_id, role, order_limit, monthly_limit)
     SELECT id, $2, $3, $4, $5 FROM users WHERE email = $1 RETURNING user_id::text AS id`,
    [user.email, companyId, role, limits.order ?? null, limits.month ?? null],
  );
  return { ...actor, id: rows[0]!.id, name: user.displayName };
}

/**
 * A server that sends its e-mails to an SMTP inbox of the suite's own (started first; stopped
 * again if the server does not start), retrying fast, its links to https://shop.example.
 */
export async function startMailingServer(kind: DbKind, overrides: Partial<Config> = {}): Promise<{ server: TestServer; inbox: Inbox }> {
  const inbox = new Inbox(await freePort());
  await inbox.start();
  const defaults = loadConfig({ STOREFRONT_URL: 'https://shop.example' });
  try {
    const server = await startServer(kind, {
      mail: { ...defaults.mail, smtpUrl: `smtp://127.0.0.1:${inbox.port}`, pollMs: 100, retryBaseMs: 50 },
      ...overrides,
    });
    return { server, inbox };
  } catch (error) {
    await inbox.stop();
    throw error;
  }
}

/** A mailing suite's world: its server and inbox, the cast signed in, a new buyer and a part of its own. */
export interface MailingSuite {
  server: TestServer;
  inbox: Inbox;
  cast: Cast;
  buyer: Actor;
  buyerEmail: string;
  part: Part;
}

/**
 * A mailing suite on `kind`: before its tests, startMailingServer, the cast signed in, a new buyer
 * (`name` prefixes the account) and a part of its own (`part`'s fields over a needle plate ordered
 * one at a time), handed to `take`; after them, the server and the inbox stopped.
 */
export function mailingSuite(kind: DbKind, name: string, part: Record<string, unknown>, take: (suite: MailingSuite) => void): void {
  let started: { server: TestServer; inbox: Inbox } | undefined;
  beforeAll(async () => {
    started = await startMailingServer(kind);
    const { server } = started;
    const cast = await signInCast(server);
    const user = await freshUser(name);
    take({ ...started, cast, buyer: await signInAs(server, user), buyerEmail: user.email, part: await suitePart(server, cast.admin.token, name, part) });
  });
  afterAll(async () => {
    await started?.server.close();
    await started?.inbox.stop();
  });
}

export const validReview = { name: 'Rina', country: 'Bangladesh', comment: 'Great parts', img: '/images/seed/avatar-rahim.svg', rating: 4 };

export const validProfile = {
  name: 'Cara',
  email: 'ignored@example.com',
  education: 'BSc Textile Engineering',
  phone: '+880 1711 000000',
  location: 'Dhaka',
  linkedin: 'https://www.linkedin.com/in/cara',
  img: '/images/seed/avatar-linh.svg',
};

/** A fingerprint of everything the API stores: equal before and after means nothing changed. */
export async function fingerprint(server: TestServer): Promise<string> {
  const db = server.app.ctx.db;
  const parts: string[] = [];
  for (const table of ['users', 'parts', 'orders', 'reviews', 'profiles', 'machines', 'part_fits', 'part_oem_numbers', 'user_machines']) {
    const result = await db.query<{ n: number; h: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${table} t`,
    );
    parts.push(`${table}:${result.rows[0]?.n}:${result.rows[0]?.h}`);
  }
  let images: string[] = [];
  try {
    images = readdirSync(path.join(server.dataDir, 'images'));
  } catch {
    // no uploads yet
  }
  return `${parts.join(' ')} images:${images.sort().join(',')}`;
}

/** Every call of the API's table (`@storefront/shared/endpoints`) and the server's probes, by name. */
export const ALL_ENDPOINTS: [name: string, endpoint: Endpoint][] = Object.entries({
  ...endpoints,
  ...buyingEndpoints,
  ...companyEndpoints,
  ...machineEndpoints,
  ...priceEndpoints,
  ...searchEndpoints,
  ...quoteEndpoints,
  ...partsBookEndpoints,
  ...deployEndpoints,
  ...probeEndpoints,
} as Record<string, Endpoint>);

/** A value for each path parameter of the table's calls (`apiPath`): well formed, naming nothing that exists. */
export const SAMPLE_PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  email: 'nobody@example.com',
  file: 'none.png',
  remote: 'catalogue',
  token: 'not.signed',
  number: 'SO-2026-000000',
  brand: 'juki',
  model: 'ddl-8700',
  assembly: 'hook-and-bobbin-case',
};
