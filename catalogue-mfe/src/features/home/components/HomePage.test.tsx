import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { makeParts, makeReview, pageAt } from '../../../test/parts';
import HomePage from './HomePage';

const partsSection = () => screen.getByRole('region', { name: 'Our Parts' });
const renderHome = async () => {
  renderWithShop(<HomePage />);
  await screen.findByRole('region', { name: 'Our Parts' });
};

describe('the home page', () => {
  it('has its sections in the spec’s order', async () => {
    mockApi({ 'GET /parts': (_init, url) => ({ body: pageAt(makeParts(8), url) }), 'GET /reviews': (_init, url) => ({ body: pageAt([makeReview()], url) }) });
    renderWithShop(<HomePage />);
    await screen.findAllByRole('link', { name: /^Purchase / });
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label') ?? region.getAttribute('aria-labelledby'));
    expect(regions).toEqual(['Highlights', 'parts-title', 'stats-title', 'reviews-title', 'process-title', 'contact-title']);
    expect(document.getElementById('process')).toHaveTextContent('Frame machining');
    expect(document.getElementById('process')).toHaveTextContent('Masking');
    expect(document.getElementById('process')).toHaveTextContent('Printing logo');
  });

  it('shows only the first six parts, each with its facts and a Purchase link, and a link to all of them', async () => {
    const parts = makeParts(8);
    const api = mockApi({ 'GET /parts': (_init, url) => ({ body: pageAt(parts, url) }), 'GET /reviews': (_init, url) => ({ body: pageAt([], url) }) });
    await renderHome();
    const purchase = await within(partsSection()).findAllByRole('link', { name: /^Purchase / });
    expect(purchase).toHaveLength(6);
    expect(purchase[0]).toHaveAttribute('href', `/parts/${parts[0]!._id}`);
    const first = within(partsSection()).getAllByRole('article')[0]!;
    expect(first).toHaveTextContent('Bobbin Case');
    expect(first).toHaveTextContent('Price per unitBDT 450.00');
    expect(first).toHaveTextContent('Minimum order5 units');
    expect(first).toHaveTextContent('Available100 units');
    expect(within(partsSection()).queryByText('Overlock Looper')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 8 parts' })).toHaveAttribute('href', '/parts');
    // Home reads only what it shows (the test's cache does not dedupe, so a path may come twice):
    // for a signed-in customer, their list's prices once the parts have come.
    const paths = new Set(api.mock.calls.map(([url]) => new URL(String(url)).pathname + new URL(String(url)).search));
    expect([...paths].sort()).toEqual(['/parts?limit=6', '/prices', '/reviews?limit=8']);
  });

  it('shows placeholders while loading, then the parts', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    mockApi({ 'GET /parts': () => new Promise((resolve) => (answer = resolve)), 'GET /reviews': (_init, url) => ({ body: pageAt([], url) }) });
    await renderHome();
    expect(within(partsSection()).getByRole('status')).toHaveTextContent('Loading parts');
    answer({ body: pageAt(makeParts(3), new URL('http://api.test/parts?limit=6')) });
    expect(await within(partsSection()).findAllByRole('article')).toHaveLength(3);
    expect(within(partsSection()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when there are no parts', async () => {
    mockApi({ 'GET /parts': (_init, url) => ({ body: pageAt([], url) }), 'GET /reviews': (_init, url) => ({ body: pageAt([], url) }) });
    await renderHome();
    expect(await within(partsSection()).findByText('No parts yet')).toBeInTheDocument();
  });

  it('explains an API that is down and retries on request', async () => {
    let up = false;
    mockApi({
      'GET /parts': (_init, url) =>
        up ? { body: pageAt(makeParts(2), url) } : { status: 502, body: { error: { code: 'BAD_GATEWAY', message: 'The API is not answering' } } },
      'GET /reviews': (_init, url) => ({ body: pageAt([], url) }),
    });
    await renderHome();
    const alert = await within(partsSection()).findByRole('alert');
    expect(alert).toHaveTextContent('The parts could not be loaded');
    up = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(partsSection()).getAllByRole('article')).toHaveLength(2));
  });
});
