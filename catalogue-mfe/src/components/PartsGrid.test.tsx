import { Profiler } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { makeParts } from '../test/parts';
import { mockApi, renderWithShop } from '../test/renderWithShop';
import { PartsGrid } from './PartsGrid';

const parts = makeParts(6);
const [first, second] = parts as [(typeof parts)[number], (typeof parts)[number]];
const pricesAsked = (api: jest.Mock) => api.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname === '/prices');
const card = (name: string) => screen.getByRole('article', { name });

describe('the cards’ prices', () => {
  const list = { id: 'l1', name: 'Distributors 2026' };

  it('reads a customer’s whole list once for the cards and shows theirs beside the list price', async () => {
    const api = mockApi({
      'GET /prices': () => ({ body: { priceList: list, prices: { [first._id]: [{ minQuantity: 1, price: first.price - 100 }] }, whole: true } }),
    });
    renderWithShop(<PartsGrid parts={parts} pageSize={4} />);
    await waitFor(() => expect(within(card(first.name)).getByText(/Your price/)).toBeInTheDocument());
    expect(within(card(first.name)).getByText(/Your price/)).toHaveTextContent(
      `Your price BDT ${(first.price - 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(within(card(first.name)).getByText(/^List /)).toHaveTextContent(`List BDT ${first.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    // A part their list does not name keeps its own price.
    expect(within(card(second.name)).queryByText(/Your price/)).not.toBeInTheDocument();
    // Two pages of cards, one read: the whole list, no ids.
    expect(pricesAsked(api).map((url) => url.search)).toEqual(['']);
  });

  it('settles once a list’s prices are shown: the grid renders again only when something changes', async () => {
    mockApi({
      'GET /prices': () => ({ body: { priceList: list, prices: { [first._id]: [{ minQuantity: 1, price: first.price - 100 }] }, whole: true } }),
    });
    let commits = 0;
    renderWithShop(
      <Profiler id="grid" onRender={() => (commits += 1)}>
        <PartsGrid parts={parts} pageSize={4} />
      </Profiler>,
    );
    await waitFor(() => expect(within(card(first.name)).getByText(/Your price/)).toBeInTheDocument());
    const shown = commits;
    // React runs effects and their updates in tasks of its own: a few turns of the event loop give
    // an update loop room to show itself (it once rendered the grid without end for a company's
    // members, and every navigation waited behind it).
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(commits).toBe(shown);
  });

  it('reads one page of cards at a time by their ids when the list is too long to be sent whole', async () => {
    const api = mockApi({
      'GET /prices': (_init, url) => ({
        body: url.searchParams.has('ids')
          ? { priceList: list, prices: { [first._id]: [{ minQuantity: 1, price: first.price - 100 }] }, whole: false }
          : { priceList: list, prices: {}, whole: false },
      }),
    });
    renderWithShop(<PartsGrid parts={parts} pageSize={4} />);
    await waitFor(() => expect(within(card(first.name)).getByText(/Your price/)).toBeInTheDocument());
    await waitFor(() => expect(pricesAsked(api)).toHaveLength(3));
    expect(pricesAsked(api).map((url) => url.searchParams.get('ids')?.split(',').length ?? 0)).toEqual([0, 4, 2]);
  });

  it('reads nothing more for a visitor, whose cards show list prices', async () => {
    const api = mockApi({});
    renderWithShop(<PartsGrid parts={parts} />, { session: { status: 'signed-out', user: null } });
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByText(/Your price/)).not.toBeInTheDocument();
    expect(pricesAsked(api)).toHaveLength(0);
  });
});
