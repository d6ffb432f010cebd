import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithShop } from '../../../test/renderWithShop';
import { mo, pegasus, serveShop } from '../../../test/machines';
import AllPartsPage from './AllPartsPage';

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const signedOut = { status: 'signed-out' as const, user: null };

describe('Fits machine on all parts', () => {
  it('narrows the list to a brand’s model, keeps it in the URL and links to the machine’s page', async () => {
    const api = serveShop();
    const { navigate } = renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts' }, session: signedOut });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('combobox', { name: 'Model' })).not.toBeInTheDocument();
    // Visitors have no machines of their own to filter by.
    expect(screen.queryByRole('button', { name: 'Fits my machines' })).not.toBeInTheDocument();
    const brand = screen.getByRole('combobox', { name: 'Fits machine' });
    await waitFor(() => expect(within(brand).getByRole('option', { name: 'JUKI' })).toBeInTheDocument());
    fireEvent.change(brand, { target: { value: 'juki' } });
    expect(navigate).toHaveBeenLastCalledWith('/parts?brand=juki', expect.anything());
    // A brand alone: the parts that fit any of its machines.
    await waitFor(() => expect(cardNames()).toEqual(['Bobbin Case', 'Rotary Hook', 'Feed Dog', 'Overlock Looper']));
    expect(screen.getByText('Showing 4 of 4 parts that fit JUKI machines')).toBeInTheDocument();

    const model = await screen.findByRole('combobox', { name: 'Model' });
    await waitFor(() => expect(within(model).getByRole('option', { name: 'DDL-8700-7' })).toBeInTheDocument());
    fireEvent.change(model, { target: { value: 'ddl-8700-7' } });
    expect(navigate).toHaveBeenLastCalledWith('/parts?brand=juki&model=ddl-8700-7', expect.anything());
    await waitFor(() => expect(cardNames()).toEqual(['Bobbin Case', 'Rotary Hook', 'Feed Dog']));
    expect(screen.getByText('Showing 3 of 3 parts that fit the JUKI DDL-8700-7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Every part for the JUKI DDL-8700-7' })).toHaveAttribute('href', '/machines/juki/ddl-8700-7');
    expect(api.mock.calls.map(([url]) => new URL(String(url)).search)).toContain('?brand=juki&model=ddl-8700-7&limit=24');
  });

  it('shows a customer the parts that fit their machines in one click, reading their machines only then', async () => {
    const api = serveShop([
      { machine: mo, quantity: 4 },
      { machine: pegasus, quantity: 12 },
    ]);
    const { navigate } = renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts' } });
    await screen.findAllByRole('article');
    const button = await screen.findByRole('button', { name: 'Fits my machines' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(api.mock.calls.some(([url]) => String(url).includes('/profile/machines'))).toBe(false);
    fireEvent.click(button);
    expect(navigate).toHaveBeenLastCalledWith('/parts?fits=mine', expect.anything());
    await waitFor(() => expect(cardNames()).toEqual(['Overlock Looper']));
    expect(screen.getByRole('button', { name: 'Fits my machines' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing 1 of 1 part that fits your machines')).toBeInTheDocument();
    expect(api.mock.calls.map(([url]) => new URL(String(url)).searchParams.get('machine'))).toContain(`${mo._id},${pegasus._id}`);
  });

  it('asks a customer without machines to record them, and a visitor to sign in', async () => {
    serveShop([]);
    const first = renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts', search: '?fits=mine' } });
    expect(await screen.findByText('You have not recorded any machines yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My machines' })).toHaveAttribute('href', '/dashboard/machines');
    first.unmount();

    serveShop();
    renderWithShop(<AllPartsPage />, { navigation: { pathname: '/parts', search: '?fits=mine' }, session: signedOut });
    expect(await screen.findByText('Sign in to see the parts for your machines')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
