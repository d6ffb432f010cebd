import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quoteMessages, type Quote } from '@storefront/shared/schemas';
import { customerSession, fakeApi, findForm, renderPage } from '../../../test/renderPage';
import { apiError } from '../../../test/companyFixtures';
import { answeredQuote, quote, QUOTE_NUMBER } from '../../../test/quoteFixtures';
import QuotePage from './QuotePage';

const key = `GET /quotes/${QUOTE_NUMBER}`;
const show = () => renderPage(<QuotePage />, customerSession, `/dashboard/quotes/${QUOTE_NUMBER}`, { number: QUOTE_NUMBER });
const lines = () => within(screen.getByRole('region', { name: `Lines of quote ${QUOTE_NUMBER}` })).getAllByRole('row');
/** The element whose whole text (dates and links inside included) matches. */
const whole = (pattern: RegExp, tag: string) => (_: string, element: Element | null) => element?.tagName === tag && pattern.test(element.textContent ?? '');
const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
/** Opens a dialog from its button, focused first as a keyboard user's would be, for the focus to come back to. */
const openFrom = async (name: string) => {
  const opener = await screen.findByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
};

describe('a quote’s page', () => {
  it('requested: who asked and when, the note, the lines as asked with their own price and target, awaiting an answer; Withdraw request, no Decline nor Accept', async () => {
    fakeApi({ [key]: { body: quote() } });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: `Quote ${QUOTE_NUMBER}` })).toBeInTheDocument();
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(fact('Requested by')).toBe('You (customer@stitchline.com)');
    expect(fact('Requested on')).toBe('Nov 20, 2026');
    expect(fact('Total')).toBe('Awaiting answer');
    expect(screen.getByText('Awaiting answer: we answer with a price for each line by e-mail.')).toBeInTheDocument();
    expect(screen.getByText('For the Gazipur plant, delivery in January.')).toBeInTheDocument();
    expect(lines().map((row) => row.textContent)).toEqual([
      'PartQuantityYour priceTargetQuoted priceLine total',
      expect.stringMatching(/^Rotary hookPart number SL-RH-0002500BDT\s653\.25BDT\s560\.00Awaiting answer–$/),
      expect.stringMatching(/^Needle platePart number SL-NP-0001100BDT\s120\.00NoneAwaiting answer–$/),
    ]);
    expect(screen.getByRole('link', { name: 'Rotary hook' })).toHaveAttribute('href', '/parts/aaaaaaaa-aaaa-4aaa-8aaa-000000000001');
    expect(
      within(lines()[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Quantity', 'Your price', 'Target', 'Quoted price', 'Line total']);
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Accept' })).toBeNull();
  });

  it('requested: each line at the buyer’s own price (their company’s list), the list price under it', async () => {
    const own = quote();
    own.lines[0] = {
      ...own.lines[0]!,
      listPrice: 520,
      buyerPrice: { unitPrice: 470, listPrice: 520, source: 'contract', priceListName: 'Dhaka Knitwear 2027' },
    };
    fakeApi({ [key]: { body: own } });
    show();
    await screen.findByRole('heading', { level: 1, name: `Quote ${QUOTE_NUMBER}` });
    expect(within(lines()[1]!).getAllByRole('cell')[1]).toHaveTextContent(/^BDT\s470\.00List BDT\s520\.00$/);
  });

  it('withdraws a request after asking in a dialog that takes the focus: posts it, says so, and moves the focus to what it now says', async () => {
    const withdrawn = quote({ status: 'declined', declinedBy: 'customer', canDecline: false, canWithdraw: false });
    let now = quote();
    const { calls } = fakeApi({
      [key]: () => ({ body: now }),
      [`POST /quotes/${QUOTE_NUMBER}/withdraw`]: () => ({ body: (now = withdrawn) }),
    });
    const { toast } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this request?' });
    expect(within(dialog).getByRole('button', { name: 'Keep request' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: `/quotes/${QUOTE_NUMBER}/withdraw` });
    expect(toast.success).toHaveBeenCalledWith(`Your request for quote ${QUOTE_NUMBER} was withdrawn.`);
    await waitFor(() => expect(screen.getByText(quoteMessages.withdrawn)).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Withdraw request' })).toBeNull();
    // Withdrawn, not declined, and waiting for nothing.
    expect(screen.getByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByText('Declined')).toBeNull();
    expect(fact('Total')).toBe('None: withdrawn before an answer');
    expect(screen.queryByText('Awaiting answer')).toBeNull();
  });

  it('shows the API’s refusal in the withdraw dialog, and returns the focus to Withdraw request when kept', async () => {
    fakeApi({
      [key]: { body: quote() },
      [`POST /quotes/${QUOTE_NUMBER}/withdraw`]: apiError(409, 'CONFLICT', quoteMessages.cannotWithdraw),
    });
    show();
    await openFrom('Withdraw request');
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(quoteMessages.cannotWithdraw);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toHaveFocus();
  });

  it('answered: the quoted prices and total, the answer that holds, the earlier revision under a disclosure, and Accept through checkout', async () => {
    fakeApi({ [key]: { body: answeredQuote() } });
    show();
    const accept = await screen.findByRole('link', { name: 'Accept' });
    expect(accept).toHaveAttribute('href', `/checkout?quote=${QUOTE_NUMBER}`);
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(fact('Total')).toMatch(/^BDT\s291,000\.00$/);
    expect(fact('Valid until')).toBe('Dec 31, 2026');
    expect(lines().map((row) => row.textContent)).toEqual([
      'PartQuantityList priceTargetQuoted priceLine total',
      expect.stringMatching(/^Rotary hookPart number SL-RH-0002500BDT\s653\.25BDT\s560\.00BDT\s560\.00BDT\s280,000\.00$/),
      expect.stringMatching(/^Needle platePart number SL-NP-0001100BDT\s120\.00NoneBDT\s110\.00BDT\s11,000\.00$/),
      expect.stringMatching(/^Quote totalBDT\s291,000\.00$/),
    ]);
    const current = within(screen.getByRole('region', { name: 'Our answer' }));
    expect(current.getByText(whole(/^Revision 2, answered Nov 22, 2026: valid until Dec 31, 2026, total BDT\s291,000\.00\.$/, 'P'))).toBeInTheDocument();
    expect(current.getByText('Our best price for 500.')).toBeInTheDocument();
    const earlier = within(screen.getByRole('region', { name: 'Earlier answers' }));
    expect(earlier.getByText(whole(/^Revision 1 of 2, answered Nov 21, 2026$/, 'SUMMARY'))).toBeInTheDocument();
    expect(earlier.getByText(whole(/^Valid until Dec 15, 2026 · Total BDT\s311,500\.00$/, 'P'))).toBeInTheDocument();
    expect(earlier.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^SL-RH-0002 Rotary hook: BDT\s600\.00 each$/),
      expect.stringMatching(/^SL-NP-0001 Needle plate: BDT\s115\.00 each$/),
    ]);
  });

  it('declines in a dialog with an optional reason: posts it, shows the quote declined, and moves the focus to what it now says', async () => {
    const declined: Quote = {
      ...answeredQuote(),
      status: 'declined',
      declineReason: 'Found a closer supplier',
      declinedBy: 'customer',
      canAccept: false,
      canDecline: false,
    };
    let now = answeredQuote();
    const { calls } = fakeApi({
      [key]: () => ({ body: now }),
      [`POST /quotes/${QUOTE_NUMBER}/decline`]: () => ({ body: (now = declined) }),
    });
    const { toast } = show();
    await openFrom('Decline');
    const dialog = within(screen.getByRole('dialog', { name: 'Decline this quote?' }));
    await findForm('Decline quote');
    expect(dialog.getByLabelText('Reason (optional)')).toHaveFocus();
    fireEvent.change(dialog.getByLabelText('Reason (optional)'), { target: { value: 'Found a closer supplier' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Decline quote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: `/quotes/${QUOTE_NUMBER}/decline`, body: { reason: 'Found a closer supplier' } });
    expect(toast.success).toHaveBeenCalledWith(`Quote ${QUOTE_NUMBER} was declined.`);
    expect(screen.getByText('Declined')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(quoteMessages.declined)).toHaveFocus());
    expect(screen.getByText('Reason: Found a closer supplier')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('shows the API’s refusal in the decline dialog, sends no reason when none is given, and returns the focus when closed', async () => {
    const { calls } = fakeApi({
      [key]: { body: answeredQuote() },
      [`POST /quotes/${QUOTE_NUMBER}/decline`]: apiError(409, 'CONFLICT', quoteMessages.cannotDecline),
    });
    show();
    await openFrom('Decline');
    await findForm('Decline quote');
    fireEvent.click(screen.getByRole('button', { name: 'Decline quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(quoteMessages.cannotDecline);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
    fireEvent.click(screen.getByRole('button', { name: 'Keep quote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
  });

  it('accepted: links to the order it became, with neither Accept nor Decline', async () => {
    fakeApi({ [key]: { body: answeredQuote({ status: 'accepted', orderNumber: 'SO-2026-000042', canAccept: false, canDecline: false }) } });
    show();
    expect(await screen.findByRole('link', { name: 'Order SO-2026-000042' })).toHaveAttribute('href', '/dashboard/orders/SO-2026-000042');
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('expired: says to ask for a new one, and cannot be accepted', async () => {
    fakeApi({ [key]: { body: answeredQuote({ status: 'expired', canAccept: false, canDecline: false }) } });
    show();
    expect(await screen.findByText(quoteMessages.expired)).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Accept' })).toBeNull();
  });

  it('declined by the storefront: says so with its reason', async () => {
    fakeApi({
      [key]: { body: quote({ status: 'declined', declineReason: 'These parts are discontinued.', declinedBy: 'admin', canDecline: false }) },
    });
    show();
    expect(await screen.findByText(quoteMessages.declined)).toBeInTheDocument();
    expect(screen.getByText('Our reason: These parts are discontinued.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('a colleague’s answered quote: only its buyer may accept or decline it', async () => {
    fakeApi({ [key]: { body: answeredQuote({ name: 'Buyer 2', email: 'buyer2@dhakaknit.com', canAccept: false, canDecline: false }) } });
    show();
    expect(await screen.findByText(quoteMessages.notYours)).toBeInTheDocument();
    expect(fact('Requested by')).toBe('Buyer 2 (buyer2@dhakaknit.com)');
  });

  it('no such quote (or another company’s): says so, with a way back to My Quotes', async () => {
    fakeApi({ [key]: apiError(404, 'NOT_FOUND', quoteMessages.notFound) });
    show();
    expect(await screen.findByText(quoteMessages.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your quotes' })).toHaveAttribute('href', '/dashboard/quotes');
  });
});
