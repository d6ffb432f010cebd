import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@storefront/shared';
import { pageOf } from '@storefront/shared/testing';
import { customerSession, fakeApi, renderPage } from '../../../test/renderPage';
import { memberSession } from '../../../test/companyFixtures';
import { quoteSummary } from '../../../test/quoteFixtures';
import MyQuotesPage from './MyQuotesPage';

const show = (session = customerSession, url = '/dashboard/quotes') => renderPage(<MyQuotesPage />, session, url);
const requestedOn = formatDate('2026-11-20T10:00:00.000Z');

describe('My Quotes', () => {
  it('lists the customer’s quotes: number linking to the quote, status, lines, total or "Awaiting answer", valid until, requested on; paged', async () => {
    const { calls } = fakeApi({
      'GET /quotes': {
        body: pageOf([quoteSummary(1), quoteSummary(2, { status: 'requested', revision: 0, total: null, validUntil: null, lineCount: 1 })], {
          nextCursor: 'c2',
          total: 3,
        }),
      },
      'GET /quotes?cursor=c2': { body: pageOf([quoteSummary(3, { status: 'expired' })], { total: 3 }) },
    });
    const { navigate } = show();
    const table = within(await screen.findByRole('region', { name: 'Your quotes (scrolls sideways)' }));
    const rows = table.getAllByRole('row');
    expect(rows[0]!.textContent).toBe('QuoteStatusLinesTotalValid untilRequested on');
    expect(rows[1]!.textContent).toMatch(new RegExp(`^Q-2026-000001Answered2BDT\\s61,000\\.00Dec 31, 2026${requestedOn}$`));
    expect(rows[2]!.textContent).toBe(`Q-2026-000002Requested1Awaiting answer–${requestedOn}`);
    expect(table.getByRole('link', { name: 'Q-2026-000001' })).toHaveAttribute('href', '/dashboard/quotes/Q-2026-000001');
    // Each figure carries its column's name, which a phone's card shows beside it.
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Status', 'Lines', 'Total', 'Valid until', 'Requested on']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more quotes' }));
    expect(await table.findByRole('link', { name: 'Q-2026-000003' })).toBeInTheDocument();
    expect(table.getByText('Expired')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/dashboard/quotes?pages=2', expect.anything());
    expect(new Set(calls.map((c) => c.path))).toEqual(new Set(['/quotes', '/quotes?cursor=c2']));
  });

  it('filters by status, kept in the URL', async () => {
    const { calls } = fakeApi({
      'GET /quotes': { body: pageOf([quoteSummary(1), quoteSummary(2, { status: 'declined', total: null })]) },
      'GET /quotes?status=declined': { body: pageOf([quoteSummary(2, { status: 'declined', total: null })]) },
    });
    const { navigate } = show();
    await screen.findByRole('link', { name: 'Q-2026-000001' });
    const status = screen.getByLabelText('Status');
    expect(Array.from((status as HTMLSelectElement).options, (o) => o.text)).toEqual(['All', 'Requested', 'Answered', 'Accepted', 'Declined', 'Expired']);
    fireEvent.change(status, { target: { value: 'declined' } });
    expect(navigate).toHaveBeenCalledWith('/dashboard/quotes?status=declined', expect.anything());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Q-2026-000001' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Q-2026-000002' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 1 quote');
    expect(calls.map((c) => c.path)).toContain('/quotes?status=declined');
  });

  it('shows a request withdrawn before any answer as "Withdrawn", and a declined answer as "Declined"', async () => {
    fakeApi({
      'GET /quotes': {
        body: pageOf([
          quoteSummary(1, { status: 'declined', declinedBy: 'customer', revision: 0, total: null, validUntil: null }),
          quoteSummary(2, { status: 'declined', declinedBy: 'customer' }),
        ]),
      },
    });
    show();
    const table = within(await screen.findByRole('region', { name: 'Your quotes (scrolls sideways)' }));
    const statuses = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(statuses).toEqual(['Withdrawn', 'Declined']);
  });

  it('names who asked for each of the company’s quotes, for a company’s member', async () => {
    fakeApi({
      'GET /quotes': {
        body: pageOf([
          quoteSummary(1, { company: { id: 'c', name: 'Dhaka Knitwear Ltd.' } }),
          quoteSummary(2, { name: 'Buyer 2', email: 'buyer2@dhakaknit.com', company: { id: 'c', name: 'Dhaka Knitwear Ltd.' } }),
        ]),
      },
    });
    show(memberSession('buyer'));
    const table = within(await screen.findByRole('region', { name: 'Your quotes (scrolls sideways)' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Requested by');
    expect(table.getAllByRole('row').map((r) => within(r).queryAllByRole('cell').at(-1)?.textContent)).toEqual([undefined, 'Karim Customer', 'Buyer 2']);
  });

  it('says how to ask for one when there are none: from the cart', async () => {
    fakeApi({ 'GET /quotes': { body: pageOf([]) } });
    show();
    expect(await screen.findByText('No quotes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote from your cart' })).toHaveAttribute('href', '/cart');
  });
});
