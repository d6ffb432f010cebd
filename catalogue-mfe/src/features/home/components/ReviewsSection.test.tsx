import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { makeReview, pageAt } from '../../../test/parts';
import { REVIEWS_SHOWN, ReviewsSection } from './ReviewsSection';

describe('client reviews', () => {
  it('shows each review’s photo, name, country, comment and its own star rating', async () => {
    mockApi({
      'GET /reviews': (_init, url) => ({
        body: pageAt(
          [makeReview(), makeReview({ _id: 'r2', name: 'Kasun Perera', country: 'Sri Lanka', rating: 2, img: 'https://cdn.example.com/k.png' })],
          url,
        ),
      }),
    });
    renderWithShop(<ReviewsSection />);
    const card = await screen.findByRole('article', { name: 'Review by Nguyen Thi Linh' });
    expect(within(card).getByRole('heading', { name: 'Nguyen Thi Linh' })).toBeInTheDocument();
    expect(within(card).getByText('Vietnam')).toBeInTheDocument();
    expect(within(card).getByText('Good bobbin cases with even tension.')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', 'http://127.0.0.1:4000/images/seed/avatar-linh.svg');
    const other = screen.getByRole('article', { name: 'Review by Kasun Perera' });
    expect(within(other).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(other.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/k.png');
  });

  it('shows the first page of reviews and a page more on each request, read at the cursor', async () => {
    const many = Array.from({ length: 2 * REVIEWS_SHOWN + 3 }, (_, i) => makeReview({ _id: `r${i}`, name: `Reviewer ${i}` }));
    const api = mockApi({ 'GET /reviews': (_init, url) => ({ body: pageAt(many, url) }) });
    renderWithShop(<ReviewsSection />);
    expect(await screen.findAllByRole('article')).toHaveLength(REVIEWS_SHOWN);
    fireEvent.click(screen.getByRole('button', { name: `Show more reviews (8 of ${many.length})` }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2 * REVIEWS_SHOWN));
    fireEvent.click(await screen.findByRole('button', { name: `Show more reviews (16 of ${many.length})` }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(many.length));
    expect(screen.queryByRole('button', { name: /Show more reviews/ })).not.toBeInTheDocument();
    expect(api.mock.calls.map(([url]) => new URL(String(url)).search)).toEqual(['?limit=8', '?limit=8&cursor=8', '?limit=8&cursor=16']);
  });

  it('has an empty state', async () => {
    mockApi({ 'GET /reviews': (_init, url) => ({ body: pageAt([], url) }) });
    renderWithShop(<ReviewsSection />);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('says when the reviews cannot be loaded, with a retry', async () => {
    mockApi({});
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderWithShop(<ReviewsSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reviews could not be loaded');
    expect(alert).toHaveTextContent('Cannot reach the server');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
