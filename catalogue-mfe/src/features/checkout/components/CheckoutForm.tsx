import { useRef, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useSWRConfig } from 'swr';
import { ApiError, endpoints, useNavigate, useRefreshLists, useToast, type Order, type OrderDetail, t } from '@storefront/shared';
import { Button, Container, ErrorText, PageTitle, Section, Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import { OrderAttempt } from '../../../buying/idempotency';
import { ApprovalNotice } from '../../../components/ApprovalNotice';
import { VatSummary } from '../../../components/VatSummary';
import { myCompanyKey, paymentText, placedMessage, validateCheckout, type BuyerCompany, type CheckoutValues } from '../api/checkoutForm';
import { Columns, FormCard, Side, Summary } from './CheckoutLayout';
import { DeliveryFields } from './DeliveryFields';

// Checkout's form, the cart's and an accepted quote's alike: they differ only in their lines and in what they send.

/** Checkout's page around its body: the title, and what the body is of (an accepted quote's number). */
export function CheckoutFrame({ intro, children }: { intro?: ReactNode; children: ReactNode }) {
  return (
    <Container>
      <Section>
        <PageTitle>{t('Checkout')}</PageTitle>
        {intro}
        {children}
      </Section>
    </Container>
  );
}

/** While the lines or the buyer's company load. */
export function CheckoutLoading({ label }: { label: string }) {
  return (
    <div role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton $height="8rem" />
    </div>
  );
}

interface PlaceOptions<B> {
  /** Sends the order with its Idempotency-Key and answers the order made. */
  send: (body: B, idempotencyKey: string) => Promise<OrderDetail>;
  /** The reads the order changed besides the company's spending, the orders and the parts. */
  changed: string[];
  /** A refusal the caller explains itself (undefined: the usual field or form error). */
  refused?: (failure: ApiError) => SubmissionErrors | undefined;
}

/**
 * Places an order once however many times its answer is lost (OrderAttempt), says it is placed,
 * reads again what it changed and opens it; a refusal comes back as the form's errors.
 */
export function usePlaceOrder() {
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  const attempt = useRef<OrderAttempt>(undefined);
  attempt.current ??= new OrderAttempt();

  return async <B,>(body: B, { send, changed, refused }: PlaceOptions<B>): Promise<SubmissionErrors | undefined> => {
    try {
      const order = await send(body, attempt.current!.keyFor(body));
      attempt.current!.settle(201);
      toast.success(placedMessage(order));
      await Promise.all([
        ...changed.map((key) => mutate(key)),
        // The month's spending grew: the next checkout judges its limits on it.
        mutate(myCompanyKey),
        refreshLists(endpoints.listOrders),
        refreshLists(endpoints.listParts),
      ]);
      navigate(`/dashboard/orders/${order.number}`);
      return undefined;
    } catch (failure) {
      attempt.current!.settle(failure instanceof ApiError ? failure.status : 0);
      const own = failure instanceof ApiError ? refused?.(failure) : undefined;
      if (own) return own;
      if (failure instanceof ApiError && failure.status === 400 && failure.fields) return failure.fields;
      return { [FORM_ERROR]: failure instanceof ApiError ? failure.message : t('Could not place the order: try again') };
    }
  };
}

export interface CheckoutFormProps {
  formId: string;
  /** The buyer's company (loaded), their last order and the form's first values from them (useBuyerDelivery). */
  delivery: { company: BuyerCompany | null; lastOrder: Order | undefined; initialValues: CheckoutValues };
  onSubmit: (values: CheckoutValues) => Promise<SubmissionErrors | undefined>;
  /** The lines' section, beside the form. */
  lines: ReactNode;
  lineTotals: readonly number[];
  vatRate: number | undefined;
  orderTotal: number;
  /** Why the order cannot be placed as it is: shown above Place order, which it disables. */
  blocked?: ReactNode;
}

/** The lines, the delivery form, and the summary with Place order. */
export function CheckoutForm({ formId, delivery, onSubmit, lines, lineTotals, vatRate, orderTotal, blocked }: CheckoutFormProps) {
  const { company, lastOrder, initialValues } = delivery;
  const payment = paymentText(company);
  return (
    <Form<CheckoutValues> initialValues={initialValues} keepDirtyOnReinitialize validate={(values) => validateCheckout(values, company)} onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError }) => (
        <Columns>
          {lines}
          <Side>
            <FormCard>
              <h2>{t('Delivery')}</h2>
              <form id={formId} onSubmit={handleSubmit} noValidate aria-label={t('Checkout')}>
                <DeliveryFields company={company} lastOrder={lastOrder} />
              </form>
            </FormCard>
            <Summary>
              <VatSummary lineTotals={lineTotals} vatRate={vatRate} />
              {payment && (
                <p>
                  {t('Payment:')} <span>{payment}</span>
                </p>
              )}
              <ApprovalNotice company={company} orderTotal={orderTotal} />
              {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
              {blocked && <ErrorText role="status">{blocked}</ErrorText>}
              <Button type="submit" form={formId} $block $size="lg" disabled={submitting || !!blocked}>
                {submitting ? t('Placing the order…') : t('Place order')}
              </Button>
            </Summary>
          </Side>
        </Columns>
      )}
    </Form>
  );
}
