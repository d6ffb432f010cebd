import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { PagedTable, theme, type PagedTableList } from '@storefront/shared/ui';

const list = (over: Partial<PagedTableList> = {}): PagedTableList => ({
  items: [],
  total: undefined,
  totalExact: true,
  hasMore: false,
  isLoading: false,
  isLoadingMore: false,
  error: undefined,
  loadMore: jest.fn(),
  reload: jest.fn(async () => undefined),
  ...over,
});

function show(state: PagedTableList, props: Partial<Parameters<typeof PagedTable>[0]> = {}) {
  const clear = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <PagedTable list={state} noun={['order', 'orders']} frameLabel="Orders" filtered={false} onClearFilters={clear} emptyTitle="No orders yet" {...props}>
        <table>
          <tbody>
            <tr>
              <td>SO-1</td>
            </tr>
          </tbody>
        </table>
      </PagedTable>
    </ThemeProvider>,
  );
  return { clear };
}

describe('PagedTable', () => {
  it('shows a spinner while the first page loads', () => {
    show(list({ isLoading: true }));
    expect(screen.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with Try again, which reads the list again', () => {
    const state = list({ error: { message: 'The server is away' } });
    show(state);
    expect(screen.getByRole('alert')).toHaveTextContent('The orders could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(state.reload).toHaveBeenCalled();
  });

  it('says an empty list is empty, and offers to clear the search that emptied it', () => {
    show(list(), { empty: <a href="/parts">Browse the parts</a> });
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the parts' })).toBeInTheDocument();
  });

  it('offers to clear the search and filters that emptied it', () => {
    const { clear } = show(list(), { filtered: true, what: 'removed orders' });
    expect(screen.getByText('No removed orders match')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(clear).toHaveBeenCalled();
  });

  it('shows the rows in a scrolling frame with the count and Load more', () => {
    const state = list({ items: [{}], total: 30, hasMore: true });
    show(state);
    expect(screen.getByRole('region', { name: 'Orders' })).toContainElement(screen.getByRole('table'));
    fireEvent.click(screen.getByRole('button', { name: /Load more/ }));
    expect(state.loadMore).toHaveBeenCalled();
  });

  it('shows nothing while it is not ready (the list waits for the user)', () => {
    show(list(), { ready: false });
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
  });
});
