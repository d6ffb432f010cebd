import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyMachine } from '@storefront/shared';
import { bookHotspots, bookParts, hookAssembly } from '../../../test/assemblies';
import { machine } from '../../../test/machines';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import AssemblyPage from './AssemblyPage';

const PATH = `/machines/juki/ddl-8700/${hookAssembly.slug}`;
const params = { brand: 'juki', model: 'ddl-8700', assembly: hookAssembly.slug };
const signedOut = { status: 'signed-out' as const, user: null };

const noList = { priceList: null, prices: {}, whole: true };

function serveBook(
  mine: MyMachine[] = [],
  cart: jest.Mock = jest.fn(() => ({ body: { cart: { lines: [], total: 0 }, changes: [] } })),
  prices: unknown = noList,
) {
  const api = mockApi({
    'GET /prices': () => ({ body: prices }),
    [`GET /machines/juki/ddl-8700/assemblies/${hookAssembly.slug}`]: () => ({ body: hookAssembly }),
    'GET /machines/juki/ddl-8700/assemblies/nope': () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'No assembly has this address.' } } }),
    'GET /profile/machines': () => ({ body: mine }),
    'POST /cart/lines': (init) => cart(JSON.parse(String(init?.body))),
  });
  return { api, cart };
}

const rowOf = (callout: string) => screen.getAllByRole('row').filter((row) => row.getAttribute('data-callout') === callout);
const hotspots = (callout: string) => screen.getAllByRole('button').filter((b) => b.getAttribute('data-callout') === callout);
const stage = () => screen.getByTestId('drawing-stage');

afterEach(() => window.history.replaceState(null, '', '/'));

describe("An assembly's page", () => {
  it('shows the drawing with hotspots named after their callout and parts, and the list beside it', async () => {
    serveBook();
    renderWithShop(<AssemblyPage />, { navigation: { pathname: PATH, params }, session: signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'JUKI DDL-8700: Hook and bobbin case' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'JUKI DDL-8700' })).toHaveAttribute('href', '/machines/juki/ddl-8700');
    expect(crumbs.getByText('Hook and bobbin case')).toHaveAttribute('aria-current', 'page');
    // Callout 12 has two hotspots and two rows; each hotspot shows its number and is named by it first.
    const twelve = screen.getAllByRole('button', { name: '12: Feed dog, SL-FD-0003; Hook set screw, SL-SS-0009' });
    expect(twelve).toHaveLength(2);
    expect(twelve[0]).toHaveTextContent(/^12$/);
    expect(screen.getByRole('button', { name: '15: Thread guide, 229-21202' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Exploded drawing: JUKI DDL-8700: Hook and bobbin case/ })).toHaveAttribute(
      'src',
      expect.stringContaining('/images/0123abcd.svg'),
    );
    // The list: part numbers link to the parts, a maker's number only is not sold here.
    expect(within(rowOf('12')[0]!).getByRole('link', { name: 'SL-FD-0003' })).toHaveAttribute('href', `/parts/${hookAssembly.lines[0]!.part!._id}`);
    expect(within(rowOf('15')[0]!).getByText('Not sold here', { selector: 'span' })).toBeInTheDocument();
    expect(within(rowOf('15')[0]!).queryByRole('checkbox')).toBeNull();
  });

  it('choosing a hotspot highlights its rows; pointing at or focusing a row lights its hotspots', async () => {
    serveBook();
    renderWithShop(<AssemblyPage />, { navigation: { pathname: PATH, params }, session: signedOut });
    const [spot] = await screen.findAllByRole('button', { name: /^7: Rotary hook/ });
    fireEvent.click(spot!);
    expect(rowOf('7')[0]).toHaveAttribute('aria-current', 'true');
    expect(rowOf('12')[0]).not.toHaveAttribute('aria-current');
    expect(window.location.hash).toBe('#callout-7');
    // Another choice moves the highlight to both rows of callout 12.
    fireEvent.click(hotspots('12')[1]!);
    expect(rowOf('12').map((row) => row.getAttribute('aria-current'))).toEqual(['true', 'true']);
    expect(rowOf('7')[0]).not.toHaveAttribute('aria-current');

    const lit = (callout: string) => hotspots(callout).map((b) => getComputedStyle(b).backgroundColor);
    const plain = lit('9')[0];
    fireEvent.focus(within(rowOf('9')[0]!).getByRole('link', { name: 'SL-BC-0001' }));
    expect(lit('9')[0]).not.toBe(plain);
    fireEvent.blur(within(rowOf('9')[0]!).getByRole('link', { name: 'SL-BC-0001' }));
    expect(lit('9')[0]).toBe(plain);
    fireEvent.pointerEnter(rowOf('15')[0]!);
    expect(lit('15')[0]).not.toBe(plain);
  });

  it('opens with the callout the address names (#callout-9)', async () => {
    window.history.replaceState(null, '', `${PATH}#callout-9`);
    serveBook();
    renderWithShop(<AssemblyPage />, { navigation: { pathname: PATH, params }, session: signedOut });
    await screen.findAllByRole('row');
    await waitFor(() => expect(rowOf('9')[0]).toHaveAttribute('aria-current', 'true'));
  });

  it('zooms and pans with the keyboard while the drawing has focus, and with the buttons', async () => {
    serveBook();
    renderWithShop(<AssemblyPage />, { navigation: { pathname: PATH, params }, session: signedOut });
    const drawing = await screen.findByRole('region', { name: /^JUKI DDL-8700: Hook and bobbin case: zoom/ });
    const scale = () => Number(drawing.getAttribute('data-scale'));
    drawing.focus();
    fireEvent.keyDown(drawing, { key: '+' });
    expect(scale()).toBe(1.5);
    const before = stage().style.transform;
    fireEvent.keyDown(drawing, { key: 'ArrowRight' });
    expect(stage().style.transform).not.toBe(before);
    fireEvent.keyDown(drawing, { key: '-' });
    expect(scale()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(scale()).toBe(2.25);
    fireEvent.keyDown(drawing, { key: '0' });
    expect(scale()).toBe(1);
    expect(screen.getByRole('button', { name: 'Whole drawing' })).toBeDisabled();
    // Hotspots keep their size at any zoom: they sit at their fractions of the drawing.
    const spot = hotspots('7')[0]!;
    expect(spot.style.left).toBe(`${bookHotspots[2]!.x * 100}%`);
  });

  it('zooms with Ctrl and the wheel, while a plain wheel leaves the drawing to the page', async () => {
    serveBook();
    renderWithShop(<AssemblyPage />, { navigation: { pathname: PATH, params }, session: signedOut });
    const drawing = await screen.findByRole('region', { name: /zoom with/ });
    fireEvent.wheel(drawing, { deltaY: -200 });
    expect(drawing).toHaveAttribute('data-scale', '1.00');
    fireEvent.wheel(drawing, { deltaY: -200, ctrlKey: true });
    expect(Number(drawing.getAttribute('data-scale'))).toBeGreaterThan(1);
  });

  it('a replaced row names the part sold today and adds it, with no read of its own', async () => {
    const today = { ...bookParts[1]!, _id: '00000000-0000-4000-8000-000000000099', sku: 'SL-RH-0012', name: 'Rotary hook, new' };
    const replaced = {
      ...hookAssembly,
      lines: hookAssembly.lines.map((line) =>
        line.callout === '7'
          ? {
              ...line,
              replacement: {
                steps: [{ from: 'SL-RH-0002', to: { _id: today._id, sku: today.sku, name: today.name }, interchangeable: true, note: null }],
                current: { _id: today._id, sku: today.sku, name: today.name },
                interchangeable: true,
                message: 'SL-RH-0002 is replaced by SL-RH-0012.',
              },
              currentPart: today,
            }
          : line,
      ),
    };
    const cart = jest.fn((_body: unknown) => ({ body: { cart: { lines: [], total: 0 }, changes: [] } }));
    mockApi({
      [`GET /machines/juki/ddl-8700/assemblies/${hookAssembly.slug}`]: () => ({ body: replaced }),
      'GET /profile/machines': () => ({ body: [] }),
      'GET /prices': () => ({ body: noList }),
      'POST /cart/lines': (init) => cart(JSON.parse(String(init?.body))),
    });
    renderWithShop(<AssemblyPage />, { navigation: { pathname: PATH, params } });
    expect(await screen.findByText(/SL-RH-0002 is replaced by SL-RH-0012\./)).toBeInTheDocument();
    const add = await within(rowOf('7')[0]!).findByRole('button', { name: 'Add SL-RH-0012 to cart, 7: Rotary hook, new' });
    await act(async () => fireEvent.click(add));
    await waitFor(() => expect(cart).toHaveBeenCalledWith({ lines: [{ partId: today._id, quantity: 1 }] }));
  });

  it('prefills Add to cart with the quantity per assembly, or the nearest allowed and why', async () => {
    serveBook();
    renderWithShop(<AssemblyPage />, { navigation: { pathname: PATH, params }, session: signedOut });
    await screen.findAllByRole('row');
    expect(within(rowOf('7')[0]!).getByRole('textbox', { name: 'Quantity of Rotary hook' })).toHaveValue('1');
    // Bobbin case: 2 per assembly, minimum order 5.
    const bobbin = within(rowOf('9')[0]!);
    expect(bobbin.getByRole('textbox')).toHaveValue('5');
    expect(bobbin.getByText('The assembly holds 2; the minimum order is 5.')).toBeInTheDocument();
    // Hook set screw: 3 per assembly, packs of 10.
    expect(within(rowOf('12')[1]!).getByRole('textbox')).toHaveValue('10');
    expect(within(rowOf('12')[1]!).getByText('The assembly holds 3; sold in packs of 10.')).toBeInTheDocument();
    expect(within(rowOf('7')[0]!).getByRole('button', { name: 'Add to cart, 7: Rotary hook' })).toBeInTheDocument();
  });

  it('adds the ticked rows at once and says what was added', async () => {
    const { cart } = serveBook();
    const { toast } = renderWithShop(<AssemblyPage />, { navigation: { pathname: PATH, params } });
    await screen.findAllByRole('row');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 7: Rotary hook' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 9: Bobbin case' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add selected to cart (2)' })));
    await waitFor(() => expect(cart).toHaveBeenCalledTimes(1));
    expect(cart.mock.calls[0]![0]).toEqual({
      lines: [
        { partId: hookAssembly.lines[1]!.part!._id, quantity: 1 },
        { partId: hookAssembly.lines[2]!.part!._id, quantity: 5 },
      ],
    });
    expect(await screen.findByText('Added to your cart: SL-RH-0002 × 1, SL-BC-0001 × 5.')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalled();
  });

  it("marks rows for another subclass than the customer's, last in the list", async () => {
    serveBook([{ machine: machine(5, 'JUKI', 'DDL-8700', '7'), quantity: 2 }]);
    renderWithShop(<AssemblyPage />, { navigation: { pathname: PATH, params } });
    expect(await screen.findByText('For subclass -5, not yours')).toBeInTheDocument();
    const callouts = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getAttribute('data-callout'));
    expect(callouts).toEqual(['12', '7', '9', '15', '12']);
    // Still addable.
    expect(within(rowOf('12')[1]!).getByRole('button', { name: /^Add to cart/ })).toBeEnabled();
  });

  it("shows each sold row's list price and stock to a visitor, as the part's card does", async () => {
    serveBook();
    renderWithShop(<AssemblyPage />, { navigation: { pathname: PATH, params }, session: signedOut });
    await screen.findAllByRole('row');
    const feedDog = bookParts[0]!;
    const row = within(rowOf('12')[0]!);
    expect(row.getByText(`BDT ${feedDog.price.toFixed(2)}`, { exact: false })).toBeInTheDocument();
    expect(row.getByText(`In stock: ${feedDog.available_Quantity} units`)).toBeInTheDocument();
    // The part's number and name in one cell, the tick box beside the row's quantity.
    expect(row.getByRole('cell', { name: /SL-FD-0003.*Feed dog/ })).toBeInTheDocument();
    expect(row.getByRole('checkbox', { name: 'Select 12: Feed dog' })).toBeInTheDocument();
    // A row not sold here has neither, and offers a quote instead.
    expect(within(rowOf('15')[0]!).queryByText(/In stock|Out of stock/)).toBeNull();
  });

  it('says Out of stock on a row whose part has less than its minimum order', async () => {
    const empty = {
      ...hookAssembly,
      lines: hookAssembly.lines.map((l) => (l.callout === '7' && l.part ? { ...l, part: { ...l.part, available_Quantity: 0 } } : l)),
    };
    mockApi({
      [`GET /machines/juki/ddl-8700/assemblies/${hookAssembly.slug}`]: () => ({ body: empty }),
      'GET /profile/machines': () => ({ body: [] }),
    });
    renderWithShop(<AssemblyPage />, { navigation: { pathname: PATH, params }, session: signedOut });
    await screen.findAllByRole('row');
    expect(within(rowOf('7')[0]!).getByText('Out of stock', { selector: '.stock' })).toBeInTheDocument();
    expect(within(rowOf('7')[0]!).getByRole('button', { name: /^Out of stock/ })).toBeDisabled();
  });

  it("shows a signed-in buyer their list's price beside the list price", async () => {
    const feedDog = bookParts[0]!;
    const list = {
      priceList: { id: 'l1', name: 'Dhaka Knitwear 2027' },
      prices: { [feedDog._id]: [{ minQuantity: 1, price: feedDog.price - 50 }] },
      whole: true,
    };
    serveBook([], undefined, list);
    renderWithShop(<AssemblyPage />, { navigation: { pathname: PATH, params } });
    const row = within((await screen.findAllByRole('row')).find((r) => r.getAttribute('data-callout') === '12')!);
    expect(await row.findByText(`Your price BDT ${(feedDog.price - 50).toFixed(2)}`, { exact: false })).toBeInTheDocument();
    expect(row.getByText(`List BDT ${feedDog.price.toFixed(2)}`, { exact: false })).toBeInTheDocument();
    // A part the list does not price keeps its own.
    expect(within(rowOf('7')[0]!).queryByText(/Your price/)).toBeNull();
  });

  it('gives each hotspot a touch target of its own', async () => {
    serveBook();
    renderWithShop(<AssemblyPage />, { navigation: { pathname: PATH, params }, session: signedOut });
    const [spot] = await screen.findAllByRole('button', { name: /^7: Rotary hook/ });
    // The invisible target inside the button: a tap on it is a tap on the hotspot.
    const hit = spot!.querySelector('.hit') as HTMLElement;
    expect(hit).not.toBeNull();
    fireEvent.click(hit);
    expect(rowOf('7')[0]).toHaveAttribute('aria-current', 'true');
  });

  it('says so for a draft or an unknown address', async () => {
    serveBook();
    renderWithShop(<AssemblyPage />, { navigation: { pathname: '/machines/juki/ddl-8700/nope', params: { ...params, assembly: 'nope' } }, session: signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'Assembly not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the machine' })).toHaveAttribute('href', '/machines/juki/ddl-8700');
  });
});
