import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quoteMessages, type Quote } from '@storefront/shared/schemas';
import { fakeApi, renderPage } from '../../../test/renderPage';
import { requestedQuote } from '../test/quoteFixtures';
import AdminQuotePage from './AdminQuotePage';

const NUMBER = 'Q-2026-000007';
const maker = {
  number: '110-45608',
  description: 'Hook set screw',
  assembly: { id: 'a1', name: 'JUKI DDL-8700: Hook mechanism', path: '/machines/juki/ddl-8700/hook-mechanism' },
};
const requested: Quote = requestedQuote({
  number: NUMBER,
  company: null,
  lines: [
    {
      lineNo: 1,
      partId: 'p1',
      partNumber: 'SL-BC-0001',
      partName: 'Bobbin case',
      maker: null,
      quantity: 5,
      listPrice: 653.25,
      targetPrice: null,
      quotedPrice: null,
    },
    { lineNo: 2, partId: null, partNumber: maker.number, partName: maker.description, maker, quantity: 4, listPrice: null, targetPrice: 3, quotedPrice: null },
  ],
});

const renderQuote = () => renderPage(<AdminQuotePage />, undefined, `/dashboard/manageQuotes/${NUMBER}`, { number: NUMBER });

describe('the admin’s answer to a maker’s-number line', () => {
  it('shows the line as a part not sold here and asks for the part of ours supplying it beside its price', async () => {
    fakeApi({ [`GET /quotes/${NUMBER}`]: { body: requested } });
    renderQuote();
    const row = within((await screen.findByRole('rowheader', { name: /Hook set screw/ })).closest('tr')!);
    expect(row.getByText('Maker’s number 110-45608 (not sold here)')).toBeInTheDocument();
    expect(row.getByText(/From the parts book: JUKI DDL-8700: Hook mechanism/)).toBeInTheDocument();
    expect(screen.getByLabelText('Price for maker’s number 110-45608 (Hook set screw)')).toHaveValue(3);
    const part = screen.getByLabelText('Our part number supplying 110-45608');
    expect(part).toHaveValue('');
    expect(part).toHaveAccessibleDescription(/The part of ours the buyer orders for it; asked from JUKI DDL-8700: Hook mechanism/);
  });

  it('needs the part number, shows the API’s message under it, then sends it with the price', async () => {
    let refuse = true;
    const api = fakeApi({
      [`GET /quotes/${NUMBER}`]: { body: requested },
      [`POST /quotes/${NUMBER}/answers`]: () =>
        refuse
          ? {
              status: 400,
              body: {
                error: { code: 'BAD_REQUEST', message: quoteMessages.supplierUnknown, fields: { 'prices.1.partNumber': quoteMessages.supplierUnknown } },
              },
            }
          : { body: { ...requested, status: 'answered', revision: 1 } },
    });
    const { toast } = renderQuote();
    const part = await screen.findByLabelText('Our part number supplying 110-45608');
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(part).toHaveAccessibleDescription(new RegExp(quoteMessages.supplierRequired));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(part, { target: { value: 'SL-XX-9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(part).toHaveAccessibleDescription(new RegExp(quoteMessages.supplierUnknown)));
    expect(screen.getByLabelText('Price for Bobbin case (SL-BC-0001)')).not.toHaveAccessibleDescription(/No part/);

    refuse = false;
    fireEvent.change(part, { target: { value: ' sl-hs-0002 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({
      prices: [
        { lineNo: 1, price: 653.25 },
        { lineNo: 2, price: 3, partNumber: 'sl-hs-0002' },
      ],
    });
  });

  it('after an answer shows the part supplying it, and starts the next answer from it', async () => {
    const answered: Quote = {
      ...requested,
      status: 'answered',
      revision: 1,
      lines: [
        { ...requested.lines[0]!, quotedPrice: 600 },
        { ...requested.lines[1]!, partId: 'p9', partNumber: 'SL-HS-0002', partName: 'Hook screw', quotedPrice: 3.25 },
      ],
      answers: [
        {
          revision: 1,
          validUntil: '2099-12-13',
          message: '',
          prices: [
            { lineNo: 1, price: 600 },
            { lineNo: 2, price: 3.25, partId: 'p9', partNumber: 'SL-HS-0002', partName: 'Hook screw' },
          ],
          answeredAt: '2026-11-21T10:00:00.000Z',
          answeredBy: 'Ayesha Admin',
        },
      ],
    };
    fakeApi({ [`GET /quotes/${NUMBER}`]: { body: answered } });
    renderQuote();
    const row = within((await screen.findByRole('rowheader', { name: /Hook screw/ })).closest('tr')!);
    expect(row.getByText('Part number SL-HS-0002')).toBeInTheDocument();
    expect(row.getByText('For maker’s number 110-45608, Hook set screw')).toBeInTheDocument();
    expect(screen.getByLabelText('Our part number supplying 110-45608')).toHaveValue('SL-HS-0002');
    expect(screen.getByText(/Hook screw \(SL-HS-0002\) for maker’s number 110-45608: BDT\s3\.25/)).toBeInTheDocument();
  });
});
