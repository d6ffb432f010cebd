import { daysLeftText, heldForText } from './approvals';

describe('an order awaiting approval, in the Approvals list', () => {
  it('says why it waits', () => {
    expect(heldForText('order')).toBe('Above the order limit');
    expect(heldForText('month')).toBe('Above the monthly limit');
  });

  it('says how many whole days are left to decide', () => {
    const now = Date.UTC(2026, 10, 20, 10, 0, 0);
    const inHours = (hours: number) => new Date(now + hours * 3600_000).toISOString();
    expect(daysLeftText(inHours(7 * 24 - 1), now)).toBe('6 days');
    expect(daysLeftText(inHours(24), now)).toBe('1 day');
    expect(daysLeftText(inHours(5), now)).toBe('Less than a day');
    expect(daysLeftText(inHours(-1), now)).toBe('Due now');
  });
});
