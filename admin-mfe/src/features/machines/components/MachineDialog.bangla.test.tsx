import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Machine } from '@storefront/shared';
import { banglaMessages } from '@storefront/shared/schemas';
import { pageOf, machineOf } from '@storefront/shared/testing';
import { fakeApi, renderPage } from '../../../test/renderPage';
import MachinesPage from './MachinesPage';

const ddl: Machine = { ...machineOf(1, 'JUKI', 'DDL-8700', '7'), nameBn: 'JUKI DDL-8700 লকস্টিচ মেশিন', parts: 7 };

function serve() {
  return fakeApi({
    'GET /machines': { body: pageOf([ddl]) },
    'GET /machines/brands': { body: [{ brand: 'JUKI', slug: 'juki', machines: 1 }] },
    'GET /parts': { body: pageOf([]) },
    'POST /machines': (init) => ({
      status: 201,
      body: { ...ddl, _id: '00000000-0000-4000-9000-000000000002', ...JSON.parse(String(init?.body)), name: 'JUKI LU-1508' },
    }),
    [`PUT /machines/${ddl._id}`]: (init) => ({ body: { ...ddl, ...JSON.parse(String(init?.body)) } }),
  });
}

describe("Manage Machines: a machine's name in Bangla", () => {
  it('adds a machine with its name in Bangla, from an input marked as Bangla', async () => {
    const { calls } = serve();
    const { toast } = renderPage(<MachinesPage />, undefined, '/dashboard/manageMachines');
    fireEvent.click(await screen.findByRole('button', { name: 'Add machine' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a machine' }));
    fireEvent.change(dialog.getByLabelText('Brand'), { target: { value: 'JUKI' } });
    fireEvent.change(dialog.getByLabelText('Model'), { target: { value: 'LU-1508' } });
    expect(dialog.getByLabelText('Name in Bangla')).toHaveAttribute('lang', 'bn');
    fireEvent.change(dialog.getByLabelText('Name in Bangla'), { target: { value: 'Walking foot' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add machine' }));
    expect(await dialog.findByText(banglaMessages.notBangla("the machine's name in Bangla"))).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByLabelText('Name in Bangla'), { target: { value: ' JUKI LU-1508 ওয়াকিং ফুট মেশিন ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add machine' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('JUKI LU-1508 added'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      brand: 'JUKI',
      model: 'LU-1508',
      subclass: '',
      nameBn: 'JUKI LU-1508 ওয়াকিং ফুট মেশিন',
    });
  });

  it('shows the stored Bangla name in Edit and sends it with the change, "" once emptied', async () => {
    const { calls } = serve();
    const { toast } = renderPage(<MachinesPage />, undefined, '/dashboard/manageMachines');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit JUKI DDL-8700-7' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit JUKI DDL-8700-7' }));
    expect(dialog.getByLabelText('Name in Bangla')).toHaveValue('JUKI DDL-8700 লকস্টিচ মেশিন');
    fireEvent.change(dialog.getByLabelText('Name in Bangla'), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('JUKI DDL-8700-7 saved'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ brand: 'JUKI', model: 'DDL-8700', subclass: '7', nameBn: '' });
  });
});
