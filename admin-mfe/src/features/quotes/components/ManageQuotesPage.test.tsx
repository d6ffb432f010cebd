import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOf } from '@storefront/shared/testing';
import { fakeApi, renderPage } from '../../../test/renderPage';
import { quoteSummary } from '../test/quoteFixtures';
import ManageQuotesPage from './ManageQuotesPage';

const asked = quoteSummary({ number: 'Q-2026-000001' });
const answered = quoteSummary({
  number: 'Q-2026-000002',
  status: 'answered',
  revision: 1,
  total: 61000,
  validUntil: '2026-12-13',
  company: null,
  name: 'Rina',
});

describe('Manage Quotes', () => {
  it('lists every quote with its buyer, lines, quoted total, date and status, each linking to its page', async () => {
    fakeApi({ 'GET /quotes/manage': { body: pageOf([asked, answered]) } });
    renderPage(<ManageQuotesPage />, undefined, '/dashboard/manageQuotes');
    expect(await screen.findByRole('heading', { name: 'Manage Quotes: 2' })).toBeInTheDocument();
    const first = within(screen.getByRole('link', { name: 'Q-2026-000001' }).closest('tr')!);
    expect(first.getByRole('link')).toHaveAttribute('href', '/dashboard/manageQuotes/Q-2026-000001');
    expect(first.getByText('Dhaka Knitwear Ltd.')).toBeInTheDocument();
    expect(first.getByText('Not answered')).toBeInTheDocument();
    expect(first.getByText('Requested')).toBeInTheDocument();
    const second = within(screen.getByRole('link', { name: 'Q-2026-000002' }).closest('tr')!);
    expect(second.getByText('BDT 61,000.00')).toBeInTheDocument();
    expect(second.getByText('Answered')).toBeInTheDocument();
    expect(second.getByText('Dec 13, 2026')).toBeInTheDocument();
  });

  it('filters by status and searches by number or company through the API', async () => {
    const api = fakeApi({
      'GET /quotes/manage': { body: pageOf([asked, answered]) },
      'GET /quotes/manage?status=answered': { body: pageOf([answered]) },
      'GET /quotes/manage?status=answered&q=Q-2026-000002': { body: pageOf([answered]) },
    });
    renderPage(<ManageQuotesPage />, undefined, '/dashboard/manageQuotes');
    await screen.findByRole('heading', { name: 'Manage Quotes: 2' });
    const status = screen.getByLabelText('Status');
    expect(Array.from((status as HTMLSelectElement).options, (o) => o.text)).toEqual(['All', 'Requested', 'Answered', 'Accepted', 'Declined', 'Expired']);
    fireEvent.change(status, { target: { value: 'answered' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Q-2026-000001' })).toBeNull());
    expect(api.calls.map((c) => c.path)).toContain('/quotes/manage?status=answered');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search quotes' }), { target: { value: 'Q-2026-000002' } });
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/quotes/manage?status=answered&q=Q-2026-000002'));
    expect(screen.getByRole('link', { name: 'Q-2026-000002' })).toBeInTheDocument();
  });
});
