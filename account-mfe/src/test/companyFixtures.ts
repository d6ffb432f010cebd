import type { Company, CompanyMember } from '@storefront/shared/schemas';
import { customerSession } from './renderPage';
import type { Session } from '@storefront/shared';

/** A company's members as the company admin's page lists them. */
const member = (n: number, over: Partial<CompanyMember> = {}): CompanyMember => ({
  _id: `dddddddd-dddd-4ddd-8ddd-00000000000${n}`,
  name: `Member ${n}`,
  email: `member${n}@dhakaknit.com`,
  role: 'buyer',
  orderLimit: null,
  monthlyLimit: null,
  spentThisMonth: 0,
  joinedAt: '2026-10-01T10:00:00.000Z',
  ...over,
});

export const company: Company = {
  _id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  name: 'Dhaka Knitwear Ltd.',
  taxNumber: '000123456-0101',
  billingAddress: 'Plot 7, BSCIC, Gazipur',
  paymentTerms: 'net30',
  creditLimit: 500000,
  poRequired: true,
  locations: [
    { _id: 'eeeeeeee-eeee-4eee-8eee-000000000001', name: 'Gazipur plant', address: 'Plot 7, BSCIC, Gazipur', phone: '01711000001' },
    { _id: 'eeeeeeee-eeee-4eee-8eee-000000000002', name: 'Ashulia plant', address: 'Zirabo, Ashulia', phone: '' },
  ],
  me: { role: 'company_admin', orderLimit: null, monthlyLimit: null, spentThisMonth: 0 },
  members: [
    member(1, { name: 'Rahima Admin', email: 'customer@stitchline.com', role: 'company_admin' }),
    member(2, { name: 'Farid Approver', role: 'approver' }),
    member(3, { name: 'Nasrin Buyer', orderLimit: 50000, monthlyLimit: 200000, spentThisMonth: 64000 }),
  ],
  invitations: [
    {
      _id: 'ffffffff-ffff-4fff-8fff-000000000001',
      email: 'new@dhakaknit.com',
      role: 'buyer',
      orderLimit: 20000,
      monthlyLimit: null,
      invitedAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
      status: 'waiting',
    },
    {
      _id: 'ffffffff-ffff-4fff-8fff-000000000002',
      email: 'old@dhakaknit.com',
      role: 'approver',
      orderLimit: null,
      monthlyLimit: null,
      invitedAt: '2026-10-01T10:00:00.000Z',
      expiresAt: '2026-10-08T10:00:00.000Z',
      status: 'expired',
    },
  ],
};

/** The signed-in customer as a member of a company with this role. */
export const memberSession = (companyRole: Session['companyRole']): Session => ({ ...customerSession, companyRole });

/** An API error answer, as the server sends it. */
export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});
