import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOf } from '@storefront/shared/testing';
import type { Cart } from '@storefront/shared';
import type { Company } from '@storefront/shared/schemas';
import { formFieldsRegistered } from '@storefront/shared/testing';
import { makeParts } from '../../../test/parts';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import CheckoutPage from './CheckoutPage';

const [a, b] = makeParts(2) as [ReturnType<typeof makeParts>[number], ReturnType<typeof makeParts>[number]];
const cart: Cart = {
  lines: [
    { partId: a._id, quantity: 5, addedPrice: a.price, part: a, problem: null },
    { partId: b._id, quantity: 10, addedPrice: b.price, part: b, problem: null },
  ],
  total: a.price * 5 + b.price * 10,
};
const last = { address: 'Plot 7, Ashulia, Dhaka', phone: '+8801711000000' };

describe('checkout', () => {
  it('offers the last order’s address and phone, and places one order of every line with an Idempotency-Key', async () => {
    const api = mockApi({
      'GET /cart': () => ({ body: cart }),
      'GET /booking': () => ({ body: pageOf([last]) }),
      'POST /checkout': () => ({ status: 201, body: { acknowledged: true, insertedId: 'x', order: { number: 'SO-2026-000777' } } }),
    });
    const { toast, navigate } = renderWithShop(<CheckoutPage />);
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue(last.address));
    await formFieldsRegistered();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText(/Order total/)).toHaveTextContent('BDT 20,750.00');
    fireEvent.change(screen.getByLabelText('Purchase-order reference (optional)'), { target: { value: 'PO-7781' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard/orders/SO-2026-000777', undefined));
    expect(toast.success).toHaveBeenCalledWith('order added successfully!!!');
    const [, init] = api.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith('/checkout'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      ...last,
      poReference: 'PO-7781',
      lines: [
        { partId: a._id, quantity: 5 },
        { partId: b._id, quantity: 10 },
      ],
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/.{8,}/);
  });

  it('shows the 409’s message on each line that cannot be had', async () => {
    mockApi({
      'GET /cart': () => ({ body: cart }),
      'GET /booking': () => ({ body: pageOf([last]) }),
      'POST /checkout': () => ({
        status: 409,
        body: { error: { code: 'LINES_UNAVAILABLE', message: 'Some lines cannot be ordered as they are', fields: { [b._id]: 'Only 4 units are in stock.' } } },
      }),
    });
    renderWithShop(<CheckoutPage />);
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue(last.address));
    await formFieldsRegistered();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const line = await screen.findByRole('listitem', { name: b.name });
    await waitFor(() => expect(within(line).getByRole('note')).toHaveTextContent('Only 4 units are in stock.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some lines cannot be ordered as they are');
  });

  it('shows each line at its price for its quantity, and the cart’s total', async () => {
    const priced: Cart = {
      lines: [
        {
          ...cart.lines[0]!,
          quantity: 50,
          price: { unitPrice: 400, listPrice: a.price, source: 'break', minQuantity: 50 },
          nextBreak: { minQuantity: 200, more: 150, unitPrice: 380 },
        },
      ],
      total: 20000,
    };
    mockApi({ 'GET /cart': () => ({ body: priced }), 'GET /booking': () => ({ body: pageOf([last]) }) });
    renderWithShop(<CheckoutPage />);
    const line = await screen.findByRole('listitem', { name: a.name });
    expect(line).toHaveTextContent('BDT 400.0050+ price');
    expect(line).toHaveTextContent('BDT 20,000.00');
    // The quantity is the cart's here: no nudge to add more.
    expect(line).not.toHaveTextContent('Add 150 more');
    expect(screen.getByText(/Order total/)).toHaveTextContent('BDT 20,000.00');
  });

  describe('for a company’s member', () => {
    const gazipur = { _id: '00000000-0000-4000-a000-000000000001', name: 'Gazipur plant', address: 'Plot 3, BSCIC, Gazipur', phone: '+8801811000001' };
    const ashulia = { _id: '00000000-0000-4000-a000-000000000002', name: 'Ashulia plant', address: 'Zirabo, Ashulia, Savar', phone: '+8801811000002' };
    const company: Company = {
      _id: '00000000-0000-4000-a000-0000000000c1',
      name: 'Dhaka Knitwear Ltd.',
      taxNumber: '000123456-0101',
      billingAddress: 'House 5, Road 2, Gulshan, Dhaka',
      paymentTerms: 'net30',
      creditLimit: 500000,
      poRequired: true,
      locations: [gazipur, ashulia],
      me: { role: 'buyer', orderLimit: 10000, monthlyLimit: 50000, spentThisMonth: 0 },
      members: [],
      invitations: [],
    };
    const placedAs = (status: string) => () => ({ status: 201, body: { acknowledged: true, insertedId: 'x', order: { number: 'SO-2026-000778', status } } });
    const posted = (api: jest.Mock) => {
      const [, init] = api.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith('/checkout'))!;
      return JSON.parse(String(init?.body)) as Record<string, unknown>;
    };

    it('ships to a location with its address, says how the company pays, asks for the PO reference and says the order awaits approval', async () => {
      const api = mockApi({
        'GET /cart': () => ({ body: cart }),
        'GET /booking': () => ({ body: pageOf([last]) }),
        'GET /company': () => ({ body: company }),
        'POST /checkout': placedAs('awaiting_approval'),
      });
      const { toast, navigate } = renderWithShop(<CheckoutPage />);
      const shipTo = await screen.findByRole('group', { name: 'Ship to' });
      await formFieldsRegistered();
      expect(within(shipTo).getByRole('radio', { name: 'Gazipur plant' })).toBeChecked();
      expect(within(shipTo).getByRole('radio', { name: 'Gazipur plant' })).toHaveAccessibleDescription(gazipur.address);
      expect(screen.getByLabelText('Address')).toHaveValue(gazipur.address);
      expect(screen.getByLabelText('Phone')).toHaveValue(gazipur.phone);
      expect(screen.getByText(/Payment/)).toHaveTextContent('Payment: On account (NET 30)');

      fireEvent.click(within(shipTo).getByRole('radio', { name: 'Ashulia plant' }));
      expect(screen.getByLabelText('Address')).toHaveValue(ashulia.address);
      expect(screen.getByLabelText('Phone')).toHaveValue(ashulia.phone);

      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
      const po = screen.getByLabelText('PO reference (required)');
      await waitFor(() => expect(po).toHaveAccessibleDescription(/Your company asks for a PO reference with every order\./));
      expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

      fireEvent.change(po, { target: { value: 'PO-4411' } });
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard/orders/SO-2026-000778', undefined));
      expect(toast.success).toHaveBeenCalledWith('Your order SO-2026-000778 awaits approval: your approvers have been told.');
      expect(posted(api)).toEqual({
        address: ashulia.address,
        phone: ashulia.phone,
        poReference: 'PO-4411',
        locationId: ashulia._id,
        lines: [
          { partId: a._id, quantity: 5 },
          { partId: b._id, quantity: 10 },
        ],
      });
    });

    it('shows the server’s field error, then says an order on credit hold waits for the team', async () => {
      let refused = false;
      mockApi({
        'GET /cart': () => ({ body: cart }),
        'GET /booking': () => ({ body: pageOf([]) }),
        'GET /company': () => ({ body: { ...company, poRequired: false } }),
        'POST /checkout': (init) => {
          if (!refused) {
            refused = true;
            return {
              status: 400,
              body: {
                error: { code: 'VALIDATION', message: 'Check the order', fields: { poReference: 'Your company asks for a PO reference with every order.' } },
              },
            };
          }
          expect(JSON.parse(String(init?.body))).toMatchObject({ poReference: 'PO-1', locationId: gazipur._id });
          return placedAs('on_hold')();
        },
      });
      const { toast } = renderWithShop(<CheckoutPage />);
      const po = await screen.findByLabelText('Purchase-order reference (optional)');
      await formFieldsRegistered();
      expect(screen.getByLabelText('Address')).toHaveValue(gazipur.address);
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
      await waitFor(() => expect(po).toHaveAccessibleDescription(/Your company asks for a PO reference with every order\./));
      fireEvent.change(po, { target: { value: 'PO-1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your order SO-2026-000778 is on hold until our team checks your credit.'));
    });

    it('says nothing new of payment for a prepaid company', async () => {
      mockApi({
        'GET /cart': () => ({ body: cart }),
        'GET /booking': () => ({ body: pageOf([last]) }),
        'GET /company': () => ({ body: { ...company, paymentTerms: 'prepaid', poRequired: false } }),
      });
      renderWithShop(<CheckoutPage />);
      await screen.findByRole('group', { name: 'Ship to' });
      expect(screen.queryByText(/On account/)).toBeNull();
      expect(screen.queryByText(/Payment/)).toBeNull();
    });
  });

  it('keeps today’s checkout for a customer without a company', async () => {
    mockApi({
      'GET /cart': () => ({ body: cart }),
      'GET /booking': () => ({ body: pageOf([last]) }),
      'GET /company': () => ({ body: null }),
    });
    renderWithShop(<CheckoutPage />);
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue(last.address));
    expect(screen.queryByRole('group', { name: 'Ship to' })).toBeNull();
    expect(screen.queryByText(/On account/)).toBeNull();
    expect(screen.getByLabelText('Purchase-order reference (optional)')).toBeInTheDocument();
  });
});

describe('checkout of a quote', () => {
  const number = 'Q-2026-000001';
  const quote = {
    number,
    status: 'answered',
    revision: 1,
    lineCount: 2,
    total: 29400,
    validUntil: '2026-12-31',
    name: 'Nadia Buyer',
    email: 'buyer@example.com',
    company: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    note: '',
    lines: [
      { lineNo: 1, partId: a._id, partNumber: a.sku, partName: a.name, quantity: 10, listPrice: a.price, targetPrice: null, quotedPrice: 1700 },
      { lineNo: 2, partId: b._id, partNumber: b.sku, partName: b.name, quantity: 10, listPrice: b.price, targetPrice: 1200, quotedPrice: 1240 },
    ],
    answers: [],
    declineReason: null,
    declinedBy: null,
    orderNumber: null,
    canAccept: true,
    canDecline: true,
    canAnswer: false,
    canWithdraw: false,
  };
  const atQuote = { navigation: { pathname: '/checkout', search: `?quote=${number}` } };

  it('shows the quote’s lines at the quoted prices and places it with acceptQuote and an Idempotency-Key', async () => {
    const api = mockApi({
      [`GET /quotes/${number}`]: () => ({ body: quote }),
      'GET /booking': () => ({ body: pageOf([last]) }),
      [`POST /quotes/${number}/accept`]: () => ({ status: 201, body: { number: 'SO-2026-000888', status: 'placed' } }),
    });
    const { toast, navigate } = renderWithShop(<CheckoutPage />, atQuote);
    expect(await screen.findByText('Quote Q-2026-000001, valid until Dec 31, 2026')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: `Lines of quote ${number}` });
    const row = within(lines).getByRole('row', { name: new RegExp(a.name) });
    expect(row).toHaveTextContent('BDT 1,700.00');
    expect(row).toHaveTextContent('BDT 17,000.00');
    expect(screen.getByText(/Order total/)).toHaveTextContent('BDT 29,400.00');
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue(last.address));
    await formFieldsRegistered();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard/orders/SO-2026-000888', undefined));
    expect(toast.success).toHaveBeenCalledWith('order added successfully!!!');
    const posts = api.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    const [url, init] = posts[0]!;
    expect(new URL(String(url)).pathname).toBe(`/quotes/${number}/accept`);
    expect(JSON.parse(String(init?.body))).toEqual(last);
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/.{8,}/);
  });

  it('says why a quote cannot be accepted and links back to it', async () => {
    const api = mockApi({
      [`GET /quotes/${number}`]: () => ({ body: { ...quote, status: 'expired', canAccept: false } }),
      'GET /booking': () => ({ body: pageOf([last]) }),
    });
    renderWithShop(<CheckoutPage />, atQuote);
    expect(await screen.findByText('This quote has expired: ask for a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Back to quote ${number}` })).toHaveAttribute('href', `/dashboard/quotes/${number}`);
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

describe('checkout before the invoice', () => {
  const buyerCompany = (me: Company['me']): Company => ({
    _id: '00000000-0000-4000-a000-0000000000c2',
    name: 'Dhaka Knitwear Ltd.',
    taxNumber: '000123456-0101',
    billingAddress: 'House 5, Road 2, Gulshan, Dhaka',
    paymentTerms: 'prepaid',
    creditLimit: 0,
    poRequired: false,
    locations: [],
    me,
    members: [],
    invitations: [],
  });
  // 21,000.00 net, as the invoice will have it: 3,150.00 VAT, 24,150.00 in all.
  const priced: Cart = {
    lines: [{ ...cart.lines[0]!, quantity: 50, price: { unitPrice: 420, listPrice: a.price, source: 'contract', priceListName: 'Dhaka Knitwear 2027' } }],
    total: 21000,
    vatRate: 15,
  };
  const open = (company: Company | null) => {
    mockApi({ 'GET /cart': () => ({ body: priced }), 'GET /booking': () => ({ body: pageOf([last]) }), 'GET /company': () => ({ body: company }) });
    renderWithShop(<CheckoutPage />);
  };

  it('shows the total excl. VAT, the VAT at the cart’s rate and the total with it', async () => {
    open(null);
    expect(await screen.findByText(/^Order total excl\. VAT:/)).toHaveTextContent('BDT 21,000.00');
    expect(screen.getByText(/^VAT \(15 %\):/)).toHaveTextContent('BDT 3,150.00');
    expect(screen.getByText(/^Total incl\. VAT:/)).toHaveTextContent('BDT 24,150.00');
  });

  it('says before Place order that an order above the buyer’s limit per order will wait for approval, and why', async () => {
    open(buyerCompany({ role: 'buyer', orderLimit: 20000, monthlyLimit: 100000, spentThisMonth: 0 }));
    expect(await screen.findByText(/^This order is above your limit/)).toHaveTextContent(
      "This order is above your limit of BDT 20,000.00 an order: it will wait for approval by your company's approver before Stitchline confirms it.",
    );
  });

  it('says so for the month too: spent this month and this order above the monthly limit', async () => {
    open(buyerCompany({ role: 'buyer', orderLimit: 50000, monthlyLimit: 100000, spentThisMonth: 80000 }));
    expect(await screen.findByText(/^You have spent/)).toHaveTextContent(
      'You have spent BDT 80,000.00 this month; with this order that is BDT 101,000.00, above your limit of BDT 100,000.00 a month: ' +
        "it will wait for approval by your company's approver before Stitchline confirms it.",
    );
  });

  it('says nothing of approval within the limits', async () => {
    open(buyerCompany({ role: 'buyer', orderLimit: 21000, monthlyLimit: 100000, spentThisMonth: 79000 }));
    await screen.findByText(/^Order total excl\. VAT:/);
    await screen.findByRole('button', { name: 'Place order' });
    expect(screen.queryByText(/wait for approval/)).not.toBeInTheDocument();
  });
});
