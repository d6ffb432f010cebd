import type { Part, Review } from '@storefront/shared';

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
    name: names[i % names.length] ?? `Part ${i + 1}`,
    price: prices[i % prices.length] ?? 100,
    description: `Description of part ${i + 1}, hardened steel.`,
    available_Quantity: 100 + i,
    min_order_Quantity: 5,
    img: `/images/seed/part-${i + 1}.svg`,
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
