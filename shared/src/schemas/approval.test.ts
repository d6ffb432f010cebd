import { approvalNotice, approvalReason, type SpendingLimits } from './approval';

const buyer: SpendingLimits = { role: 'buyer', orderLimit: 20000, monthlyLimit: 100000 };

describe('whether an order waits for approval', () => {
  it('waits above the limit per order, not at it', () => {
    expect(approvalReason(buyer, 20000, 0)).toBeNull();
    expect(approvalReason(buyer, 20000.01, 0)).toBe('order');
    expect(approvalReason(buyer, 21000, 0)).toBe('order');
  });

  it('waits when the month would go above the monthly limit, not when it reaches it', () => {
    expect(approvalReason(buyer, 15000, 85000)).toBeNull();
    expect(approvalReason(buyer, 15000, 85000.01)).toBe('month');
    // Cents, not floats: 0.1 + 0.2 is not above 0.3.
    expect(approvalReason({ role: 'buyer', orderLimit: null, monthlyLimit: 0.3 }, 0.2, 0.1)).toBeNull();
  });

  it('holds only buyers, and no limit is no limit', () => {
    expect(approvalReason({ ...buyer, role: 'approver' }, 1_000_000, 1_000_000)).toBeNull();
    expect(approvalReason({ ...buyer, role: 'company_admin' }, 1_000_000, 0)).toBeNull();
    expect(approvalReason({ role: 'buyer', orderLimit: null, monthlyLimit: null }, 1_000_000, 1_000_000)).toBeNull();
  });

  it('says why, before the order is placed', () => {
    const price = (amount: number) => `BDT ${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(approvalNotice('order', buyer, 21000, 0, price)).toBe(
      "This order is above your limit of BDT 20,000.00 an order: it will wait for approval by your company's approver before Stitchline confirms it.",
    );
    expect(approvalNotice('month', buyer, 15000, 90000, price)).toBe(
      'You have spent BDT 90,000.00 this month; with this order that is BDT 105,000.00, above your limit of BDT 100,000.00 a month: ' +
        "it will wait for approval by your company's approver before Stitchline confirms it.",
    );
  });
});
