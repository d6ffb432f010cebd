import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useSWRConfig } from 'swr';
import { ApiError, endpoints, Link, partKey, useNavigate, useNavigation, useRefreshLists, useToast } from '@storefront/shared';
import { canOrderLine, cartLineTotals } from '@storefront/shared/schemas';
import { Button, ButtonLink, Container, EmptyState, ErrorState, ErrorText, PageTitle, Section, Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import { CART_KEY, placeCheckout } from '../../../buying/cartApi';
import { useCart } from '../../../buying/hooks';
import { OrderAttempt } from '../../../buying/idempotency';
import { CartLineItem, LineList } from '../../../components/CartLines';
import { ApprovalNotice } from '../../../components/ApprovalNotice';
import { VatSummary } from '../../../components/VatSummary';
import { myCompanyKey } from '../../../buying/company';
import { checkoutRequest, paymentText, placedMessage, validateCheckout, type CheckoutValues } from '../api/checkoutForm';
import { DeliveryFields } from './DeliveryFields';
import { QuoteCheckout } from './QuoteCheckout';
import { useBuyerDelivery } from '../api/delivery';
import { Columns, FormCard, Side, Summary } from './CheckoutLayout';

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
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const attempt = useRef<OrderAttempt>(undefined);
  attempt.current ??= new OrderAttempt();
  const payment = paymentText(company ?? null);
  const blocked = cart?.lines.some((l) => !canOrderLine(l.problem)) ?? false;
  const lineTotals = cart ? cartLineTotals(cart.lines) : [];

  const submit = async (values: CheckoutValues) => {
    if (!cart) return undefined;
    const body = checkoutRequest(values, cart);
    try {
      const placed = await placeCheckout(body, attempt.current!.keyFor(body));
      attempt.current!.settle(201);
      toast.success(placedMessage(placed.order));
      await Promise.all([
        mutate(CART_KEY),
        // The month's spending grew: the next checkout judges its limits on it.
        mutate(myCompanyKey),
        refreshLists(endpoints.listOrders),
        refreshLists(endpoints.listParts),
        ...body.lines.map((l) => mutate(partKey(l.partId))),
      ]);
      navigate(`/dashboard/orders/${placed.order.number}`);
      return undefined;
    } catch (failure) {
      attempt.current!.settle(failure instanceof ApiError ? failure.status : 0);
      if (failure instanceof ApiError && failure.status === 409 && failure.fields) {
        // Lines that cannot be had now: each says why, and the cart shows the stock as it is.
        setLineErrors(failure.fields);
        void mutate(CART_KEY);
        return { [FORM_ERROR]: 'Some lines cannot be ordered as they are: change them in the cart, then place the order.' };
      }
      if (failure instanceof ApiError && failure.status === 400 && failure.fields) return failure.fields;
      return { [FORM_ERROR]: failure instanceof ApiError ? failure.message : 'Could not place the order: try again' };
    }
  };

  let body;
  if (error) body = <ErrorState title="Could not load your cart" message={error.message} onRetry={retry} />;
  else if (!cart || company === undefined)
    body = (
      <div role="status">
        <VisuallyHidden>Loading your cart</VisuallyHidden>
        <Skeleton $height="8rem" />
      </div>
    );
  else if (cart.lines.length === 0)
    body = (
      <EmptyState title="Your cart is empty">
        <p>
          Add parts from <Link to="/parts">all parts</Link> or <Link to="/quick-order">quick order</Link> first.
        </p>
      </EmptyState>
    );
  else
    body = (
      <Form<CheckoutValues> initialValues={initialValues} keepDirtyOnReinitialize validate={(values) => validateCheckout(values, company)} onSubmit={submit}>
        {({ handleSubmit, submitting, submitError }) => (
          <Columns>
            <section aria-labelledby="checkout-lines">
              <h2 id="checkout-lines">
                {cart.lines.length} {cart.lines.length === 1 ? 'line' : 'lines'}
              </h2>
              <LineList>
                {cart.lines.map((line) => (
                  <CartLineItem
                    key={line.partId}
                    line={line}
                    headingLevel={3}
                    nextBreak={false}
                    message={lineErrors[line.partId]}
                    quantity={
                      <Quantity>
                        <span>Quantity</span>
                        <strong>{line.quantity}</strong>
                      </Quantity>
                    }
                  />
                ))}
              </LineList>
              <p>
                <ButtonLink as={Link} to="/cart" $variant="secondary">
                  Change the cart
                </ButtonLink>
              </p>
            </section>
            <Side>
              <FormCard>
                <h2>Delivery</h2>
                <form id={FORM_ID} onSubmit={handleSubmit} noValidate aria-label="Checkout">
                  <DeliveryFields company={company} lastOrder={lastOrder} />
                </form>
              </FormCard>
              <Summary>
                <VatSummary lineTotals={lineTotals} vatRate={cart.vatRate} />
                {payment && (
                  <p>
                    Payment: <span>{payment}</span>
                  </p>
                )}
                <ApprovalNotice company={company} orderTotal={cart.total} />
                {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
                {blocked && (
                  <ErrorText role="status">
                    Some lines cannot be ordered as they are: <Link to="/cart">change them in the cart</Link>.
                  </ErrorText>
                )}
                <Button type="submit" form={FORM_ID} $block $size="lg" disabled={submitting || blocked}>
                  {submitting ? 'Placing the order…' : 'Place order'}
                </Button>
              </Summary>
            </Side>
          </Columns>
        )}
      </Form>
    );

  return (
    <Container>
      <Section>
        <PageTitle>Checkout</PageTitle>
        {body}
      </Section>
    </Container>
  );
}

/** Checkout (`/checkout`): the cart's, or an accepted quote's with `?quote=Q-2026-000001`. */
export default function CheckoutPage() {
  const { search } = useNavigation();
  const quote = new URLSearchParams(search).get('quote');
  return quote ? <QuoteCheckout number={quote} /> : <CartCheckout />;
}
