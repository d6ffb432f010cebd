import { screen, within } from '@testing-library/react';
import type { PartFitment } from '@storefront/shared';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { ddl, mo, parts } from '../../../test/machines';
import PurchasePage from './PurchasePage';

const signedOut = { status: 'signed-out' as const, user: null };

describe("A part's page", () => {
  it('lists the machines the part fits, each a link, and the makers’ numbers it replaces', async () => {
    const part = parts[4]!;
    const fitment: PartFitment = { machines: [ddl, mo], oem: [{ brand: 'JUKI', number: '110-45400' }] };
    mockApi({
      [`GET /parts/${part._id}`]: () => ({ body: part }),
      [`GET /parts/${part._id}/fitment`]: () => ({ body: fitment }),
    });
    renderWithShop(<PurchasePage />, { navigation: { pathname: `/parts/${part._id}`, params: { id: part._id } }, session: signedOut });
    const section = await screen.findByRole('region', { name: 'Fits these machines' });
    expect(within(section).getByRole('link', { name: 'JUKI DDL-8700-7' })).toHaveAttribute('href', '/machines/juki/ddl-8700-7');
    expect(within(section).getByRole('link', { name: 'JUKI MO-6714S' })).toHaveAttribute('href', '/machines/juki/mo-6714s');
    expect(section).toHaveTextContent('Replaces JUKI 110-45400');
  });
});
