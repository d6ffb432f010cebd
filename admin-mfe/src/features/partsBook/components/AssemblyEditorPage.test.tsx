import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Machine, Part } from '@storefront/shared';
import type { Assembly } from '@storefront/shared/schemas';
import { fakeApi, renderPage } from '../../../test/renderPage';
import AssemblyEditorPage from './AssemblyEditorPage';
import { machineOf } from '@storefront/shared/testing';

const ID = '00000000-0000-4000-8000-000000000001';
const machine: Machine = { ...machineOf(1, 'JUKI', 'DDL-8700'), _id: 'm1', parts: 7 };
const feedDog = { _id: 'p12', sku: 'SL-FD-0003', name: 'Feed dog' } as Part;

const assembly = (over: Partial<Assembly> = {}): Assembly => ({
  _id: ID,
  machineId: 'm1',
  name: 'Feed mechanism',
  slug: 'feed-mechanism',
  position: 1,
  drawing: '/images/abc.svg',
  drawingWidth: 800,
  drawingHeight: 600,
  published: false,
  lineCount: 3,
  hotspotCount: 0,
  updatedAt: '2026-11-20T09:30:00.000Z',
  machine,
  lines: [
    { _id: 'l1', position: 1, callout: '7', part: null, makerNumber: '110-45400', description: 'Hook set screw', quantity: 2, remarks: null, subclass: null },
    { _id: 'l2', position: 2, callout: '9', part: null, makerNumber: '229-12345', description: null, quantity: 1, remarks: 'gauge 3/16', subclass: null },
    { _id: 'l3', position: 3, callout: '12', part: feedDog, makerNumber: null, description: null, quantity: 1, remarks: null, subclass: null },
  ],
  hotspots: [
    { _id: 'h1', callout: '12', x: 0.5, y: 0.5 },
    { _id: 'h2', callout: '14', x: 0.9, y: 0.1 },
  ],
  ...over,
});

const open = () => renderPage(<AssemblyEditorPage />, undefined, `/dashboard/assemblies/${ID}`, { id: ID });

describe('the assembly’s editor', () => {
  it('places a hotspot for the chosen row where the drawing is clicked, as fractions of its size, and saves them all', async () => {
    const { calls } = fakeApi({
      [`GET /assemblies/${ID}`]: { body: assembly() },
      [`PUT /assemblies/${ID}/hotspots`]: (init) => ({
        body: assembly({ hotspots: JSON.parse(String(init?.body)).hotspots.map((h: object, i: number) => ({ ...h, _id: `s${i}` })) }),
      }),
    });
    const { toast } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed mechanism' })).toBeInTheDocument();
    expect(screen.getByText('Rows without a hotspot: 7, 9')).toBeInTheDocument();
    expect(screen.getByText('Hotspots without a row: 14')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '12: Feed dog, SL-FD-0003' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '14: no row in the list' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save hotspots' })).toBeDisabled();

    const drawing = screen.getByRole('group', { name: 'Drawing' });
    drawing.getBoundingClientRect = () => ({ left: 100, top: 20, width: 400, height: 300, right: 500, bottom: 320, x: 100, y: 20, toJSON: () => ({}) });
    // Without a row chosen, a click places nothing and says why.
    fireEvent.click(drawing, { clientX: 200, clientY: 95 });
    expect(screen.getByText(/Choose a row of the list first/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Choose callout 7' }));
    expect(screen.getByRole('button', { name: 'Choose callout 7' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(drawing, { clientX: 200, clientY: 95 });
    const seven = screen.getByRole('button', { name: '7: Hook set screw, 110-45400' });
    expect(seven.style.left).toBe('25%');
    expect(seven.style.top).toBe('25%');
    expect(screen.getByText('Rows without a hotspot: 9')).toBeInTheDocument();
    expect(screen.getByText('The hotspots have unsaved changes.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save hotspots' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved 3 hotspots'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      hotspots: [
        { callout: '12', x: 0.5, y: 0.5 },
        { callout: '14', x: 0.9, y: 0.1 },
        { callout: '7', x: 0.25, y: 0.25 },
      ],
    });
    expect(screen.getByText('The hotspots are saved.')).toBeInTheDocument();
  });

  it('moves a focused hotspot with the arrow keys, removes it with Delete, and adds one for the chosen row by keyboard', async () => {
    fakeApi({ [`GET /assemblies/${ID}`]: { body: assembly() } });
    open();
    const twelve = await screen.findByRole('button', { name: '12: Feed dog, SL-FD-0003' });
    twelve.focus();
    fireEvent.keyDown(twelve, { key: 'ArrowRight' });
    fireEvent.keyDown(twelve, { key: 'ArrowUp', shiftKey: true });
    expect(twelve.style.left).toBe('51%');
    expect(twelve.style.top).toBe('40%');
    expect(screen.getByText('Hotspot 12 at 51% across, 40% down.')).toHaveAttribute('role', 'status');

    const stray = screen.getByRole('button', { name: '14: no row in the list' });
    fireEvent.keyDown(stray, { key: 'Delete' });
    expect(screen.queryByRole('button', { name: '14: no row in the list' })).toBeNull();
    expect(screen.queryByText(/Hotspots without a row/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Choose callout 9' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add hotspot for callout 9' }));
    const nine = screen.getByRole('button', { name: '9: 229-12345' });
    expect(nine).toHaveFocus();
    expect(nine.style.left).toBe('50%');
    fireEvent.click(screen.getByRole('button', { name: 'Remove hotspot of callout 9' }));
    expect(screen.queryByRole('button', { name: '9: 229-12345' })).toBeNull();
  });

  it('imports the parts list: each bad line by its number and nothing changed, then the fixed list', async () => {
    const callout = 'A callout is 1 to 8 letters, digits, dots or dashes, starting with a letter or digit (12, 12A, 3-1).';
    // As the API refuses a file with a bad line: 400, every bad line in the field and in `errors`.
    let answer: { status?: number; body: object } = {
      status: 400,
      body: {
        error: { code: 'CSV_LINES_INVALID', message: 'A line cannot be imported; nothing was changed.', fields: { csv: `Line 3: ${callout}` } },
        lines: 0,
        notSoldHere: 0,
        errors: [{ line: 3, message: callout }],
      },
    };
    const { calls } = fakeApi({
      [`GET /assemblies/${ID}`]: { body: assembly() },
      [`POST /assemblies/${ID}/lines/import`]: () => answer,
    });
    open();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Import parts list' }));
    expect(await screen.findByText('Choose or paste a CSV file.')).toBeInTheDocument();
    const csv = "callout,part number or maker's number,quantity,remarks\n12,SL-FD-0003,1,\n??,110-45400,2,";
    fireEvent.change(screen.getByLabelText('Or paste the lines'), { target: { value: csv } });
    fireEvent.click(screen.getByRole('button', { name: 'Import parts list' }));
    expect(await screen.findByText('A line cannot be imported; nothing was changed.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Lines to change' })).getByRole('listitem')).toHaveTextContent(
      'Line 3: A callout is 1 to 8 letters, digits, dots or dashes',
    );
    answer = { body: { lines: 2, notSoldHere: 1, errors: [] } };
    fireEvent.change(screen.getByLabelText('Or paste the lines'), { target: { value: csv.replace('??', '7') } });
    fireEvent.click(screen.getByRole('button', { name: 'Import parts list' }));
    expect(await screen.findByText('Imported 2 rows, 1 of them not sold here.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ csv: csv.replace('??', '7') });
  });

  it('shows the API’s message on the drawing’s field, and when it refuses to publish', async () => {
    let published = false;
    fakeApi({
      [`GET /assemblies/${ID}`]: () => ({ body: assembly({ published }) }),
      [`PUT /assemblies/${ID}/drawing`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'The drawing must be an SVG, PNG or JPEG file.',
            fields: { drawing: 'The drawing must be an SVG, PNG or JPEG file.' },
          },
        },
      },
      [`PATCH /assemblies/${ID}`]: (init) => {
        if (!published && JSON.parse(String(init?.body)).published) {
          published = true;
          return { status: 400, body: { error: { code: 'VALIDATION', message: 'An assembly is published with its drawing and at least one row.' } } };
        }
        return { body: assembly({ published: true }) };
      },
    });
    open();
    const field = await screen.findByLabelText('Replace the drawing');
    fireEvent.click(screen.getByRole('button', { name: 'Upload drawing' }));
    expect(await screen.findByText('Choose the drawing: an SVG, PNG or JPEG file.')).toBeInTheDocument();
    fireEvent.change(field, { target: { files: [new File(['<svg/>'], 'hook.svg', { type: 'image/svg+xml' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload drawing' }));
    expect(await screen.findByText('The drawing must be an SVG, PNG or JPEG file.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An assembly is published with its drawing and at least one row.');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Back to draft' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Public page/ })).toHaveAttribute('href', '/machines/juki/ddl-8700/feed-mechanism');
  });

  it('asks before leaving with unsaved hotspots', async () => {
    fakeApi({ [`GET /assemblies/${ID}`]: { body: assembly() } });
    const { navigate } = open();
    const twelve = await screen.findByRole('button', { name: '12: Feed dog, SL-FD-0003' });
    fireEvent.keyDown(twelve, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('link', { name: '← Parts book of JUKI DDL-8700' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    expect(navigate).toHaveBeenCalledWith('/dashboard/manageMachines/m1/partsBook', undefined);
  });
});
