import { useId, useState } from 'react';
import styled from 'styled-components';
import { ApiError, Link, useToast, type CartLine, plural, t } from '@storefront/shared';
import { canOrderLine, cartLineTotals, quantityRule, quantityTextProblem, rulesOf } from '@storefront/shared/schemas';
import { Button, ButtonLink, Container, EmptyState, ErrorState, ErrorText, Input, PageTitle, Section, Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import { useCart } from '../../../buying/hooks';
import { Actions, CartLineItem, LineList, TotalBar } from '../../../components/CartLines';
import { packAttributes } from '../../../components/packs';
import { VatSummary } from '../../../components/VatSummary';
import { RequestQuoteDialog } from './RequestQuoteDialog';
import { LINK, withLink } from '../../../components/LocalName';
import { localName } from '../../../i18n/localName';

const QuantityField = styled.div`
  display: flex;
  flex-direction: column;
  label { color: ${({ theme }) => theme.colors.muted}; font-size: 0.8125rem; }
  input { width: 7rem; padding: 6px 10px; }
`;

/** Request a quote: under the cart, for a better price than the cart's. */
const Quote = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; color: ${({ theme }) => theme.colors.muted}; }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(5)};
`;

/** A line's quantity: changed on Enter or when the field is left, held to the order rules. */
function QuantityInput({ line, onChange }: { line: CartLine; onChange: (quantity: number) => Promise<void> }) {
  const [text, setText] = useState(String(line.quantity));
  const [error, setError] = useState<string>();
  const [shown, setShown] = useState(line.quantity);
  const id = useId();
  // The line changed elsewhere (another tab, a merge): show its quantity now.
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setText(String(line.quantity));
  }
  const commit = async () => {
    if (text.trim() === String(line.quantity)) return setError(undefined);
    const part = line.part;
    const problem = quantityTextProblem(text) ?? (part ? quantityRule(Number(text), rulesOf(part)) : undefined);
    setError(problem);
    if (problem) return;
    try {
      await onChange(Number(text));
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields?.quantity ?? failure.message) : t('Could not change the quantity: try again'));
    }
  };
  return (
    <QuantityField>
      <label htmlFor={id}>{t('Quantity')}</label>
      <Input
        id={id}
        inputMode="numeric"
        {...(line.part ? packAttributes(line.part) : {})}
        value={text}
        disabled={!line.part}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void commit();
        }}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </QuantityField>
  );
}

/** The cart (`/cart`): change quantities, remove lines, see each line's and the order's total. */
export default function CartPage() {
  const { owner, cart, error, retry, setQuantity, remove } = useCart();
  const toast = useToast();
  const blocked = cart?.lines.some((l) => !canOrderLine(l.problem)) ?? false;
  const [asking, setAsking] = useState(false);

  const removeLine = async (line: CartLine) => {
    try {
      await remove(line.partId);
      toast.success(line.part ? t('{name} was removed from your cart', { name: localName(line.part) }) : t('The part was removed from your cart'));
    } catch {
      toast.error(t('Could not remove the line: try again'));
    }
  };

  return (
    <Container>
      <Section>
        <PageTitle>{t('Cart')}</PageTitle>
        {owner === 'visitor' && <Intro>{t('Your cart is kept in this browser; it joins your account’s cart when you sign in to check out.')}</Intro>}
        {error ? (
          <ErrorState title={t('Could not load your cart')} message={error.message} onRetry={retry} />
        ) : !cart ? (
          <div role="status">
            <VisuallyHidden>{t('Loading your cart')}</VisuallyHidden>
            <Skeleton $height="6rem" />
          </div>
        ) : cart.lines.length === 0 ? (
          <EmptyState title={t('Your cart is empty')}>
            <p>
              {withLink(
                t('Add parts from {start}all parts{end}, or type or paste part numbers in {start2}quick order{end2}.', LINK),
                (words) => (
                  <Link to="/parts">{words}</Link>
                ),
                (words) => (
                  <Link to="/quick-order">{words}</Link>
                ),
              )}
            </p>
          </EmptyState>
        ) : (
          <>
            <LineList aria-label={t('Cart lines')}>
              {cart.lines.map((line) => (
                <CartLineItem
                  key={line.partId}
                  line={line}
                  quantity={<QuantityInput line={line} onChange={(quantity) => setQuantity(line.partId, quantity)} />}
                  actions={
                    <Button
                      $variant="ghost"
                      $size="sm"
                      onClick={() => void removeLine(line)}
                      aria-label={line.part ? t('Remove {name} from the cart', { name: localName(line.part) }) : t('Remove this part from the cart')}
                    >
                      {t('Remove')}
                    </Button>
                  }
                />
              ))}
            </LineList>
            <TotalBar>
              <VatSummary
                lineTotals={cartLineTotals(cart.lines)}
                vatRate={cart.vatRate}
                label={plural(cart.lines.length, { one: 'Order total (# line)', other: 'Order total (# lines)' })}
              />
              <Actions>
                <ButtonLink as={Link} to="/quick-order" $variant="secondary">
                  {t('Quick order')}
                </ButtonLink>
                {blocked ? (
                  <Button disabled aria-describedby="cart-blocked">
                    {t('Check out')}
                  </Button>
                ) : (
                  <ButtonLink as={Link} to="/checkout">
                    {t('Check out')}
                  </ButtonLink>
                )}
              </Actions>
            </TotalBar>
            {blocked && (
              <ErrorText id="cart-blocked" role="status">
                {t('Change or remove the lines marked above before checking out.')}
              </ErrorText>
            )}
            {owner === 'account' && cart.lines.some((line) => line.part) && (
              <Quote>
                <p>{t('Buying in quantity? Ask us for a better price for these lines. They stay in your cart until you accept the quote or remove them.')}</p>
                <Button $variant="secondary" onClick={() => setAsking(true)}>
                  {t('Request a quote')}
                </Button>
              </Quote>
            )}
            {asking && <RequestQuoteDialog lines={cart.lines} onClose={() => setAsking(false)} />}
          </>
        )}
      </Section>
    </Container>
  );
}
