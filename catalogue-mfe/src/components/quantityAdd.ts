import { useState, type FormEvent } from 'react';
import { quantityRule, quantityTextProblem, rulesOf } from '@storefront/shared/schemas';
import { useAddPart, type CartPart } from './AddToCartButton';

/**
 * A typed quantity's Add to cart, held to the part's order rules (the part's page for a visitor,
 * a parts book's row): `submit` says what is wrong with `text` or adds it; once a message is
 * shown, `changed` keeps it following every change of the field.
 */
export function useQuantityAdd(part: CartPart, text: string) {
  const { run, busy, ready } = useAddPart(part);
  const [error, setError] = useState<string>();
  const check = (value: string) => quantityTextProblem(value) ?? quantityRule(Number(value), rulesOf(part));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check(text);
    setError(problem);
    if (!problem) await run(Number(text.trim()));
  };
  const changed = (value: string) => {
    if (error) setError(check(value));
  };
  return { error, submit, changed, busy, ready };
}
