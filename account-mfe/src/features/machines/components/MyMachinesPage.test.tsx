import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Machine, MyMachine } from '@storefront/shared';
import { fakeApi, renderPage } from '../../../test/renderPage';
import MyMachinesPage from './MyMachinesPage';

const machine = (id: number, brand: string, model: string, subclass: string | null, modelSlug: string): Machine => ({
  _id: `00000000-0000-4000-9000-${String(id).padStart(12, '0')}`,
  brand,
  model,
  subclass,
  name: `${brand} ${model}${subclass ? `-${subclass}` : ''}`,
  brandSlug: brand.toLowerCase(),
  modelSlug,
  parts: 7,
});
const ddl = machine(1, 'JUKI', 'DDL-8700', '7', 'ddl-8700-7');
const mo = machine(2, 'JUKI', 'MO-6714S', null, 'mo-6714s');

describe('My Machines', () => {
  it('adds a machine by brand and model with how many, and lists it with a link to its parts', async () => {
    let mine: MyMachine[] = [];
    const { calls } = fakeApi({
      'GET /profile/machines': () => ({ body: mine }),
      'GET /machines/brands': { body: [{ brand: 'JUKI', slug: 'juki', machines: 2 }] },
      'GET /machines/brands/juki': { body: [ddl, mo] },
      [`PUT /profile/machines/${ddl._id}`]: (init) => {
        mine = [{ machine: ddl, quantity: JSON.parse(String(init?.body)).quantity }];
        return { body: mine };
      },
    });
    const { toast } = renderPage(<MyMachinesPage />, undefined, '/dashboard/machines');
    expect(await screen.findByText('No machines yet')).toBeInTheDocument();

    // Nothing chosen, a bad number: each field says why, and nothing is sent.
    fireEvent.change(screen.getByLabelText('How many'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add machine' }));
    expect(await screen.findByText('Choose a brand and a model')).toBeInTheDocument();
    expect(screen.getByText('Enter how many as a whole number from 1 to 10000.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await waitFor(() => expect(within(screen.getByLabelText('Brand')).getByRole('option', { name: 'JUKI' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'juki' } });
    await waitFor(() => expect(within(screen.getByLabelText('Model')).getByRole('option', { name: 'DDL-8700-7' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: ddl._id } });
    fireEvent.change(screen.getByLabelText('How many'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add machine' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('JUKI DDL-8700-7 was added to your machines'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ quantity: 12 });
    const table = await screen.findByRole('table', { name: 'Your machines' });
    expect(within(table).getByRole('link', { name: 'JUKI DDL-8700-7' })).toHaveAttribute('href', '/machines/juki/ddl-8700-7');
    expect(within(table).getByLabelText('How many JUKI DDL-8700-7')).toHaveValue(12);
    expect(screen.getByRole('link', { name: 'Parts that fit my machines' })).toHaveAttribute('href', '/parts?fits=mine');
  });

  it('changes how many of a machine, and removes one after asking', async () => {
    let mine: MyMachine[] = [
      { machine: ddl, quantity: 12 },
      { machine: mo, quantity: 3 },
    ];
    fakeApi({
      'GET /profile/machines': () => ({ body: mine }),
      'GET /machines/brands': { body: [] },
      [`PUT /profile/machines/${mo._id}`]: (init) => {
        mine = [mine[0]!, { machine: mo, quantity: JSON.parse(String(init?.body)).quantity }];
        return { body: mine };
      },
      [`DELETE /profile/machines/${ddl._id}`]: () => {
        mine = mine.filter((m) => m.machine._id !== ddl._id);
        return { body: mine };
      },
    });
    const { toast } = renderPage(<MyMachinesPage />, undefined, '/dashboard/machines');
    const field = await screen.findByLabelText('How many JUKI MO-6714S');
    fireEvent.change(field, { target: { value: '1.5' } });
    const row = field.closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Enter how many as a whole number from 1 to 10000.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('JUKI MO-6714S: 5 recorded'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove JUKI DDL-8700-7' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this machine?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('JUKI DDL-8700-7 was removed from your machines'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'JUKI DDL-8700-7' })).not.toBeInTheDocument());
  });
});
