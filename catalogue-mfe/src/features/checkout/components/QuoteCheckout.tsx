import styled from 'styled-components';
import { formatDay, Link, useApi, useConfig, plural, t } from '@storefront/shared';
import { quoteMessages, type Quote } from '@storefront/shared/schemas';
import { ErrorState } from '@storefront/shared/ui';
import { QuoteLinesTable } from '@storefront/shared/orders';
import { type CheckoutValues } from '../api/checkoutForm';
import { useBuyerDelivery } from '../api/delivery';
import { acceptQuote, cannotAcceptReason, quoteAcceptRequest, quoteKey, quotedLineTotals, quotedTotal } from '../api/quotes';
import { CheckoutForm, CheckoutFrame, CheckoutLoading, usePlaceOrder } from './CheckoutForm';
import { numberLocale } from '../../../i18n/localName';

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
  const place = usePlaceOrder();
  const data = quote.data;

  const submit = (values: CheckoutValues) =>
    place(quoteAcceptRequest(values), {
      send: (body, key) => acceptQuote(number, body, key),
      changed: [quoteKey(number)],
      refused: (failure) => {
        // Stock ran out, the quote expired or was declined meanwhile: say so, and show the quote as it is now.
        if (failure.status === 409) void quote.mutate();
        return undefined;
      },
    });

  let body;
  if (quote.error)
    body =
      quote.error.status === 404 ? (
        <ErrorState title={t(quoteMessages.notFound)} message={t('{number}: check the link, or find it in My Quotes.', { number })} />
      ) : (
        <ErrorState title={t('Could not load the quote')} message={quote.error.message} onRetry={() => void quote.mutate()} />
      );
  else if (!data || company === undefined) body = <CheckoutLoading label={t('Loading the quote')} />;
  else if (!data.canAccept)
    body = (
      <Refusal role="status">
        <p>{t(cannotAcceptReason(data))}</p>
        <Link to={`/dashboard/quotes/${data.number}`}>{t('Back to quote {number}', { number: data.number })}</Link>
      </Refusal>
    );
  else
    body = (
      <CheckoutForm
        formId={FORM_ID}
        delivery={{ company, lastOrder, initialValues }}
        onSubmit={submit}
        lines={
          <section aria-labelledby="quote-lines">
            <h2 id="quote-lines">{plural(data.lines.length, { one: '# line at the quoted prices', other: '# lines at the quoted prices' })}</h2>
            <QuoteLinesTable quote={data} showTotals />
            <p>
              <Link to={`/dashboard/quotes/${data.number}`}>{t('Back to quote {number}', { number: data.number })}</Link>
            </p>
          </section>
        }
        lineTotals={quotedLineTotals(data)}
        vatRate={data.vatRate}
        orderTotal={quotedTotal(data)}
      />
    );

  return (
    <CheckoutFrame
      intro={
        <p>
          {t('Quote {number}', { number })}
          {data?.validUntil ? t(', valid until {day}', { day: formatDay(data.validUntil, numberLocale(locale)) }) : ''}
        </p>
      }
    >
      {body}
    </CheckoutFrame>
  );
}
