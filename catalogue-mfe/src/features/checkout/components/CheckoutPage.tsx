import { useState } from 'react';
import styled from 'styled-components';
import { FORM_ERROR } from 'final-form';
import { useSWRConfig } from 'swr';
import { Link, partKey, useNavigation, plural, t } from '@storefront/shared';
import { canOrderLine, cartLineTotals, type Cart } from '@storefront/shared/schemas';
import { ButtonLink, EmptyState, ErrorState } from '@storefront/shared/ui';
import { CART_KEY, placeCheckout } from '../../../buying/cartApi';
import { useCart } from '../../../buying/hooks';
import { CartLineItem, LineList } from '../../../components/CartLines';
import { checkoutRequest, type CheckoutValues } from '../api/checkoutForm';
import { QuoteCheckout } from './QuoteCheckout';
import { useBuyerDelivery } from '../api/delivery';
import { CheckoutForm, CheckoutFrame, CheckoutLoading, usePlaceOrder } from './CheckoutForm';
import { LINK, withLink } from '../../../components/LocalName';
import { localNumber } from '../../../i18n/localName';

const FORM_ID = 'checkout-form';

const Quantity = styled.div`
  display: flex;
  flex-direction: column;
  span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.8125rem; }
  strong { font-variant-numeric: tabular-nums; }
`;

/**
 * Checkout (`/checkout`, signed in): one order of every line of the cart. A company's member
 * (docs/companies.md) ships to one of its locations, sees how the company pays, and gives a PO
 * reference when the company asks for one; an order above their limits or the company's credit
 * waits, and the confirmation says so.
 */
function CartCheckout() {
  const { cart, error, retry } = useCart();
  const { company, lastOrder, initialValues } = useBuyerDelivery();
  const { mutate } = useSWRConfig();
  const place = usePlaceOrder();
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const blocked = cart?.lines.some((l) => !canOrderLine(l.problem)) ?? false;

  const submit = async (values: CheckoutValues) => {
    if (!cart) return undefined;
    const body = checkoutRequest(values, cart);
    return place(body, {
      send: async (sent, key) => (await placeCheckout(sent, key)).order,
      changed: [CART_KEY, ...body.lines.map((l) => partKey(l.partId))],
      refused: (failure) => {
        if (failure.status !== 409 || !failure.fields) return undefined;
        // Lines that cannot be had now: each says why, and the cart shows the stock as it is.
        setLineErrors(failure.fields);
        void mutate(CART_KEY);
        return { [FORM_ERROR]: t('Some lines cannot be ordered as they are: change them in the cart, then place the order.') };
      },
    });
  };

  let body;
  if (error) body = <ErrorState title={t('Could not load your cart')} message={error.message} onRetry={retry} />;
  else if (!cart || company === undefined) body = <CheckoutLoading label={t('Loading your cart')} />;
  else if (cart.lines.length === 0)
    body = (
      <EmptyState title={t('Your cart is empty')}>
        <p>
          {withLink(
            t('Add parts from {start}all parts{end} or {start2}quick order{end2} first.', LINK),
            (words) => (
              <Link to="/parts">{words}</Link>
            ),
            (words) => (
              <Link to="/quick-order">{words}</Link>
            ),
          )}
        </p>
      </EmptyState>
    );
  else
    body = (
      <CheckoutForm
        formId={FORM_ID}
        delivery={{ company, lastOrder, initialValues }}
        onSubmit={submit}
        lines={<CartLines lines={cart.lines} lineErrors={lineErrors} />}
        lineTotals={cartLineTotals(cart.lines)}
        vatRate={cart.vatRate}
        orderTotal={cart.total}
        blocked={
          blocked && (
            <>
              {withLink(t('Some lines cannot be ordered as they are: {start}change them in the cart{end}.', LINK), (words) => (
                <Link to="/cart">{words}</Link>
              ))}
            </>
          )
        }
      />
    );

  return <CheckoutFrame>{body}</CheckoutFrame>;
}

/** The cart's lines as they will be ordered, each with why it cannot be when the order was refused. */
function CartLines({ lines, lineErrors }: { lines: Cart['lines']; lineErrors: Record<string, string> }) {
  return (
    <section aria-labelledby="checkout-lines">
      <h2 id="checkout-lines">{plural(lines.length, { one: '# line', other: '# lines' })}</h2>
      <LineList>
        {lines.map((line) => (
          <CartLineItem
            key={line.partId}
            line={line}
            headingLevel={3}
            nextBreak={false}
            message={lineErrors[line.partId]}
            quantity={
              <Quantity>
                <span>{t('Quantity')}</span>
                <strong>{localNumber(line.quantity)}</strong>
              </Quantity>
            }
          />
        ))}
      </LineList>
      <p>
        <ButtonLink as={Link} to="/cart" $variant="secondary">
          {t('Change the cart')}
        </ButtonLink>
      </p>
    </section>
  );
}

/** Checkout (`/checkout`): the cart's, or an accepted quote's with `?quote=Q-2026-000001`. */
export default function CheckoutPage() {
  const { search } = useNavigation();
  const quote = new URLSearchParams(search).get('quote');
  return quote ? <QuoteCheckout number={quote} /> : <CartCheckout />;
}
