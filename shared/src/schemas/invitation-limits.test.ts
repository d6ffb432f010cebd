import * as z from 'zod/mini';
import { companyMessages, invitationBody, issuesToFields, memberBody } from './index';

const fields = (value: unknown) => {
  const result = z.safeParse(invitationBody, value);
  return result.success ? 'ok' : issuesToFields(result.error.issues);
};

describe('an invitation’s spending limits', () => {
  it('takes a buyer’s limits per order and per month in whole cents, or none', () => {
    expect(fields({ email: 'buyer@example.com', role: 'buyer', orderLimit: 20000.5, monthlyLimit: 100000 })).toBe('ok');
    expect(fields({ email: 'buyer@example.com', role: 'buyer', orderLimit: 0.29, monthlyLimit: 0.3 })).toBe('ok');
    expect(fields({ email: 'buyer@example.com', role: 'buyer', orderLimit: 0, monthlyLimit: null })).toBe('ok');
    expect(fields({ email: 'buyer@example.com', role: 'buyer' })).toBe('ok');
    expect(fields({ email: 'approver@example.com', role: 'approver', orderLimit: null })).toBe('ok');
  });

  it('refuses a negative amount, a third decimal, a month below the order, and limits for another role, each under its field', () => {
    expect(fields({ email: 'buyer@example.com', role: 'buyer', orderLimit: 20000.555, monthlyLimit: -1 })).toEqual({
      orderLimit: companyMessages.limitCents,
      monthlyLimit: companyMessages.limitInvalid,
    });
    expect(fields({ email: 'buyer@example.com', role: 'buyer', orderLimit: '20000' })).toEqual({ orderLimit: companyMessages.limitInvalid });
    expect(fields({ email: 'buyer@example.com', role: 'buyer', orderLimit: 500, monthlyLimit: 100 })).toEqual({
      monthlyLimit: companyMessages.monthlyBelowOrder,
    });
    expect(fields({ email: 'approver@example.com', role: 'approver', orderLimit: 500, monthlyLimit: 1000 })).toEqual({
      orderLimit: companyMessages.limitsBuyersOnly,
      monthlyLimit: companyMessages.limitsBuyersOnly,
    });
  });

  it('holds a member’s limits to whole cents too', () => {
    expect(z.safeParse(memberBody, { orderLimit: 1.005 }).success).toBe(false);
    expect(z.safeParse(memberBody, { orderLimit: 1.05, monthlyLimit: null }).success).toBe(true);
  });
});
