import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Quote } from '@storefront/shared/schemas';
import { fakeApi, renderPage } from '../../../test/renderPage';
import { answerValues, dateAfter } from '../api/quotes';
import { requestedQuote } from '../test/quoteFixtures';
import AdminQuotePage from './AdminQuotePage';

const NUMBER = 'Q-2026-000001';
const requested: Quote = requestedQuote({
  number: NUMBER,
  note: 'For the spring line.',
  lines: [
    { lineNo: 1, partId: 'p1', partNumber: 'SL-BC-0001', partName: 'Bobbin case', quantity: 500, listPrice: 653.25, targetPrice: 590, quotedPrice: null },
    { lineNo: 2, partId: 'p2', partNumber: 'SL-NP-0004', partName: 'Needle plate', quantity: 40, listPrice: 1200, targetPrice: null, quotedPrice: null },
  ],
});
const answer = {
  revision: 1,
  validUntil: '2026-12-13',
  message: 'Prices for the season.',
  prices: [
    { lineNo: 1, price: 600 },
    { lineNo: 2, price: 1100 },
  ],
  answeredAt: '2026-11-21T10:00:00.000Z',
  answeredBy: 'Ayesha Admin',
};

/** A hint as read, whatever space the price's formatting puts between currency and amount. */
const hint = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);

const renderQuote = () => renderPage(<AdminQuotePage />, undefined, `/dashboard/manageQuotes/${NUMBER}`, { number: NUMBER });

describe('the admin’s quote page', () => {
  it('shows the lines with list and target prices and prefills the answer with the target or list price, valid 14 days', async () => {
    fakeApi({ [`GET /quotes/${NUMBER}`]: { body: requested } });
    renderQuote();
    expect(await screen.findByRole('heading', { name: `Quote ${NUMBER}`, level: 1 })).toBeInTheDocument();
    const row = within(screen.getByRole('rowheader', { name: /Bobbin case/ }).closest('tr')!);
    expect(row.getByText('BDT 653.25')).toBeInTheDocument();
    expect(row.getByText('BDT 590.00')).toBeInTheDocument();
    expect(screen.getByText('For the spring line.')).toBeInTheDocument();
    expect(screen.getByLabelText('Price for Bobbin case (SL-BC-0001)')).toHaveValue(590);
    expect(screen.getByLabelText('Price for Needle plate (SL-NP-0004)')).toHaveValue(1200);
    expect(screen.getByLabelText('Valid until')).toHaveValue(dateAfter(14));
  });

  it('shows what the buyer pays today beside each line and prefills with it where there is no target', async () => {
    const lines: Quote['lines'] = [
      {
        ...requested.lines[0]!,
        targetPrice: null,
        buyerPrice: { unitPrice: 590, listPrice: 653.25, source: 'contract', minQuantity: 1, priceListName: 'Dhaka Knitwear 2027' },
      },
      { ...requested.lines[1]!, targetPrice: 1000, buyerPrice: { unitPrice: 1150, listPrice: 1200, source: 'break', minQuantity: 20 } },
      {
        lineNo: 3,
        partId: 'p3',
        partNumber: 'SL-FD-0003',
        partName: 'Feed dog',
        quantity: 10,
        listPrice: 500,
        targetPrice: null,
        quotedPrice: null,
        buyerPrice: { unitPrice: 500, listPrice: 500, source: 'list' },
      },
    ];
    fakeApi({ [`GET /quotes/${NUMBER}`]: { body: { ...requested, lineCount: 3, lines } } });
    renderQuote();
    const bobbin = await screen.findByLabelText('Price for Bobbin case (SL-BC-0001)');
    expect(bobbin).toHaveValue(590);
    expect(bobbin).toHaveAccessibleDescription(hint('500 units; list BDT 653.25; your price BDT 590.00 (Price list: Dhaka Knitwear 2027)'));
    // A target wins over the buyer's price; a line at the list price says nothing more.
    const plate = screen.getByLabelText('Price for Needle plate (SL-NP-0004)');
    expect(plate).toHaveValue(1000);
    expect(plate).toHaveAccessibleDescription(hint('40 units; list BDT 1,200.00; your price BDT 1,150.00 (20+ price); target BDT 1,000.00'));
    const feedDog = screen.getByLabelText('Price for Feed dog (SL-FD-0003)');
    expect(feedDog).toHaveValue(500);
    expect(feedDog).toHaveAccessibleDescription(hint('10 units; list BDT 500.00'));
  });

  it('checks every line’s price and the date, then posts every line’s price as a new answer', async () => {
    let stored = requested;
    const api = fakeApi({
      [`GET /quotes/${NUMBER}`]: () => ({ body: stored }),
      [`POST /quotes/${NUMBER}/answers`]: () => {
        stored = {
          ...requested,
          status: 'answered',
          revision: 1,
          total: 344000,
          validUntil: answer.validUntil,
          lines: requested.lines.map((line) => ({ ...line, quotedPrice: line.lineNo === 1 ? 600 : 1100 })),
          answers: [answer],
        };
        return { status: 201, body: stored };
      },
    });
    const { toast } = renderQuote();
    const bobbin = await screen.findByLabelText('Price for Bobbin case (SL-BC-0001)');
    fireEvent.change(bobbin, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(bobbin).toHaveAccessibleDescription(/Enter a price above 0\./);
    expect(screen.getByLabelText('Valid until')).toHaveAccessibleDescription('The date cannot be in the past.');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(bobbin, { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText('Price for Needle plate (SL-NP-0004)'), { target: { value: '1100' } });
    fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2099-12-13' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Prices for the season.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Quote ${NUMBER} was answered: the buyer gets an e-mail.`));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      validUntil: '2099-12-13',
      message: 'Prices for the season.',
      prices: [
        { lineNo: 1, price: 600 },
        { lineNo: 2, price: 1100 },
      ],
    });
    // A revision now: the form says so, and the answer is listed.
    expect(await screen.findByRole('button', { name: 'Send revised answer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Revision 1 (current)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Price for Bobbin case (SL-BC-0001)')).toHaveValue(600);
  });

  it('shows the API’s message under the line it names', async () => {
    fakeApi({
      [`GET /quotes/${NUMBER}`]: { body: requested },
      [`POST /quotes/${NUMBER}/answers`]: {
        status: 400,
        body: { error: { code: 'VALIDATION', message: 'Enter a price above 0.', fields: { 'prices.1.price': 'Enter a price above 0.' } } },
      },
    });
    renderQuote();
    fireEvent.click(await screen.findByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.getByLabelText('Price for Needle plate (SL-NP-0004)')).toHaveAccessibleDescription(/Enter a price above 0\./));
    expect(screen.getByLabelText('Price for Bobbin case (SL-BC-0001)')).not.toHaveAccessibleDescription(/Enter a price/);
  });

  it('lists earlier answers beside the current one', async () => {
    const second = {
      ...answer,
      revision: 2,
      prices: [
        { lineNo: 1, price: 580 },
        { lineNo: 2, price: 1050 },
      ],
    };
    fakeApi({ [`GET /quotes/${NUMBER}`]: { body: { ...requested, status: 'answered', revision: 2, answers: [second, answer] } } });
    renderQuote();
    expect(await screen.findByRole('heading', { name: 'Revision 2 (current)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Revision 1' })).toBeInTheDocument();
    expect(screen.getByText('Bobbin case: BDT 580.00')).toBeInTheDocument();
    expect(screen.getByText('Bobbin case: BDT 600.00')).toBeInTheDocument();
  });

  it('declines in a dialog with an optional reason, and focus comes back', async () => {
    let stored = requested;
    const api = fakeApi({
      [`GET /quotes/${NUMBER}`]: () => ({ body: stored }),
      [`POST /quotes/${NUMBER}/decline`]: () => {
        stored = { ...requested, status: 'declined', declinedBy: 'admin', declineReason: 'Discontinued part.', canAnswer: false, canDecline: false };
        return { body: stored };
      },
    });
    const { toast } = renderQuote();
    const opener = await screen.findByRole('button', { name: 'Decline quote' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: `Decline quote ${NUMBER}` });
    await waitFor(() => expect(within(dialog).getByLabelText('Reason (optional)')).toHaveFocus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());

    fireEvent.click(opener);
    const again = await screen.findByRole('dialog', { name: `Decline quote ${NUMBER}` });
    fireEvent.change(within(again).getByLabelText('Reason (optional)'), { target: { value: 'Discontinued part.' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Decline quote' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Quote ${NUMBER} was declined.`));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Discontinued part.' });
    expect(await screen.findByText('Declined by the storefront: Discontinued part.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline quote' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });

  it('links the order once the buyer accepted it', async () => {
    fakeApi({
      [`GET /quotes/${NUMBER}`]: {
        body: { ...requested, status: 'accepted', answers: [answer], orderNumber: 'SO-2026-000042', canAnswer: false, canDecline: false },
      },
    });
    renderQuote();
    expect(await screen.findByRole('link', { name: 'Order SO-2026-000042' })).toHaveAttribute('href', '/dashboard/manageorders/SO-2026-000042');
    expect(screen.getByText('Accepted')).toBeInTheDocument();
  });

  it('says so when there is no such quote', async () => {
    fakeApi({ [`GET /quotes/${NUMBER}`]: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'No quote with this number' } } } });
    renderQuote();
    expect(await screen.findByText('No such quote')).toBeInTheDocument();
  });

  it('starts a revision from the latest prices, a first answer from the target, else the buyer’s price, else the list price', () => {
    const buyerPrice = { unitPrice: 590, listPrice: 653.25, source: 'contract' as const, minQuantity: 1, priceListName: 'Dhaka Knitwear 2027' };
    const line = { ...requested.lines[0]!, buyerPrice };
    expect(answerValues([{ ...line, quotedPrice: 600 }], new Date(2026, 10, 29)).prices).toEqual({ 1: '600' });
    expect(answerValues([{ ...line, targetPrice: 580 }]).prices).toEqual({ 1: '580' });
    expect(answerValues([{ ...line, targetPrice: null }]).prices).toEqual({ 1: '590' });
    expect(answerValues([{ ...line, targetPrice: null, buyerPrice: null }]).prices).toEqual({ 1: '653.25' });
    expect(answerValues(requested.lines, new Date(2026, 10, 29)).validUntil).toBe('2026-12-13');
  });
});
