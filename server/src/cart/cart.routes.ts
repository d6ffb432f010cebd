import type { FastifyInstance } from 'fastify';
import { buyingEndpoints } from '@storefront/shared/endpoints';
import {
  cartAddBody,
  cartQuantityBody,
  idParams,
  quickOrderBody,
  type Cart,
  type CartAddBody,
  type CartQuantityBody,
  type IdParams,
  type QuickOrderBody,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { route } from '../http/route';
import { addCartLines, checkQuickOrder, readCart, removeCartLines, setCartLine } from './cart.repo';

const tags = ['cart'];

/** Never kept by a cache: a cart changes with every click, and is its owner's alone. */
const NO_STORE = 'private, no-store';

/**
 * A signed-in customer's cart, kept by the server so that their other browsers see it, and quick
 * order's check of part numbers. A visitor's cart is the browser's own until sign-in, when it is
 * added here with `POST /cart/lines`. The SQL is in cart.repo.ts.
 */
export async function cartRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const timeZone = ctx.config.seller.timeZone;
  // The rate the invoice will add: the cart and checkout show net, VAT and total with it (schemas/vat.ts).
  const withVat = (cart: Cart): Cart => ({ ...cart, vatRate: ctx.config.seller.vatRate });

  route(
    app,
    buyingEndpoints.cart,
    {
      schema: {
        tags,
        summary: 'Your cart: each line against its part as it is now',
        description:
          'A line whose part was deleted, whose stock fell below it (or below the part’s minimum), whose minimum rose above it ' +
          'or whose price changed since it was added has a `problem` saying so. `total` counts the lines that can be ordered.',
      },
    },
    async (request, reply) => reply.header('Cache-Control', NO_STORE).send(withVat(await readCart(db, currentUser(request).id, timeZone))),
  );

  route<{ Body: CartAddBody }>(
    app,
    buyingEndpoints.addToCart,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Add lines to your cart: quantities are added to the lines there (or replace them) and held to the order rules',
        description:
          'Used by Add to cart, quick order, Order again and a visitor’s cart joining the account’s at sign-in. A quantity ' +
          'below the part’s minimum is raised to it, one above its stock lowered to it; a deleted or out-of-stock part is not ' +
          'added. With `mode: "replace"` a part already in the cart gets the line’s quantity instead of the sum (Order again’s ' +
          '"Replace those lines": sent twice, nothing doubles). `changes` says which lines changed and why; `cart` is the cart now. ' +
          'At most 500 lines.',
        body: cartAddBody,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const changes = await db.transaction((tx) => addCartLines(tx, user.id, request.body.lines, request.body.mode));
      return reply.header('Cache-Control', NO_STORE).send({ cart: withVat(await readCart(db, user.id, timeZone)), changes });
    },
  );

  route<{ Params: IdParams; Body: CartQuantityBody }>(
    app,
    buyingEndpoints.setCartLine,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Set the quantity of a part in your cart (400 with why when it breaks the order rules)',
        params: idParams,
        body: cartQuantityBody,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await db.transaction((tx) => setCartLine(tx, user.id, request.params.id, request.body.quantity));
      return reply.header('Cache-Control', NO_STORE).send(withVat(await readCart(db, user.id, timeZone)));
    },
  );

  route<{ Params: IdParams }>(
    app,
    buyingEndpoints.removeCartLine,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Remove a part from your cart', params: idParams } },
    async (request, reply) => {
      const user = currentUser(request);
      await removeCartLines(db, user.id, [request.params.id]);
      return reply.header('Cache-Control', NO_STORE).send(withVat(await readCart(db, user.id, timeZone)));
    },
  );

  route<{ Body: QuickOrderBody }>(
    app,
    buyingEndpoints.checkQuickOrder,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Check quick-order rows (part number and quantity as typed): each row’s part, or why it cannot be ordered',
        description:
          'Up to 500 rows. A row’s `errors` say what is wrong with its part number (malformed, unknown) or quantity (not a whole ' +
          'number, below the minimum, above the stock). Rows of the same number are merged into the first, their quantities ' +
          'added (`mergedRows`). Nothing is added to the cart: send the good rows to `POST /cart/lines`.',
        body: quickOrderBody,
      },
    },
    async (request) => ({ rows: await checkQuickOrder(db, request.body.rows, currentUser(request).id, timeZone) }),
  );
}
