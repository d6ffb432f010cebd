import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Machine } from '@storefront/shared';
import { banglaMessages, type Assembly } from '@storefront/shared/schemas';
import { machineOf } from '@storefront/shared/testing';
import { fakeApi, renderPage } from '../../../test/renderPage';
import AssemblyEditorPage from './AssemblyEditorPage';

const ID = '00000000-0000-4000-8000-000000000001';
const machine: Machine = { ...machineOf(1, 'JUKI', 'DDL-8700'), _id: 'm1', parts: 7 };
const assembly = (over: Partial<Assembly> = {}): Assembly => ({
  _id: ID,
  machineId: 'm1',
  name: 'Feed mechanism',
  nameBn: 'ফিড মেকানিজম',
  slug: 'feed-mechanism',
  position: 1,
  drawing: null,
  drawingWidth: null,
  drawingHeight: null,
  published: false,
  lineCount: 0,
  hotspotCount: 0,
  updatedAt: '2026-11-20T09:30:00.000Z',
  machine,
  lines: [],
  hotspots: [],
  ...over,
});

describe("the assembly's name in Bangla", () => {
  it('shows it in an input marked as Bangla, checks it by the API’s rule and sends it trimmed', async () => {
    const { calls } = fakeApi({
      [`GET /assemblies/${ID}`]: { body: assembly() },
      [`PATCH /assemblies/${ID}`]: (init) => ({ body: assembly(JSON.parse(String(init?.body))) }),
    });
    const { toast } = renderPage(<AssemblyEditorPage />, undefined, `/dashboard/assemblies/${ID}`, { id: ID });
    const input = await screen.findByLabelText('Name in Bangla');
    expect(input).toHaveValue('ফিড মেকানিজম');
    expect(input).toHaveAttribute('lang', 'bn');

    fireEvent.change(input, { target: { value: 'Feed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name in Bangla' }));
    expect(await screen.findByText(banglaMessages.notBangla("the assembly's name in Bangla"))).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(input, { target: { value: ' ফিড ডগ মেকানিজম ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name in Bangla' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The name in Bangla was saved.'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ nameBn: 'ফিড ডগ মেকানিজম' });
    expect(input).toHaveValue('ফিড ডগ মেকানিজম');
  });

  it('clears it with an empty name', async () => {
    const { calls } = fakeApi({
      [`GET /assemblies/${ID}`]: { body: assembly() },
      [`PATCH /assemblies/${ID}`]: (init) => ({ body: assembly(JSON.parse(String(init?.body))) }),
    });
    const { toast } = renderPage(<AssemblyEditorPage />, undefined, `/dashboard/assemblies/${ID}`, { id: ID });
    fireEvent.change(await screen.findByLabelText('Name in Bangla'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name in Bangla' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ nameBn: '' });
  });
});
