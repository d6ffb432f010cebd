import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { makeParts } from '../../../test/parts';
import AllPartsPage from './AllPartsPage';

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('All parts', () => {
  it('lists every part with a count', async () => {
    mockApi({ 'GET /parts': () => ({ body: makeParts(8) }) });
    renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts' } });
    expect(await screen.findAllByRole('link', { name: /^Purchase / })).toHaveLength(8);
    expect(screen.getByText('8 parts')).toBeInTheDocument();
  });

  it('searches by name and keeps ?q= in the URL with replace', async () => {
    mockApi({ 'GET /parts': () => ({ body: makeParts(8) }) });
    const { navigate } = renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts' } });
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'needle' } });
    expect(cardNames()).toEqual(['Needle Plate', 'Needle Bar']);
    expect(screen.getByText('2 of 8 parts match “needle”')).toBeInTheDocument();
    expect(navigate).toHaveBeenLastCalledWith('/parts?q=needle', { replace: true });
  });

  it('starts from the query in the URL and sorts by price', async () => {
    mockApi({ 'GET /parts': () => ({ body: makeParts(8) }) });
    const { navigate } = renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts', search: '?q=o&sort=price-desc' } });
    await screen.findAllByRole('article');
    expect(screen.getByLabelText('Search by name')).toHaveValue('o');
    // Names with an "o", dearest first.
    expect(cardNames()).toEqual(['Rotary Hook', 'Overlock Looper', 'Thread Tension Assembly', 'Feed Dog', 'Bobbin Case', 'Presser Foot']);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-asc' } });
    expect(cardNames()).toEqual(['Presser Foot', 'Bobbin Case', 'Feed Dog', 'Thread Tension Assembly', 'Overlock Looper', 'Rotary Hook']);
    expect(within(screen.getAllByRole('article')[0]!).getByText(/BDT/)).toHaveTextContent('BDT 180.00');
    expect(navigate).toHaveBeenLastCalledWith('/parts?q=o&sort=price-asc', { replace: true });
  });

  it('says when nothing matches and clears the search', async () => {
    mockApi({ 'GET /parts': () => ({ body: makeParts(8) }) });
    renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts', search: '?q=sprocket' } });
    expect(await screen.findByText('No parts match “sprocket”')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('shows an error with a retry when the API is down', async () => {
    let up = false;
    mockApi({ 'GET /parts': () => (up ? { body: makeParts(2) } : { status: 503, body: { error: { code: 'DOWN', message: 'Service unavailable' } } }) });
    renderWithShop(<AllPartsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The parts could not be loaded');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
