import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime, NavigationContext, type OrderDetail } from '@storefront/shared';
import { companyMessages } from '@storefront/shared/schemas';
import { fakeApi, renderPage } from '../../../test/renderPage';
import { apiError, memberSession } from '../../../test/companyFixtures';
import { companyOrder } from '../../../test/orderFixtures';
import OrderPage from './OrderPage';

// An order of the signed-in member's company, placed by a colleague.
const awaiting: OrderDetail = {
  ...companyOrder(1, { name: 'Nasrin Buyer', email: 'nasrin@dhakaknit.com', totalPrice: 60000 }),
  updatedAt: '2026-11-20T10:00:00.000Z',
  timeline: [{ status: 'awaiting_approval', at: '2026-11-20T10:00:00.000Z', by: { role: 'customer', name: 'Nasrin Buyer' } }],
  lines: [
    { partId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', partNumber: 'SL-RH-0002', partName: 'Rotary hook', unitPrice: 1200, quantity: 50, lineTotal: 60000 },
  ],
  lineCount: 1,
  invoice: null,
  canDecide: true,
};
const key = `GET /booking/${awaiting.number}`;
const decision = (status: 'pending' | 'cancelled', reason: string | null = null): OrderDetail => ({
  ...awaiting,
  status,
  canDecide: false,
  timeline: [...awaiting.timeline, { status, at: '2026-11-21T09:00:00.000Z', by: { role: 'approver', name: 'Farid Approver' }, reason }],
});
const show = (role: 'approver' | 'buyer' = 'approver') =>
  renderPage(<OrderPage />, memberSession(role), `/dashboard/orders/${awaiting.number}`, { number: awaiting.number });
const at = (iso: string) => formatDateTime(iso);
/** A paragraph by its whole text (a time inside it included). */
const paragraph = (matches: (text: string) => boolean) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && matches(element.textContent ?? '');

describe('an order of the company on its page', () => {
  it('shows a colleague’s order awaiting approval: its status, company, location, who placed it and when it must be decided', async () => {
    fakeApi({ [key]: { body: { ...awaiting, canDecide: false } } });
    show('buyer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SO-2026-000101' })).toBeInTheDocument();
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
    expect(screen.getByText('Dhaka Knitwear Ltd.')).toBeInTheDocument();
    expect(screen.getByText('Gazipur plant: Plot 7, BSCIC, Gazipur')).toBeInTheDocument();
    expect(screen.getByText('Decide by').nextSibling?.textContent).toBe(at('2026-11-27T10:00:00.000Z'));
    expect(screen.getByText('Placed by').nextSibling?.textContent).toBe('Nasrin Buyer');
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(timeline.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `Placed, awaiting approval${at('2026-11-20T10:00:00.000Z')} · By Nasrin Buyer`,
    ]);
    // Not an approver, not the buyer: no decision and no Cancel; Order again works on a colleague's order.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Order again' })).toBeEnabled();
  });

  it('lets an approver approve after confirming: the order is read again, a toast, and the timeline names who decided', async () => {
    let current: OrderDetail = awaiting;
    const { calls } = fakeApi({
      [key]: () => ({ body: current }),
      [`POST /booking/${awaiting.number}/approve`]: () => {
        current = decision('pending');
        return { body: current };
      },
    });
    const { toast } = show();
    const opener = await screen.findByRole('button', { name: 'Approve' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this order?' });
    expect(dialog).toHaveAccessibleDescription(/^Order SO-2026-000101 by Nasrin Buyer \(BDT\s60,000\.00\) goes on as pending/);
    expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve order' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order SO-2026-000101 was approved. Its buyer is told by e-mail.'));
    expect(await screen.findByText('pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    const items = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items.at(-1)?.textContent).toBe(`Approved${at('2026-11-21T09:00:00.000Z')} · By Farid Approver (approver)`);
    expect(calls.filter((c) => c.method === 'GET' && c.path === `/booking/${awaiting.number}`).length).toBeGreaterThan(1);
  });

  it('asks an approver why before rejecting; the reason is required and goes with the decision', async () => {
    let current: OrderDetail = awaiting;
    const { calls } = fakeApi({
      [key]: () => ({ body: current }),
      [`POST /booking/${awaiting.number}/reject`]: (init) => {
        current = decision('cancelled', (JSON.parse(String(init?.body)) as { reason: string }).reason);
        return { body: current };
      },
      'GET /parts': { body: { items: [], nextCursor: null, total: 0, totalExact: true } },
    });
    const { toast } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject this order?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Reject order' }));
    expect(await dialog.findByText(companyMessages.rejectReasonRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Order from the Ashulia stock instead.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order SO-2026-000101 was rejected. Its buyer is told by e-mail.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Order from the Ashulia stock instead.' });
    const items = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items.at(-1)?.textContent).toBe(
      `Rejected${at('2026-11-21T09:00:00.000Z')} · By Farid Approver (approver)Reason: Order from the Ashulia stock instead.`,
    );
  });

  it('shows the refusal when another approver decided first, and reads the order again', async () => {
    let reads = 0;
    fakeApi({
      [key]: () => {
        reads += 1;
        return { body: reads === 1 ? awaiting : decision('pending') };
      },
      [`POST /booking/${awaiting.number}/approve`]: apiError(409, 'NOT_AWAITING', companyMessages.notAwaiting),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Approve order' }));
    expect(await dialog.findByText(companyMessages.notAwaiting)).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(2));
  });

  it('names a release after a credit hold, and the cancellation of an order nobody decided on', async () => {
    fakeApi({
      [key]: {
        body: {
          ...awaiting,
          status: 'cancelled',
          canDecide: false,
          timeline: [
            { status: 'on_hold', at: '2026-11-10T10:00:00.000Z', by: { role: 'customer', name: 'Nasrin Buyer' } },
            { status: 'pending', at: '2026-11-11T10:00:00.000Z', by: { role: 'admin', name: 'Ada Admin' } },
            { status: 'cancelled', at: '2026-11-20T10:00:00.000Z', by: { role: 'system', name: null }, reason: null },
          ],
        },
      },
    });
    show();
    const items = within(await screen.findByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Placed, on hold (credit)',
      'Released',
      'Cancelled: not decided within 7 days',
    ]);
    expect(items[2]!.textContent).toContain('Automatically');
  });

  it('shows the invoice’s due date, terms and status', async () => {
    fakeApi({
      [key]: {
        body: {
          ...awaiting,
          status: 'confirmed',
          canDecide: false,
          invoice: { number: 'INV-2026-000009', issuedAt: '2026-11-21T10:00:00.000Z', dueDate: '2026-12-21', terms: 'net30', status: 'open' },
        },
      },
    });
    show();
    expect(await screen.findByText(/^INV-2026-000009, issued/)).toHaveTextContent(/, due Dec 21, 2026 \(NET 30\) · Open$/);
  });

  it('says what an approved order waits for, and keeps the way back to Approvals for the approver who opened it to decide', async () => {
    let current: OrderDetail = awaiting;
    fakeApi({
      [key]: () => ({ body: current }),
      [`POST /booking/${awaiting.number}/approve`]: () => ({ body: (current = decision('pending')) }),
    });
    show();
    // Opened by its address (the approval e-mail's link) with Approve on offer: back to Approvals.
    expect(await screen.findByRole('link', { name: '← Approvals' })).toHaveAttribute('href', '/dashboard/approvals');
    expect(screen.queryByText(/waiting for Stitchline Parts/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve order' }));
    const said = `Approved by Farid Approver on ${at('2026-11-21T09:00:00.000Z')}; waiting for Stitchline Parts to confirm it.`;
    expect(await screen.findByText(paragraph((text) => text === said))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Approvals' })).toBeInTheDocument();
  });

  it('leads back to My Orders for a reader who did not come to decide, and to Approvals for one who came from its list', async () => {
    fakeApi({ [key]: { body: decision('pending') } });
    const { unmount } = show('buyer');
    expect(await screen.findByRole('link', { name: '← My Orders' })).toHaveAttribute('href', '/dashboard/orders');
    // The buyer reads what their approved order waits for too.
    expect(
      screen.getByText(paragraph((text) => /^Approved by Farid Approver on .*; waiting for Stitchline Parts to confirm it\.$/.test(text))),
    ).toBeInTheDocument();
    unmount();
    const fromApprovals = {
      navigate: jest.fn(),
      pathname: `/dashboard/orders/${awaiting.number}`,
      search: '',
      state: { from: 'approvals' },
      params: { number: awaiting.number },
    };
    renderPage(
      <NavigationContext.Provider value={fromApprovals}>
        <OrderPage />
      </NavigationContext.Provider>,
      memberSession('approver'),
    );
    expect(await screen.findByRole('link', { name: '← Approvals' })).toBeInTheDocument();
  });
});
