import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { quantityProblem, quantityTextProblem } from '@storefront/shared/schemas';
import { Button, ErrorText, Input, Label } from '@storefront/shared/ui';
import { soldOut, useAddPart, type CartPart } from './AddToCartButton';

const Row = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 8rem) auto;
  justify-content: start;
  align-items: end;
  gap: 4px ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  label, p { grid-column: 1 / -1; }
`;

/** The part's page: a quantity, held to the order rules, and Add to cart. */
export function AddToCartForm({ part }: { part: CartPart }) {
  const { run, busy, ready } = useAddPart(part);
  const [text, setText] = useState(String(part.min_order_Quantity));
  const [error, setError] = useState<string>();
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = quantityTextProblem(text) ?? quantityProblem(Number(text), { min: part.min_order_Quantity, available: part.available_Quantity });
    setError(problem);
    if (!problem) await run(Number(text));
  };
  return (
    <Row onSubmit={(e) => void submit(e)} noValidate aria-label="Add to cart">
      <Label htmlFor={id}>Quantity for the cart</Label>
      <Input
        id={id}
        inputMode="numeric"
        value={text}
        onChange={(e) => setText(e.target.value)}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={soldOut(part)}
      />
      <Button type="submit" $variant="secondary" disabled={busy || !ready || soldOut(part)}>
        Add to cart
      </Button>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Row>
  );
}
