import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Machine } from '@storefront/shared';
import type { AssemblySummary } from '@storefront/shared/schemas';
import { fakeApi, renderPage } from '../../../test/renderPage';
import PartsBookPage from './PartsBookPage';
import { machineOf } from '@storefront/shared/testing';

const MACHINE_ID = '00000000-0000-4000-9000-000000000001';
const machine: Machine = { ...machineOf(1, 'JUKI', 'DDL-8700'), _id: MACHINE_ID, parts: 7 };

const summary = (n: number, name: string, over: Partial<AssemblySummary> = {}): AssemblySummary => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  machineId: MACHINE_ID,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  position: n,
  drawing: null,
  drawingWidth: null,
  drawingHeight: null,
  published: false,
  lineCount: 0,
  hotspotCount: 0,
  updatedAt: '2026-11-20T09:30:00.000Z',
  ...over,
});

const LIST = `GET /assemblies?machine=${MACHINE_ID}`;

describe('a machine’s parts book', () => {
  it('lists its assemblies in their order with status, rows and hotspots, each linking to its editor', async () => {
    fakeApi({
      [LIST]: {
        body: [summary(1, 'Hook and bobbin case', { published: true, lineCount: 9, hotspotCount: 11 }), summary(2, 'Feed mechanism')],
      },
      'GET /assemblies/00000000-0000-4000-8000-000000000001': { body: { ...summary(1, 'Hook and bobbin case'), machine, lines: [], hotspots: [] } },
    });
    renderPage(<PartsBookPage />, undefined, `/dashboard/manageMachines/${MACHINE_ID}/partsBook`, { id: MACHINE_ID });
    // Opened without the machine from Manage Machines: its name comes with its first assembly.
    expect(await screen.findByRole('heading', { level: 1, name: 'Parts book of JUKI DDL-8700' })).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Assemblies' }))
      .getAllByRole('row')
      .slice(1);
    const cells = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell').slice(0, 4)].map((cell) => cell.textContent);
    expect(rows.map(cells)).toEqual([
      ['Hook and bobbin case', '1', 'Published', '9', '11'],
      ['Feed mechanism', '2', 'Draft', '0', '0'],
    ]);
    expect(screen.getByRole('link', { name: 'Feed mechanism' })).toHaveAttribute('href', '/dashboard/assemblies/00000000-0000-4000-8000-000000000002');
    expect(screen.getByRole('button', { name: 'Move up Hook and bobbin case' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Feed mechanism' })).toBeDisabled();
  });

  it('adds an assembly by its name, with the API’s message on the field when the name is taken', async () => {
    const added = summary(1, 'Feed mechanism');
    let listed: AssemblySummary[] = [];
    const { calls } = fakeApi({
      [LIST]: () => ({ body: listed }),
      'POST /assemblies': (init) => {
        const body = JSON.parse(String(init?.body));
        if (body.name === 'Hook') {
          return {
            status: 409,
            body: {
              error: {
                code: 'CONFLICT',
                message: 'This machine already has an assembly named Hook.',
                fields: { name: 'This machine already has an assembly named Hook.' },
              },
            },
          };
        }
        listed = [added];
        return { status: 201, body: { ...added, machine, lines: [], hotspots: [] } };
      },
    });
    const { toast } = renderPage(<PartsBookPage />, undefined, `/dashboard/manageMachines/${MACHINE_ID}/partsBook`, { id: MACHINE_ID });
    expect(await screen.findByText('No assemblies yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add assembly' }));
    expect(await screen.findByText("Enter the assembly's name.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Assembly name'), { target: { value: 'Hook' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add assembly' }));
    expect(await screen.findByText('This machine already has an assembly named Hook.')).toBeInTheDocument();
    expect(screen.getByLabelText('Assembly name')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Assembly name'), { target: { value: 'Feed mechanism' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add assembly' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Feed mechanism added'));
    expect(await screen.findByRole('link', { name: 'Feed mechanism' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ machineId: MACHINE_ID, name: 'Feed mechanism' });
  });

  it('renames, moves and removes (after asking) an assembly', async () => {
    const { calls } = fakeApi({
      [LIST]: { body: [summary(1, 'Hook and bobbin case'), summary(2, 'Feed mechanism')] },
      'GET /assemblies/00000000-0000-4000-8000-000000000001': { body: { ...summary(1, 'Hook and bobbin case'), machine, lines: [], hotspots: [] } },
      'PATCH /assemblies/00000000-0000-4000-8000-000000000002': (init) => ({ body: { ...summary(2, 'Feed'), ...JSON.parse(String(init?.body)) } }),
      'DELETE /assemblies/00000000-0000-4000-8000-000000000001': { body: { acknowledged: true, deletedCount: 1 } },
    });
    const { toast } = renderPage(<PartsBookPage />, undefined, `/dashboard/manageMachines/${MACHINE_ID}/partsBook`, { id: MACHINE_ID });

    fireEvent.click(await screen.findByRole('button', { name: 'Move up Feed mechanism' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Feed mechanism moved to place 1'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ position: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Rename Feed mechanism' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Feed mechanism' });
    expect(within(dialog).getByLabelText('Assembly name')).toHaveFocus();
    fireEvent.change(within(dialog).getByLabelText('Assembly name'), { target: { value: 'Feed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Renamed to Feed'));
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ name: 'Feed' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Hook and bobbin case' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Hook and bobbin case' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Hook and bobbin case removed'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
