import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Machine } from '@storefront/shared';
import { pageOf, machineOf } from '@storefront/shared/testing';
import { fakeApi, renderPage } from '../../../test/renderPage';
import MachinesPage from './MachinesPage';

const ddl: Machine = { ...machineOf(1, 'JUKI', 'DDL-8700', '7'), parts: 7 };

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /machines': { body: pageOf([ddl]) },
    'GET /machines/brands': { body: [{ brand: 'JUKI', slug: 'juki', machines: 1 }] },
    'GET /parts': { body: pageOf([]) },
    ...extra,
  });
}

describe('Manage Machines', () => {
  it('lists the machines with the parts that fit each, and adds one; a machine listed already is refused under its model', async () => {
    const { calls } = serve({
      'POST /machines': (init) => {
        const body = JSON.parse(String(init?.body));
        return body.model === 'DDL-8700'
          ? {
              status: 409,
              body: { error: { code: 'CONFLICT', message: 'JUKI DDL-8700-7 is already listed.', fields: { model: 'JUKI DDL-8700-7 is already listed.' } } },
            }
          : {
              status: 201,
              body: { ...ddl, _id: '00000000-0000-4000-9000-000000000002', model: body.model, subclass: null, name: `JUKI ${body.model}`, parts: 0 },
            };
      },
    });
    const { toast } = renderPage(<MachinesPage />, undefined, '/dashboard/manageMachines');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'JUKI DDL-8700-7' })).toHaveAttribute('href', '/machines/juki/ddl-8700-7');
    expect(within(table).getByRole('link', { name: 'Parts book of JUKI DDL-8700-7' })).toHaveAttribute(
      'href',
      `/dashboard/manageMachines/${ddl._id}/partsBook`,
    );
    // Brand, model, subclass, and the 7 parts that fit it.
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['JUKI DDL-8700-7', 'JUKI', 'DDL-8700', '7', '7', 'Edit JUKI DDL-8700-7Parts book of JUKI DDL-8700-7Remove JUKI DDL-8700-7']);

    fireEvent.click(screen.getByRole('button', { name: 'Add machine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a machine' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add machine' }));
    expect(await within(dialog).findByText("Enter the machine's brand.")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the machine's model.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Brand'), { target: { value: 'JUKI' } });
    fireEvent.change(within(dialog).getByLabelText('Model'), { target: { value: 'DDL-8700' } });
    fireEvent.change(within(dialog).getByLabelText('Subclass (optional)'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add machine' }));
    expect(await within(dialog).findByText('JUKI DDL-8700-7 is already listed.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Model')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(dialog).getByLabelText('Model'), { target: { value: 'LU-1508' } });
    fireEvent.change(within(dialog).getByLabelText('Subclass (optional)'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add machine' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('JUKI LU-1508 added'));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ brand: 'JUKI', model: 'LU-1508', subclass: '' });
  });

  it('imports fitment from pasted CSV and lists each line that was not imported with its number', async () => {
    const { calls } = serve({
      'POST /fitment/import': {
        body: {
          fits: 3,
          oemNumbers: 1,
          machinesAdded: 0,
          errors: [
            { line: 4, message: 'No part has the part number SL-ZZ-9999' },
            { line: 6, message: 'Singer 20U is not a listed machine' },
          ],
        },
      },
    });
    renderPage(<MachinesPage />, undefined, '/dashboard/manageMachines');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Choose or paste a CSV file.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Or paste the lines'), { target: { value: 'SL-BC-0001,JUKI,DDL-8700,7\nSL-ZZ-9999,JUKI,DDL-8700' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add machines not yet listed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/3 machine lines and 1 OEM number imported/)).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Lines not imported' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 4: No part has the part number SL-ZZ-9999', 'Line 6: Singer 20U is not a listed machine']);
    expect(calls.find((call) => call.path === '/fitment/import')?.body).toEqual({
      csv: 'SL-BC-0001,JUKI,DDL-8700,7\nSL-ZZ-9999,JUKI,DDL-8700',
      addMachines: true,
    });
  });
});
