import { fireEvent, screen, within } from '@testing-library/react';
import { pageOf } from '@storefront/shared/testing';
import { fakeApi, renderPage } from '../../../test/renderPage';
import { memberSession } from '../../../test/companyFixtures';
import { companyOrder } from '../../../test/orderFixtures';
import ApprovalsPage from './ApprovalsPage';

const show = (url = '/dashboard/approvals') => renderPage(<ApprovalsPage />, memberSession('approver'), url);

describe('Approvals (approvers and company admins)', () => {
  beforeAll(() =>
    jest.useFakeTimers({
      now: Date.UTC(2026, 10, 22, 10, 0, 0),
      doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
    }),
  );
  afterAll(() => jest.useRealTimers());

  it('lists what waits, oldest first as the API sends it: the order’s link, who placed it, total, why and days left; paged', async () => {
    const { calls } = fakeApi({
      'GET /company/approvals': {
        body: pageOf([companyOrder(1), companyOrder(2, { heldFor: 'month', approvalDueAt: '2026-11-22T20:00:00.000Z' })], { nextCursor: 'c2', total: 3 }),
      },
      'GET /company/approvals?cursor=c2': { body: pageOf([companyOrder(3)], { total: 3 }) },
    });
    const { navigate } = show();
    const table = within(await screen.findByRole('region', { name: 'Orders awaiting approval' }));
    const rows = table.getAllByRole('row');
    expect(rows[1]!.textContent).toMatch(/^SO-2026-000101Buyer 1Rotary hook and 1 moreBDT\s60,001\.00Above the order limit.+5 days$/);
    expect(rows[2]!.textContent).toMatch(/Above the monthly limit.+Less than a day$/);
    expect(table.getByRole('link', { name: 'SO-2026-000101' })).toHaveAttribute('href', '/dashboard/orders/SO-2026-000101');
    fireEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(await table.findByRole('link', { name: 'SO-2026-000103' })).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/dashboard/approvals?pages=2', expect.anything());
    expect(new Set(calls.map((c) => c.path))).toEqual(new Set(['/company/approvals', '/company/approvals?cursor=c2']));
  });

  it('says so when nothing waits', async () => {
    fakeApi({ 'GET /company/approvals': { body: pageOf([]) } });
    show();
    expect(await screen.findByText('Nothing awaits approval')).toBeInTheDocument();
    expect(screen.getByText('No order is waiting for a decision.')).toBeInTheDocument();
  });
});
