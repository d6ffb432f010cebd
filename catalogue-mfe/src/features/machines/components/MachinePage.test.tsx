import { screen, waitFor, within } from '@testing-library/react';
import { renderWithShop } from '../../../test/renderWithShop';
import { serveShop } from '../../../test/machines';
import MachinePage from './MachinePage';

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const signedOut = { status: 'signed-out' as const, user: null };

describe("A machine's page", () => {
  it('lists the parts that fit it, searched and paged like all parts, under the machine’s name', async () => {
    const api = serveShop();
    renderWithShop(<MachinePage />, {
      navigation: { pathname: '/machines/juki/ddl-8700-7', params: { brand: 'juki', model: 'ddl-8700-7' } },
      session: signedOut,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Parts for the JUKI DDL-8700-7' })).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Bobbin Case', 'Rotary Hook', 'Feed Dog']));
    expect(screen.getByRole('link', { name: 'Choose another JUKI model' })).toHaveAttribute('href', '/parts?brand=juki');
    expect(document.title).toContain('Parts for the JUKI DDL-8700-7');
    // The machine and its parts are read at once, both by the machine's address.
    expect(api.mock.calls.map(([url]) => new URL(String(url)).search)).toContain('?brand=juki&model=ddl-8700-7&limit=24');
  });

  it('says so when no machine is at the address', async () => {
    serveShop();
    renderWithShop(<MachinePage />, { navigation: { pathname: '/machines/juki/nope', params: { brand: 'juki', model: 'nope' } }, session: signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'Machine not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all parts' })).toHaveAttribute('href', '/parts');
  });
});
