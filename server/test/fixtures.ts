import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Part } from '@storefront/shared/schemas';
import { call, type TestServer } from './harness';

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
