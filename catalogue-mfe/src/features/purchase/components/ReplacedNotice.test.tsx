import { screen, within } from '@testing-library/react';
import type { Part } from '@storefront/shared';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { parts } from '../../../test/machines';
import PurchasePage from './PurchasePage';

const signedOut = { status: 'signed-out' as const, user: null };

describe("A replaced part's page", () => {
  it('says the part is no longer sold, with the message and a link to the part sold today, and offers no Add to cart', async () => {
    const old: Part = {
      ...parts[3]!,
      replacement: {
        steps: [
          {
            from: parts[3]!.sku,
            to: { _id: parts[4]!._id, sku: parts[4]!.sku, name: parts[4]!.name },
            interchangeable: false,
            note: 'Change the feed dog too.',
          },
        ],
        current: { _id: parts[4]!._id, sku: parts[4]!.sku, name: parts[4]!.name },
        interchangeable: false,
        message: `${parts[3]!.sku} is replaced by ${parts[4]!.sku}. Not interchangeable: Change the feed dog too.`,
      },
    };
    mockApi({
      [`GET /parts/${old._id}`]: () => ({ body: old }),
      [`GET /parts/${old._id}/fitment`]: () => ({ body: { machines: [], oem: [] } }),
    });
    renderWithShop(<PurchasePage />, { navigation: { pathname: `/parts/${old._id}`, params: { id: old._id } }, session: signedOut });
    const card = await screen.findByRole('region', { name: 'Place Order' });
    expect(card).toHaveTextContent(`No longer sold. ${old.replacement!.message}`);
    const link = within(card).getByRole('link', { name: `Order ${parts[4]!.sku}: ${parts[4]!.name}` });
    expect(link).toHaveAttribute('href', `/parts/${parts[4]!._id}`);
    expect(link).toHaveAccessibleDescription(`No longer sold. ${old.replacement!.message}`);
    expect(within(card).queryByRole('button', { name: /Add to cart/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in to order' })).toBeNull();
  });
});
