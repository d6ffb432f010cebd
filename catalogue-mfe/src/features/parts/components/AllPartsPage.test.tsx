import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { makeParts, partsAnswer } from '../../../test/parts';
import AllPartsPage from './AllPartsPage';

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
/** The list's own reads (the machine filter reads the brands beside them). */
const partsCalls = (api: jest.Mock) => api.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname === '/parts');
const serveParts = (count: number) => mockApi({ 'GET /parts': (_init, url) => ({ body: partsAnswer(makeParts(count), url) }) });

describe('All parts', () => {
  it('lists the first page of parts with the count', async () => {
    serveParts(8);
    renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts' } });
    expect(await screen.findAllByRole('link', { name: /^Purchase / })).toHaveLength(8);
    expect(screen.getByText('Showing 8 of 8 parts')).toBeInTheDocument();
  });

  it('searches on the server and keeps ?q= in the URL, replacing the entry as you type', async () => {
    const api = serveParts(8);
    const { navigate } = renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts' } });
    await screen.findAllByRole('article');
    const search = screen.getByRole('searchbox', { name: 'Search parts' });
    fireEvent.change(search, { target: { value: 'needle' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(cardNames()).toEqual(['Needle Plate', 'Needle Bar']));
    expect(screen.getByText('Showing 2 of 2 parts matching “needle”')).toBeInTheDocument();
    expect(navigate).toHaveBeenLastCalledWith('/parts?q=needle', { replace: true, state: { keepScroll: true } });
    expect(api.mock.calls.map(([url]) => new URL(String(url)).search)).toContain('?q=needle&limit=24');
  });

  it('starts from the query in the URL and sorts by price on the server', async () => {
    serveParts(8);
    const { navigate } = renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts', search: '?q=o&sort=-price' } });
    await screen.findAllByRole('article');
    expect(screen.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('o');
    expect(cardNames()[0]).toBe('Rotary Hook');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price' } });
    await waitFor(() => expect(cardNames()[0]).toBe('Presser Foot'));
    expect(within(screen.getAllByRole('article')[0]!).getByText(/BDT/)).toHaveTextContent('BDT 180.00');
    expect(navigate).toHaveBeenLastCalledWith('/parts?q=o&sort=price', { replace: false, state: { keepScroll: true } });
  });

  it('folds the sort and filters behind Filters (on a phone), which says how many are chosen', async () => {
    serveParts(8);
    renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts', search: '?q=o&sort=-price&inStock=true' } });
    await screen.findAllByRole('article');
    // Shown below 600 px only (jsdom reads no media query: hidden here, so found by its text).
    const filters = screen.getByText('Filters (2)', { selector: 'button' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    // The button names the fields it shows and hides; they stay in the page for wider screens.
    const fields = document.getElementById(filters.getAttribute('aria-controls')!)!;
    expect(within(fields).getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(within(fields).getByRole('combobox', { name: 'Stock' })).toBeInTheDocument();
    expect(within(fields).getByRole('combobox', { name: 'Fits machine' })).toBeInTheDocument();
    fireEvent.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
  });

  it('loads the next page on request, never the whole catalogue at once', async () => {
    const api = serveParts(60);
    renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts' } });
    expect(await screen.findAllByRole('article')).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 60 parts')).toBeInTheDocument();
    const more = screen.getByRole('link', { name: 'Load more parts' });
    // A real address for a crawler or a new tab: the list from the next page's cursor.
    expect(more).toHaveAttribute('href', '/parts?after=24');
    fireEvent.click(more);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(48));
    // Pages of 24 at the cursor (SWR reads the first page again as it grows the list).
    expect(new Set(partsCalls(api).map((url) => url.search))).toEqual(new Set(['?limit=24', '?limit=24&cursor=24']));
  });

  it('starts at the cursor in the URL (the next-page link of a page without script)', async () => {
    const api = serveParts(60);
    renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts', search: '?sort=price&after=24' } });
    expect(await screen.findAllByRole('article')).toHaveLength(24);
    expect(partsCalls(api)[0]!.searchParams.get('cursor')).toBe('24');
    expect(screen.getByRole('link', { name: 'Load more parts' })).toHaveAttribute('href', '/parts?sort=price&after=48');
  });

  it('says when nothing matches and clears the search', async () => {
    serveParts(8);
    renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts', search: '?q=sprocket' } });
    expect(await screen.findByText('No parts match “sprocket”')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findAllByRole('article')).toHaveLength(8);
  });

  it('offers the page of a machine the search names, above its parts', async () => {
    const ddl = { _id: 'm1', brand: 'JUKI', model: 'DDL-8700', subclass: null, name: 'JUKI DDL-8700', brandSlug: 'juki', modelSlug: 'ddl-8700', parts: 7 };
    mockApi({ 'GET /parts': (_init, url) => ({ body: { ...partsAnswer(makeParts(3), url), machines: [ddl] } }) });
    renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts', search: '?q=juki%20ddl-8700' } });
    const link = await screen.findByRole('link', { name: "JUKI DDL-8700: see the machine's page" });
    expect(link).toHaveAttribute('href', '/machines/juki/ddl-8700');
    // A search's default order is its best matches.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best match');
  });

  it('offers the searches of fewer words that find parts when nothing matches', async () => {
    mockApi({
      'GET /parts': (_init, url) =>
        url.searchParams.get('q') === 'feed dog singer'
          ? { body: { items: [], nextCursor: null, total: 0, totalExact: true, fewerWords: [{ q: 'feed dog', total: 12 }] } }
          : { body: partsAnswer(makeParts(8), url) },
    });
    const { navigate } = renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts', search: '?q=feed%20dog%20singer' } });
    expect(await screen.findByText('No parts match “feed dog singer”')).toBeInTheDocument();
    expect(screen.getByText('Fewer of its words find parts:')).toBeInTheDocument();
    const shorter = screen.getByRole('link', { name: 'Search for “feed dog” (12 parts)' });
    expect(shorter).toHaveAttribute('href', '/parts?q=feed+dog');
    fireEvent.click(shorter);
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/parts?q=feed+dog', expect.anything()));
  });

  it('says which part sold today a search for an old number found', async () => {
    const [plate] = makeParts(1);
    const message = `NP-8700-01 is replaced by ${plate!.sku} (via NP-8700-02).`;
    mockApi({
      'GET /parts': () => ({
        body: {
          items: [{ ...plate, replaces: 'NP-8700-01' }],
          nextCursor: null,
          total: 1,
          totalExact: true,
          replaced: [{ _id: 'old-id', sku: 'NP-8700-01', current: { _id: plate!._id, sku: plate!.sku, name: plate!.name }, message }],
        },
      }),
    });
    renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts', search: '?q=NP-8700-01' } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows an error with a retry when the API is down', async () => {
    let up = false;
    mockApi({
      'GET /parts': (_init, url) =>
        up ? { body: partsAnswer(makeParts(2), url) } : { status: 503, body: { error: { code: 'DOWN', message: 'Service unavailable' } } },
    });
    renderWithShop(<AllPartsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The parts could not be loaded');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
