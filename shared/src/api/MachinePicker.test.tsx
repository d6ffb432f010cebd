import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { configureApi, type Machine } from '@storefront/shared';
import { MachinePicker, machinePickerErrorId } from '@storefront/shared/machines';
import { machineOf } from '@storefront/shared/testing';
import { theme } from '@storefront/shared/ui';

const ddl = machineOf(1, 'JUKI', 'DDL-8700', '7');
const mo = machineOf(2, 'JUKI', 'MO-6714S', null);
const br = machineOf(3, 'Brother', 'S-7300A', null);

const answers: Record<string, unknown> = {
  '/machines/brands': [
    { brand: 'Brother', slug: 'brother', machines: 1 },
    { brand: 'JUKI', slug: 'juki', machines: 2 },
  ],
  '/machines/brands/juki': [ddl, mo],
  '/machines/brands/brother': [br],
};
let asked: string[];

beforeEach(() => {
  asked = [];
  configureApi({ baseUrl: 'http://api.test' });
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    asked.push(path);
    if (!(path in answers)) throw new Error(`Unexpected call ${path}`);
    return { ok: true, status: 200, text: async () => JSON.stringify(answers[path]) } as unknown as Response;
  }) as unknown as typeof fetch;
});

/** The picker on a page that keeps what was chosen, and shows the error the way the pages do. */
function Page({ error, onChange }: { error?: string; onChange?: (machine: Machine | null) => void }) {
  const [value, setValue] = useState<Machine | null>(null);
  return (
    <>
      <MachinePicker
        idPrefix="fit"
        value={value}
        error={error}
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
      />
      {error && <p id={machinePickerErrorId('fit')}>{error}</p>}
    </>
  );
}

function show(props: Parameters<typeof Page>[0] = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <Page {...props} />
      </SWRConfig>
    </ThemeProvider>,
  );
}

describe('MachinePicker', () => {
  it('offers the brands, then the chosen brand’s models by their numbers, and hands over the machine', async () => {
    const onChange = jest.fn();
    show({ onChange });
    const brand = screen.getByLabelText('Brand');
    const model = screen.getByLabelText('Model');
    // No brand yet: the model waits for one, and no brand's machines are read.
    expect(within(model).getByRole('option', { name: 'Choose a brand first' })).toBeInTheDocument();
    await waitFor(() => expect(within(brand).getByRole('option', { name: 'JUKI' })).toBeInTheDocument());
    expect(asked).toEqual(['/machines/brands']);

    fireEvent.change(brand, { target: { value: 'juki' } });
    await waitFor(() => expect(within(model).getByRole('option', { name: 'DDL-8700-7' })).toBeInTheDocument());
    expect(
      within(model)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a model', 'DDL-8700-7', 'MO-6714S']);

    fireEvent.change(model, { target: { value: mo._id } });
    expect(onChange).toHaveBeenLastCalledWith(mo);
    expect(model).toHaveValue(mo._id);
  });

  it('clears the machine when another brand is chosen', async () => {
    const onChange = jest.fn();
    show({ onChange });
    const brand = screen.getByLabelText('Brand');
    const model = screen.getByLabelText('Model');
    await waitFor(() => expect(within(brand).getByRole('option', { name: 'JUKI' })).toBeInTheDocument());
    fireEvent.change(brand, { target: { value: 'juki' } });
    await waitFor(() => expect(within(model).getByRole('option', { name: 'DDL-8700-7' })).toBeInTheDocument());
    fireEvent.change(model, { target: { value: ddl._id } });
    expect(onChange).toHaveBeenLastCalledWith(ddl);

    fireEvent.change(brand, { target: { value: 'brother' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(within(model).getByRole('option', { name: 'S-7300A' })).toBeInTheDocument());
    expect(model).toHaveValue('');
  });

  it('marks the model invalid and points it at the page’s message', async () => {
    show({ error: 'Choose a brand and a model' });
    await waitFor(() => expect(within(screen.getByLabelText('Brand')).getByRole('option', { name: 'JUKI' })).toBeInTheDocument());
    const model = screen.getByLabelText('Model');
    expect(model).toHaveAttribute('aria-invalid', 'true');
    expect(model).toHaveAccessibleDescription('Choose a brand and a model');
    expect(screen.getByLabelText('Brand')).toHaveAttribute('id', 'fit-brand');
  });
});
