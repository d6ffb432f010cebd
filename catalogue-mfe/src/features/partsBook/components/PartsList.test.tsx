import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quoteMessages } from '@storefront/shared/schemas';
import { hookAssembly } from '../../../test/assemblies';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { PartsList } from './PartsList';

const signedOut = { status: 'signed-out' as const, user: null };
const PATH = '/machines/juki/ddl-8700/hook-and-bobbin-case';
const ASK = 'Ask for a quote, 15: Thread guide, 229-21202';

const list = (session?: { status: 'signed-out'; user: null }) =>
  renderWithShop(
    <PartsList
      id="parts"
      lines={hookAssembly.lines}
      mine={[]}
      chosen={null}
      choice={0}
      onPoint={() => undefined}
      about="JUKI DDL-8700: Hook and bobbin case"
      assemblyId={hookAssembly._id}
    />,
    { navigation: { pathname: PATH }, session },
  );
const row = (callout: string) => within(screen.getAllByRole('row').find((r) => r.getAttribute('data-callout') === callout)!);
const requested = { number: 'Q-2026-000042' };

describe('Ask for a quote on a row not sold here', () => {
  it('offers a visitor to sign in and come back to the row', () => {
    list(signedOut);
    const signIn = row('15').getByRole('link', { name: 'Sign in to ask for a quote, 15: Thread guide, 229-21202' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(signIn).toHaveTextContent('Sign in to ask for a quote');
    expect(row('15').queryByRole('button', { name: /^Ask for a quote/ })).toBeNull();
    // Rows sold here have Add to cart, not a quote.
    expect(row('7').queryByRole('link', { name: /ask for a quote/ })).toBeNull();
  });

  it('opens a dialog with the quantity per assembly, takes the focus and gives it back on Cancel', async () => {
    mockApi({});
    list();
    const ask = row('15').getByRole('button', { name: ASK });
    expect(ask).toHaveTextContent(/^Ask for a quote$/);
    fireEvent.click(ask);
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a quote' });
    expect(dialog).toHaveAccessibleDescription(/Thread guide, maker’s number 229-21202: not sold here\./);
    const quantity = within(dialog).getByLabelText('Quantity');
    await waitFor(() => expect(quantity).toHaveFocus());
    expect(quantity).toHaveValue('1');
    expect(quantity).toHaveAccessibleDescription('The assembly holds 1.');
    expect(within(dialog).getByLabelText('Target price per unit (optional)')).toHaveValue('');
    expect(within(dialog).getByLabelText('Note (optional)')).toHaveValue('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(ask).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks each field, shows the API’s messages under them, then sends the row’s maker’s number and links to the quote', async () => {
    let refuse = true;
    const sent: unknown[] = [];
    mockApi({
      'POST /quotes': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        if (refuse)
          return {
            status: 400,
            body: { error: { code: 'BAD_REQUEST', message: 'Too long', fields: { note: 'Too long', 'lines.0.targetPrice': quoteMessages.targetInvalid } } },
          };
        return { status: 201, body: { ...requested, lines: [] } };
      },
    });
    const { toast } = list();
    fireEvent.click(row('15').getByRole('button', { name: ASK }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a quote' });
    const quantity = within(dialog).getByLabelText('Quantity');
    const target = within(dialog).getByLabelText('Target price per unit (optional)');
    fireEvent.change(quantity, { target: { value: '2.5' } });
    fireEvent.change(target, { target: { value: '-3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request quote' }));
    expect(quantity).toHaveAccessibleDescription(/whole number/);
    expect(target).toHaveAccessibleDescription(new RegExp(quoteMessages.targetInvalid));
    expect(sent).toHaveLength(0);

    fireEvent.change(quantity, { target: { value: '20' } });
    expect(quantity).not.toHaveAccessibleDescription(/whole number/);
    fireEvent.change(target, { target: { value: '4.50' } });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: ' For line 4 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request quote' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Note (optional)')).toHaveAccessibleDescription(/Too long/));
    expect(target).toHaveAccessibleDescription(new RegExp(quoteMessages.targetInvalid));

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request quote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({
      note: 'For line 4',
      lines: [{ makerNumber: '229-21202', description: 'Thread guide', assemblyId: hookAssembly._id, quantity: 20, targetPrice: 4.5 }],
    });
    expect(toast.success).toHaveBeenCalledWith(quoteMessages.requested, {
      link: expect.objectContaining({ label: 'See quote Q-2026-000042', to: '/dashboard/quotes/Q-2026-000042' }),
    });
    expect(row('15').getByRole('link', { name: 'quote Q-2026-000042' })).toHaveAttribute('href', '/dashboard/quotes/Q-2026-000042');
  });
});
