import type { Page, Part, Review } from '@storefront/shared';
import { pageOf } from '@storefront/shared/testing';

/** Sample parts shaped like the API's seed data. */
export function makeParts(count = 8): Part[] {
  const names = [
    'Bobbin Case',
    'Rotary Hook',
    'Presser Foot',
    'Needle Plate',
    'Feed Dog',
    'Needle Bar',
    'Thread Tension Assembly',
    'Overlock Looper',
    'Looper Guard',
    'Knife Holder',
  ];
  const prices = [450, 1850, 180, 650, 520, 780, 950, 1250, 300, 700];
  return Array.from({ length: count }, (_, i) => ({
    _id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    sku: `SL-P${i % 10}-${String(i + 1).padStart(4, '0')}`,
    name: names[i % names.length] ?? `Part ${i + 1}`,
    price: prices[i % prices.length] ?? 100,
    description: `Description of part ${i + 1}, hardened steel.`,
    available_Quantity: 100 + i,
    min_order_Quantity: 5,
    img: `/images/seed/part-${i + 1}.svg`,
    pack_Size: 1,
    max_order_Quantity: null,
    breaks: [],
  }));
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: 'r1',
    name: 'Nguyen Thi Linh',
    country: 'Vietnam',
    comment: 'Good bobbin cases with even tension.',
    img: '/images/seed/avatar-linh.svg',
    rating: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * The API's list answer for `url`, over `all` in its order: `limit` (default 25) items after the
 * `cursor` (here simply the offset), with the next cursor and the total.
 */
export function pageAt<T>(all: T[], url: URL): Page<T> {
  const limit = Number(url.searchParams.get('limit') ?? 25);
  const start = Number(url.searchParams.get('cursor') ?? 0);
  return pageOf(all.slice(start, start + limit), { nextCursor: start + limit < all.length ? String(start + limit) : null, total: all.length });
}

/** The catalogue as GET /parts answers it: searched in name and description, in stock only, sorted, paged. */
export function partsAnswer(parts: Part[], url: URL): Page<Part> {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  let found = parts.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes(q));
  if (url.searchParams.get('inStock') === 'true') found = found.filter((p) => p.available_Quantity >= p.min_order_Quantity);
  const sort = url.searchParams.get('sort') ?? 'catalogue';
  const by: Record<string, (a: Part, b: Part) => number> = {
    price: (a, b) => a.price - b.price,
    '-price': (a, b) => b.price - a.price,
    name: (a, b) => a.name.localeCompare(b.name),
    newest: () => 0,
  };
  if (by[sort]) found = [...found].sort(by[sort]);
  if (sort === 'newest') found.reverse();
  return pageAt(found, url);
}
