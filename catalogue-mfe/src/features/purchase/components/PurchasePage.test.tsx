import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Part } from '@storefront/shared';
import { formFieldsRegistered } from '@storefront/shared/testing';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { useFeaturedParts } from '@storefront/shared';
import PurchasePage from './PurchasePage';

/** Another view of the catalogue (like the home grid) that must see the new stock too. */
function CatalogueStock() {
  const { data } = useFeaturedParts();
  return <p data-testid="catalogue-stock">{data?.items[0]?.available_Quantity}</p>;
}

const ID = '11111111-1111-4111-8111-111111111111';
const part: Part = {
  _id: ID,
  sku: 'SL-RH-0002',
  name: 'Rotary Hook',
  price: 1850,
  description: 'Full rotary hook for high-speed lockstitch machines.',
  available_Quantity: 200,
  min_order_Quantity: 5,
  img: '/images/seed/rotary-hook.svg',
  pack_Size: 1,
  max_order_Quantity: null,
  breaks: [],
};

const page = (id = ID) =>
  renderWithShop(
    <>
      <PurchasePage />
      <CatalogueStock />
    </>,
    { navigation: { pathname: `/parts/${id}`, params: { id } } },
  );
const quantity = () => screen.getByLabelText('Quantity');
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The form is on screen and final-form has registered its fields (their effects have run). */
const formReady = async () => {
  await screen.findByLabelText('Quantity');
  await formFieldsRegistered();
};
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
/** Where the order goes: a phone and an address that pass. */
const fillShipTo = () => {
  fill('Phone', '01711000000');
  fill('Address', 'Road 5, Gazipur');
};

/** The part's page with its form ready and where to send filled in; the API's mock. */
async function readyToOrder() {
  const api = mockApi({ [`GET /parts/${ID}`]: () => ({ body: part }) });
  page();
  await formReady();
  fillShipTo();
  return api;
}

describe('the purchase page', () => {
  it('counts one unit as one in the part’s facts', async () => {
    mockApi({ [`GET /parts/${ID}`]: () => ({ body: { ...part, min_order_Quantity: 1, available_Quantity: 1200 } }) });
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rotary Hook' })).toBeInTheDocument();
    expect(screen.getByText('Minimum order quantity').nextSibling).toHaveTextContent(/^1 unit$/);
    expect(screen.getByText('Available quantity').nextSibling).toHaveTextContent(/^1,200 units$/);
  });

  it('shows the part and a form with the account’s name and e-mail, read-only', async () => {
    mockApi({ [`GET /parts/${ID}`]: () => ({ body: part }) });
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rotary Hook' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rotary Hook' })).toHaveAttribute('src', 'http://127.0.0.1:4000/images/seed/rotary-hook.svg');
    expect(screen.getByText('BDT 1,850.00')).toBeInTheDocument();
    expect(screen.getByText('Full rotary hook for high-speed lockstitch machines.')).toBeInTheDocument();
    expect(screen.getByText('Available quantity').nextSibling).toHaveTextContent('200 units');
    expect(screen.getByText('Part number').nextSibling).toHaveTextContent('SL-RH-0002');
    expect(screen.getByText('Minimum order quantity').nextSibling).toHaveTextContent('5 units');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Nadia Buyer'));
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('buyer@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(quantity()).toHaveValue('5');
    expect(quantity()).toHaveAccessibleDescription(/at least 5 \(minimum order\), at most 200 \(in stock\)/);
  });

  it('updates the total as the quantity changes', async () => {
    mockApi({ [`GET /parts/${ID}`]: () => ({ body: part }) });
    page();
    await formReady();
    const total = screen.getByRole('status', { name: 'Total excl. VAT' });
    expect(total).toHaveTextContent('BDT 9,250.00');
    fill('Quantity', '12');
    expect(total).toHaveTextContent('BDT 22,200.00');
    fill('Quantity', '1.5');
    expect(total).toHaveTextContent('–');
  });

  it('validates the quantity on submit and follows every change', async () => {
    const api = await readyToOrder();
    fill('Quantity', '4');
    placeOrder();
    expect(await screen.findByText('The minimum order is 5 units.')).toBeInTheDocument();
    expect(quantity()).toHaveAttribute('aria-invalid', 'true');
    fill('Quantity', '201');
    expect(screen.getByText('Only 200 units are in stock.')).toBeInTheDocument();
    fill('Quantity', '7.5');
    expect(screen.getByText('Enter the quantity as a whole number, 1 or more.')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('takes only plain digits: 1e1 and 0x10 are not quantities and nothing is sent', async () => {
    const api = await readyToOrder();
    for (const typed of ['1e1', '0x10']) {
      fill('Quantity', typed);
      placeOrder();
      expect(await screen.findByText('Enter the quantity as a whole number, 1 or more.')).toBeInTheDocument();
      expect(quantity()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('places the order, says so, resets the form and shows the new stock', async () => {
    let stock = 200;
    const api = mockApi({
      [`GET /parts/${ID}`]: () => ({ body: { ...part, available_Quantity: stock } }),
      'GET /parts': () => ({ body: { items: [{ ...part, available_Quantity: stock }], nextCursor: null, total: 1, totalExact: true } }),
      'POST /booking': (init) => {
        stock -= JSON.parse(String(init?.body)).orderQuantity;
        return { status: 201, body: { acknowledged: true, insertedId: 'o1', order: {} } };
      },
    });
    const { toast } = page();
    await formReady();
    fillShipTo();
    fill('Quantity', '12');
    placeOrder();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('order added successfully!!!'));
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      bookingId: ID,
      name: 'Nadia Buyer',
      email: 'buyer@example.com',
      address: 'Road 5, Gazipur',
      phone: '01711000000',
      orderQuantity: 12,
    });
    await waitFor(() => expect(screen.getByText('Available quantity').nextSibling).toHaveTextContent('188 units'));
    await waitFor(() => expect(quantity()).toHaveValue('5'));
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.getByTestId('catalogue-stock')).toHaveTextContent('188');
  });

  it('sends a retry of an order whose answer was lost with the same Idempotency-Key, a new order with a new one', async () => {
    let answers = [503, 201, 201];
    const api = mockApi({
      [`GET /parts/${ID}`]: () => ({ body: part }),
      'GET /parts': () => ({ body: { items: [part], nextCursor: null, total: 1, totalExact: true } }),
      'POST /booking': () => {
        const status = answers[0]!;
        answers = answers.slice(1);
        return status === 201
          ? { status, body: { acknowledged: true, insertedId: 'o1', order: {} } }
          : { status, body: { error: { code: 'DATABASE_UNAVAILABLE', message: 'The database does not answer' } } };
      },
    });
    const { toast } = page();
    await formReady();
    const keys = () =>
      api.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    fillShipTo();
    fill('Quantity', '12');
    placeOrder();
    expect(await screen.findByText('The database does not answer')).toBeInTheDocument();
    placeOrder();
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(quantity()).toHaveValue('5'));
    fillShipTo();
    fill('Quantity', '12');
    placeOrder();
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    const [lost, retry, next] = keys();
    expect(lost).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(lost);
    expect(next).not.toBe(lost);
  });

  it('shows the server’s 409 next to the quantity and refreshes the stock', async () => {
    let stock = 200;
    mockApi({
      [`GET /parts/${ID}`]: () => ({ body: { ...part, available_Quantity: stock } }),
      'GET /parts': () => ({ body: { items: [{ ...part, available_Quantity: stock }], nextCursor: null, total: 1, totalExact: true } }),
      'POST /booking': () => {
        stock = 30; // someone else bought the rest meanwhile
        return { status: 409, body: { error: { code: 'CONFLICT', message: 'Only 30 units are in stock.' } } };
      },
    });
    const { toast } = page();
    await formReady();
    fillShipTo();
    fill('Quantity', '150');
    placeOrder();
    const message = await screen.findByText('Only 30 units are in stock.');
    expect(quantity()).toHaveAttribute('aria-describedby', expect.stringContaining(message.id));
    expect(quantity()).toHaveAttribute('aria-invalid', 'true');
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByText('Available quantity').nextSibling).toHaveTextContent('30 units'));
    expect(screen.getByTestId('catalogue-stock')).toHaveTextContent('30');
    expect(quantity()).toHaveAccessibleDescription(/at most 30 \(in stock\)/);
  });

  it('says when there is not enough stock for the minimum order, with Place Order and Add to cart off for that reason', async () => {
    mockApi({ [`GET /parts/${ID}`]: () => ({ body: { ...part, available_Quantity: 3 } }) });
    page();
    const reason = await screen.findByText(/There is not enough of this part in stock/);
    expect(reason).toHaveTextContent(/^Out of stock\./);
    expect(screen.getByText('Available quantity').nextSibling).toHaveTextContent('Out of stock');
    for (const name of ['Place Order', 'Add to cart']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/Out of stock\./);
    }
    expect(screen.queryByLabelText('Quantity')).not.toBeInTheDocument();
  });

  it('has one quantity: Add to cart takes the Place Order form’s, held to the same rule', async () => {
    const api = mockApi({
      [`GET /parts/${ID}`]: () => ({ body: part }),
      'POST /cart/lines': () => ({ body: { cart: { lines: [], total: 0 }, changes: [] } }),
      'GET /cart': () => ({ body: { lines: [], total: 0 } }),
    });
    page();
    await formReady();
    expect(screen.getAllByLabelText(/quantity/i)).toEqual([quantity()]);
    const addToCart = screen.getByRole('button', { name: 'Add to cart' });
    fill('Quantity', '4');
    fireEvent.click(addToCart);
    expect(await screen.findByText('The minimum order is 5 units.')).toBeInTheDocument();
    expect(quantity()).toHaveAttribute('aria-invalid', 'true');
    expect(quantity()).toHaveAccessibleDescription(/The minimum order is 5 units/);
    // Phone and address are the order's alone: Add to cart does not ask for them.
    expect(screen.queryByText('phone is Required')).not.toBeInTheDocument();
    fill('Quantity', '12');
    expect(screen.queryByText('The minimum order is 5 units.')).not.toBeInTheDocument();
    fireEvent.click(addToCart);
    await waitFor(() => expect(api.mock.calls.some(([url, init]) => init?.method === 'POST' && String(url).endsWith('/cart/lines'))).toBe(true));
    const post = api.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith('/cart/lines'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ lines: [{ partId: ID, quantity: 12 }] });
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/booking'))).toBe(false);
  });

  it('is public: a visitor sees the part and is offered the sign-in, which comes back to it', async () => {
    mockApi({ [`GET /parts/${ID}`]: () => ({ body: part }) });
    const { navigate } = renderWithShop(<PurchasePage />, {
      navigation: { pathname: `/parts/${ID}`, search: '?ref=chat', params: { id: ID } },
      session: { status: 'signed-out', user: null, isAdmin: false },
    });
    expect(await screen.findByRole('heading', { name: 'Rotary Hook' })).toBeInTheDocument();
    expect(screen.getByText('SL-RH-0002')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    // One quantity, for the visitor's cart, with the rule.
    expect(screen.getAllByLabelText(/quantity/i)).toHaveLength(1);
    expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription(/at least 5 \(minimum order\), at most 200 \(in stock\)/);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    const signIn = screen.getByRole('link', { name: 'Sign in to order' });
    expect(signIn).toHaveAttribute('href', '/login');
    fireEvent.click(signIn);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: undefined, state: { from: { pathname: `/parts/${ID}`, search: '?ref=chat', hash: '' } } });
  });

  it('shows a not-found state for a missing part, with a way to all parts', async () => {
    mockApi({});
    page();
    expect(await screen.findByRole('heading', { name: 'Part not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all parts' })).toHaveAttribute('href', '/parts');
  });

  it('treats a malformed id as not found without asking the server', () => {
    const api = mockApi({});
    page('not-a-real-id');
    expect(screen.getByRole('heading', { name: 'Part not found' })).toBeInTheDocument();
    expect(api.mock.calls.filter(([url]) => String(url).includes('/parts/'))).toEqual([]);
  });

  it('keeps the page and offers a retry when the API is down', async () => {
    mockApi({ [`GET /parts/${ID}`]: () => ({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Try later' } } }) });
    page();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The part could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the purchase page’s prices and packs', () => {
  const priced: Part = {
    ...part,
    price: 653.25,
    breaks: [
      { minQuantity: 50, price: 610 },
      { minQuantity: 200, price: 575 },
    ],
  };
  const breaksTable = () => screen.getByRole('table', { name: 'Buy more, pay less' });
  /** The table's rows as text (the price's no-break space read as a space). */
  const rowsOf = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.replace(/\s/g, ' '));

  it('shows a visitor “Buy more, pay less” from the part’s breaks, and reads no prices', async () => {
    const api = mockApi({ [`GET /parts/${ID}`]: () => ({ body: priced }) });
    renderWithShop(<PurchasePage />, { navigation: { pathname: `/parts/${ID}`, params: { id: ID } }, session: { status: 'signed-out', user: null } });
    expect(rowsOf(await screen.findByRole('table', { name: 'Buy more, pay less' }))).toEqual(['1+BDT 653.25', '50+BDT 610.00', '200+BDT 575.00']);
    expect(api.mock.calls.some(([url]) => String(url).includes('/prices'))).toBe(false);
  });

  it('shows a customer their list’s price beside the list price, and totals at it', async () => {
    const api = mockApi({
      [`GET /parts/${ID}`]: () => ({ body: priced }),
      'GET /prices': () => ({ body: { priceList: { id: 'l1', name: 'Distributors 2026' }, prices: { [ID]: [{ minQuantity: 1, price: 590 }] }, whole: true } }),
    });
    page();
    expect(await screen.findByText('Your price BDT 590.00')).toBeInTheDocument();
    expect(screen.getByText('List BDT 653.25')).toBeInTheDocument();
    // Their whole list, read once: nothing by the part's id.
    const prices = api.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname === '/prices');
    expect(prices.map((url) => url.search)).toEqual(['']);
    // Their list is below every break up to 200: the table starts at 590 and drops at 200.
    expect(rowsOf(breaksTable())).toEqual(['1+BDT 590.00', '200+BDT 575.00']);
    await formReady();
    expect(screen.getByRole('status', { name: 'Total excl. VAT' })).toHaveTextContent('BDT 2,950.00');
    fill('Quantity', '200');
    expect(screen.getByRole('status', { name: 'Total excl. VAT' })).toHaveTextContent('BDT 115,000.00');
  });

  it('reads a customer’s price for the part by its id when their list is too long to be sent whole', async () => {
    const list = { id: 'l1', name: 'Distributors 2026' };
    const api = mockApi({
      [`GET /parts/${ID}`]: () => ({ body: priced }),
      'GET /prices': (_init, url) => ({
        body: url.searchParams.has('ids')
          ? { priceList: list, prices: { [ID]: [{ minQuantity: 1, price: 590 }] }, whole: false }
          : { priceList: list, prices: {}, whole: false },
      }),
    });
    page();
    expect(await screen.findByText('Your price BDT 590.00')).toBeInTheDocument();
    const prices = api.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname === '/prices');
    expect(prices.map((url) => url.searchParams.get('ids'))).toEqual([null, ID]);
  });

  it('steps the quantity by the pack, says the pack and the maximum, and refuses a part of a pack', async () => {
    const api = mockApi({ [`GET /parts/${ID}`]: () => ({ body: { ...part, min_order_Quantity: 10, pack_Size: 10, max_order_Quantity: 100 } }) });
    page();
    await formReady();
    expect(quantity()).toHaveAttribute('step', '10');
    expect(quantity()).toHaveAttribute('min', '10');
    expect(quantity()).toHaveAccessibleDescription(/Sold in packs of 10\. At most 100 per order\./);
    expect(screen.getByText('Pack size').nextSibling).toHaveTextContent('Sold in packs of 10');
    expect(screen.getByText('Maximum per order').nextSibling).toHaveTextContent('At most 100 per order');
    fillShipTo();
    fill('Quantity', '25');
    placeOrder();
    expect(await screen.findByText('Sold in packs of 10: 25 is not allowed; 20 or 30?')).toBeInTheDocument();
    fill('Quantity', '110');
    expect(screen.getByText('At most 100 units per order.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  describe('for a company’s member', () => {
    const gazipur = { _id: '00000000-0000-4000-a000-000000000001', name: 'Gazipur plant', address: 'Plot 3, BSCIC, Gazipur', phone: '+8801811000001' };
    const ashulia = { _id: '00000000-0000-4000-a000-000000000002', name: 'Ashulia plant', address: 'Zirabo, Ashulia, Savar', phone: '+8801811000002' };
    const company = {
      _id: '00000000-0000-4000-a000-0000000000c1',
      name: 'Dhaka Knitwear Ltd.',
      paymentTerms: 'net30',
      poRequired: true,
      locations: [gazipur, ashulia],
      me: { role: 'buyer', orderLimit: 20000, monthlyLimit: 100000, spentThisMonth: 0 },
      members: [],
      invitations: [],
    };

    it('ships to one of the company’s locations with a PO reference, as checkout does, and says when the order will wait', async () => {
      const api = mockApi({
        [`GET /parts/${ID}`]: () => ({ body: part }),
        'GET /company': () => ({ body: company }),
        'POST /booking': () => ({ status: 201, body: { acknowledged: true, insertedId: 'o1', order: {} } }),
      });
      const { toast } = page();
      const shipTo = await screen.findByRole('group', { name: 'Ship to' });
      await formFieldsRegistered();
      expect(within(shipTo).getByRole('radio', { name: 'Gazipur plant' })).toBeChecked();
      expect(screen.getByLabelText('Address')).toHaveValue(gazipur.address);
      expect(screen.getByLabelText('Phone')).toHaveValue(gazipur.phone);
      fireEvent.click(within(shipTo).getByRole('radio', { name: 'Ashulia plant' }));
      expect(screen.getByLabelText('Address')).toHaveValue(ashulia.address);

      // 12 × 1,850.00 = 22,200.00: above the buyer's 20,000.00 an order.
      fill('Quantity', '12');
      expect(screen.getByText(/^This order is above your limit of BDT\s20,000\.00 an order/)).toBeInTheDocument();
      placeOrder();
      const po = screen.getByLabelText('PO reference (required)');
      await waitFor(() => expect(po).toHaveAccessibleDescription(/Your company asks for a PO reference with every order\./));
      expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

      fireEvent.change(po, { target: { value: 'PO-4411' } });
      placeOrder();
      await waitFor(() => expect(toast.success).toHaveBeenCalled());
      const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
        bookingId: ID,
        address: ashulia.address,
        phone: ashulia.phone,
        orderQuantity: 12,
        poReference: 'PO-4411',
        locationId: ashulia._id,
      });
    });
  });
});
