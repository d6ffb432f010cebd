import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorText, Hint, Input, Label } from '@storefront/shared/ui';
import { soldOut, type CartPart } from './AddToCartButton';
import { packAttributes } from './packs';
import { useQuantityAdd } from './quantityAdd';
import { t } from '@storefront/shared';

const Row = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 8rem) auto;
  justify-content: start;
  align-items: end;
  gap: 4px ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
  label, p, > span { grid-column: 1 / -1; }
`;

/**
 * A quantity, held to the order rules, and Add to cart: the part's page for a visitor, who has no
 * Place Order form (a signed-in customer's Add to cart takes that form's quantity). `hint` is the
 * rule as the page words it.
 */
export function AddToCartForm({ part, hint }: { part: CartPart; hint?: string }) {
  const [text, setText] = useState(String(part.min_order_Quantity));
  const { error, submit, changed, busy, ready } = useQuantityAdd(part, text);
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Row onSubmit={(e) => void submit(e)} noValidate aria-label={t('Add to cart')}>
      <Label htmlFor={id}>{t('Quantity')}</Label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        {...packAttributes(part)}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          changed(e.target.value);
        }}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        disabled={soldOut(part)}
      />
      <Button type="submit" $variant="secondary" disabled={busy || !ready || soldOut(part)}>
        {t('Add to cart')}
      </Button>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Row>
  );
}
