import type { Order, OrderDetail } from '@storefront/shared';

/** An order of the company's, as the lists show it. */
export const companyOrder = (n: number, over: Partial<Order> = {}): Order => ({
  _id: `11111111-1111-4111-8111-00000000000${n}`,
  number: `SO-2026-00010${n}`,
  bookingId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  partName: 'Rotary hook',
  unitPrice: 1200,
  totalPrice: 60000 + n,
  lineCount: 2,
  poReference: 'PO-1',
  name: `Buyer ${n}`,
  email: `buyer${n}@dhakaknit.com`,
  address: 'Plot 7, BSCIC, Gazipur',
  phone: '01711000000',
  orderQuantity: 50,
  status: 'awaiting_approval',
  createdAt: '2026-11-20T10:00:00.000Z',
  customerRemoved: false,
  company: { _id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', name: 'Dhaka Knitwear Ltd.' },
  locationName: 'Gazipur plant',
  approvalDueAt: '2026-11-27T10:00:00.000Z',
  heldFor: 'order',
  ...over,
});

/** A lone customer's order, as My Orders lists it. */
export const customerOrder = (over: Partial<Order> = {}): Order => ({
  _id: '11111111-1111-4111-8111-111111111111',
  number: 'SO-2026-000042',
  bookingId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  partName: 'Rotary hook',
  unitPrice: 1200,
  totalPrice: 12000,
  name: 'Karim Customer',
  email: 'customer@stitchline.com',
  address: 'House 12, Road 5, Gazipur',
  phone: '01711000000',
  orderQuantity: 10,
  lineCount: 1,
  poReference: null,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  customerRemoved: false,
  ...over,
});

/** Line `n` of an order's page: part `SL-XX-000n`, five at 10 × n. */
export const orderLine = (n: number, over: Partial<OrderDetail['lines'][number]> = {}): OrderDetail['lines'][number] => ({
  partId: `aaaaaaaa-aaaa-4aaa-8aaa-00000000000${n}`,
  partNumber: `SL-XX-000${n}`,
  partName: `Part ${n}`,
  unitPrice: 10 * n,
  quantity: 5,
  lineTotal: 50 * n,
  ...over,
});

/** A lone customer's pending order of two lines, as its page reads it. */
export const customerOrderDetail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  _id: '11111111-1111-4111-8111-111111111111',
  number: 'SO-2026-000042',
  bookingId: orderLine(1).partId,
  partName: 'Part 1',
  unitPrice: 10,
  totalPrice: 150,
  lineCount: 2,
  poReference: null,
  name: 'Karim Customer',
  email: 'customer@stitchline.com',
  address: 'House 12, Road 5, Gazipur',
  phone: '01711000000',
  orderQuantity: 5,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  customerRemoved: false,
  invoice: null,
  timeline: [{ status: 'pending', at: '2026-11-20T10:00:00.000Z', by: { role: 'customer', name: 'Karim Customer' } }],
  lines: [orderLine(1), orderLine(2)],
  ...over,
});
