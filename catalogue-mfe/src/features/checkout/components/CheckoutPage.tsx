import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useSWRConfig } from 'swr';
import {
  ApiError,
  endpoints,
  Link,
  partKey,
  useApi,
  useFormatPrice,
  useNavigate,
  useRefreshLists,
  useSession,
  useToast,
  type Order,
  type Page,
} from '@storefront/shared';
import { canOrderLine, PO_REFERENCE_MAX, type Company } from '@storefront/shared/schemas';
import { TextField } from '@storefront/shared/forms';
import { Button, ButtonLink, Card, Container, EmptyState, ErrorState, ErrorText, PageTitle, Section, Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import { CART_KEY, placeCheckout } from '../../../buying/cartApi';
import { useCart } from '../../../buying/hooks';
import { OrderAttempt } from '../../../buying/idempotency';
import { CartLineItem, LineList } from '../../../components/CartLines';
import {
  checkoutRequest,
  initialCheckoutValues,
  lastOrderKey,
  myCompanyKey,
  paymentText,
  placedMessage,
  validateCheckout,
  type CheckoutValues,
} from '../api/checkoutForm';
import { ShipToField } from './ShipToField';

/**
 * One column on a phone (lines, the delivery form, then the summary, which stays at the bottom of
 * the window until the page's end); from 960 px the form and the summary are a side column that
 * stays in view beside the lines.
 */
const Columns = styled.div`
  > * + * { margin-top: ${({ theme }) => theme.space(6)}; }
  @media (min-width: 960px) {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(320px, 2fr);
    gap: ${({ theme }) => theme.space(6)};
    align-items: start;
    > * + * { margin-top: 0; }
  }
`;

const Side = styled.div`
  display: contents;
  > * + * { margin-top: ${({ theme }) => theme.space(4)}; }
  @media (min-width: 960px) {
    display: block;
  }
  /* Below the header (sticky, 64 px or more), when the window is tall enough for the whole column. */
  @media (min-width: 960px) and (min-height: 760px) {
    position: sticky;
    top: 5.5rem;
  }
`;

/** The total and Place order: at the bottom of the window until the page's end on a phone, under the form beside the lines from 960 px. */
const Summary = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  @media (min-width: 600px) { padding: ${({ theme }) => theme.space(4)}; }
  box-shadow: 0 -6px 16px -8px rgba(16, 24, 40, 0.25);
  > p { margin: 0; display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0 ${({ theme }) => theme.space(3)}; }
  strong { font-size: 1.3rem; color: ${({ theme }) => theme.colors.primary}; font-variant-numeric: tabular-nums; }
`;

const FORM_ID = 'checkout-form';

const FormCard = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
  h2 { margin: 0 0 ${({ theme }) => theme.space(4)}; font-size: 1.2rem; }
  /* A field taken into view by the keyboard stops above the sticky summary, not under it. */
  input, textarea { scroll-margin-bottom: 9rem; }
`;

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
export default function CheckoutPage() {
  const { user } = useSession();
  const { cart, error, retry } = useCart();
  const last = useApi<Page<Order>>(user ? lastOrderKey(user.email) : null);
  // A customer without a company (null), or whose company could not be read, checks out as anyone.
  const companyRead = useApi<Company | null>(user ? myCompanyKey : null);
  const company = companyRead.error ? null : companyRead.data;
  const formatPrice = useFormatPrice();
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const attempt = useRef<OrderAttempt>(undefined);
  attempt.current ??= new OrderAttempt();
  const lastOrder = last.data?.items[0];
  const initialValues = useMemo(() => initialCheckoutValues(user, lastOrder, company), [user, lastOrder, company]);
  const payment = paymentText(company ?? null);
  const blocked = cart?.lines.some((l) => !canOrderLine(l.problem)) ?? false;

  const submit = async (values: CheckoutValues) => {
    if (!cart) return undefined;
    const body = checkoutRequest(values, cart);
    try {
      const placed = await placeCheckout(body, attempt.current!.keyFor(body));
      attempt.current!.settle(201);
      toast.success(placedMessage(placed.order));
      await Promise.all([
        mutate(CART_KEY),
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
                  <TextField name="name" label="Name" readOnly autoComplete="name" />
                  <TextField name="email" label="Email" type="email" readOnly autoComplete="email" />
                  {company && company.locations.length > 0 && <ShipToField locations={company.locations} />}
                  <TextField
                    name="address"
                    label="Address"
                    multiline
                    autoComplete="street-address"
                    hint={company?.locations.length ? 'From the location you ship to' : lastOrder ? 'From your last order' : undefined}
                  />
                  <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
                  <TextField
                    name="poReference"
                    label={company?.poRequired ? 'PO reference (required)' : 'Purchase-order reference (optional)'}
                    hint={`Your own number for this order, up to ${PO_REFERENCE_MAX} characters`}
                  />
                </form>
              </FormCard>
              <Summary>
                <p>
                  Order total: <strong>{formatPrice(cart.total)}</strong>
                </p>
                {payment && (
                  <p>
                    Payment: <span>{payment}</span>
                  </p>
                )}
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
