import type { Order } from '@storefront/shared';

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
