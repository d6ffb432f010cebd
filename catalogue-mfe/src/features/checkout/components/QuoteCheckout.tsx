import { useRef } from 'react';
import styled from 'styled-components';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useSWRConfig } from 'swr';
import { ApiError, endpoints, formatDay, Link, useApi, useConfig, useNavigate, useRefreshLists, useToast, type OrderDetail } from '@storefront/shared';
import { quoteMessages, type Quote } from '@storefront/shared/schemas';
import { Button, Container, ErrorState, ErrorText, PageTitle, Section, Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import { QuoteLinesTable } from '@storefront/shared/orders';
import { OrderAttempt } from '../../../buying/idempotency';
import { myCompanyKey, paymentText, placedMessage, validateCheckout, type CheckoutValues } from '../api/checkoutForm';
import { useBuyerDelivery } from '../api/delivery';
import { acceptQuote, cannotAcceptReason, quoteAcceptRequest, quoteKey, quotedLineTotals, quotedTotal } from '../api/quotes';
import { ApprovalNotice } from '../../../components/ApprovalNotice';
import { VatSummary } from '../../../components/VatSummary';
import { Columns, FormCard, Side, Summary } from './CheckoutLayout';
import { DeliveryFields } from './DeliveryFields';

const FORM_ID = 'quote-checkout-form';

const Refusal = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; font-weight: 600; }
`;

/**
 * Accepting a quote (`/checkout?quote=Q-2026-000001`): its lines at the quoted prices, checkout's
 * delivery fields, and Place order, which accepts it (one order at those prices, with an
 * Idempotency-Key as checkout's) and shows checkout's confirmation. A quote that cannot be
 * accepted says why and links back to it.
 */
export function QuoteCheckout({ number }: { number: string }) {
  const quote = useApi<Quote>(quoteKey(number));
  const { company, lastOrder, initialValues } = useBuyerDelivery();
  const { locale } = useConfig();
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  const attempt = useRef<OrderAttempt>(undefined);
  attempt.current ??= new OrderAttempt();
  const payment = paymentText(company ?? null);
  const data = quote.data;

  const submit = async (values: CheckoutValues) => {
    const body = quoteAcceptRequest(values);
    try {
      const order: OrderDetail = await acceptQuote(number, body, attempt.current!.keyFor(body));
      attempt.current!.settle(201);
      toast.success(placedMessage(order));
      await Promise.all([mutate(quoteKey(number)), mutate(myCompanyKey), refreshLists(endpoints.listOrders), refreshLists(endpoints.listParts)]);
      navigate(`/dashboard/orders/${order.number}`);
      return undefined;
    } catch (failure) {
      attempt.current!.settle(failure instanceof ApiError ? failure.status : 0);
      if (failure instanceof ApiError && failure.status === 400 && failure.fields) return failure.fields;
      // Stock ran out, the quote expired or was declined meanwhile: say so, and show the quote as it is now.
      if (failure instanceof ApiError && failure.status === 409) void quote.mutate();
      return { [FORM_ERROR]: failure instanceof ApiError ? failure.message : 'Could not place the order: try again' };
    }
  };

  let body;
  if (quote.error)
    body =
      quote.error.status === 404 ? (
        <ErrorState title={quoteMessages.notFound} message={`${number}: check the link, or find it in My Quotes.`} />
      ) : (
        <ErrorState title="Could not load the quote" message={quote.error.message} onRetry={() => void quote.mutate()} />
      );
  else if (!data || company === undefined)
    body = (
      <div role="status">
        <VisuallyHidden>Loading the quote</VisuallyHidden>
        <Skeleton $height="8rem" />
      </div>
    );
  else if (!data.canAccept)
    body = (
      <Refusal role="status">
        <p>{cannotAcceptReason(data)}</p>
        <Link to={`/dashboard/quotes/${data.number}`}>Back to quote {data.number}</Link>
      </Refusal>
    );
  else
    body = (
      <Form<CheckoutValues> initialValues={initialValues} keepDirtyOnReinitialize validate={(values) => validateCheckout(values, company)} onSubmit={submit}>
        {({ handleSubmit, submitting, submitError }) => (
          <Columns>
            <section aria-labelledby="quote-lines">
              <h2 id="quote-lines">
                {data.lines.length} {data.lines.length === 1 ? 'line' : 'lines'} at the quoted prices
              </h2>
              <QuoteLinesTable quote={data} showTotals />
              <p>
                <Link to={`/dashboard/quotes/${data.number}`}>Back to quote {data.number}</Link>
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
                <VatSummary lineTotals={quotedLineTotals(data)} vatRate={data.vatRate} />
                {payment && (
                  <p>
                    Payment: <span>{payment}</span>
                  </p>
                )}
                <ApprovalNotice company={company} orderTotal={quotedTotal(data)} />
                {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
                <Button type="submit" form={FORM_ID} $block $size="lg" disabled={submitting}>
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
        <p>
          Quote {number}
          {data?.validUntil ? `, valid until ${formatDay(data.validUntil, locale)}` : ''}
        </p>
        {body}
      </Section>
    </Container>
  );
}
