import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Form } from 'react-final-form';
import { useSWRConfig } from 'swr';
import { ApiError, formatUnits, partKey, useFormatPrice, useSession, useToast, type Part, endpoints, useRefreshLists, t } from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { Button, ErrorText } from '@storefront/shared/ui';
import { linePrice, ORDER_SUCCESS, type PriceInputs } from '@storefront/shared/schemas';
import { OrderAttempt } from '../../../buying/idempotency';
import { useAddPart } from '../../../components/AddToCartButton';
import { packAttributes } from '../../../components/packs';
import { priceNote } from '../../../components/Prices';
import { ApprovalNotice } from '../../../components/ApprovalNotice';
import { PoReferenceField, ShipToField } from '../../../components/ShipToField';
import { myCompanyKey, useBuyerCompany } from '../../../buying/company';
import { placeOrder } from '../api/orders';
import { initialOrderValues, orderBody, orderTotal, orderValidator, parseQuantity, quantityRule, submitErrors, type OrderFormValues } from '../api/orderForm';

const Total = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  span { font-weight: 600; }
  output { font-size: 1.35rem; font-weight: 800; color: ${({ theme }) => theme.colors.primary}; font-variant-numeric: tabular-nums; }
  small { flex-basis: 100%; color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
`;

const FormError = styled(ErrorText)`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

/** The quantity's message from Add to cart, where the field's own would show. */
const QuantityError = styled(ErrorText)`
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The id TextField gives the quantity's hint (`field-<name>-hint`), and the id of Add to cart's message. */
const QUANTITY_HINT_ID = 'field-orderQuantity-hint';
const CART_ERROR_ID = 'order-quantity-cart-error';

/**
 * Place Order: name and e-mail from the account, phone, address and a quantity within the rule;
 * and Add to cart, which takes the same quantity field, held to the same rule (the page has one
 * quantity). Phone and address are the order's alone: Add to cart does not ask for them. The
 * total is at the unit price for the quantity (`inputs`: the part's breaks, the buyer's list).
 */
export function OrderForm({ part, inputs }: { part: Part; inputs?: PriceInputs }) {
  const { user } = useSession();
  const toast = useToast();
  const formatPrice = useFormatPrice();
  const { mutate } = useSWRConfig();

  // The stock changes after each order: validate against the part as it is now.
  const current = useRef(part);
  current.current = part;
  // A company's member ships to one of its locations and may give (or must give) a PO reference, as at checkout.
  const company = useBuyerCompany();
  const validate = useCallback((values: OrderFormValues) => orderValidator(current.current, company)(values), [company]);
  const minimum = part.min_order_Quantity;
  const initialValues = useMemo(() => initialOrderValues({ min_order_Quantity: minimum }, user, company), [minimum, user, company]);
  const refreshLists = useRefreshLists();
  // A retry after a lost answer sends the same Idempotency-Key: one order, however often it is sent.
  const attempt = useRef<OrderAttempt>(undefined);
  attempt.current ??= new OrderAttempt();
  const refreshStock = useCallback(() => Promise.all([mutate(partKey(part._id)), refreshLists(endpoints.listParts)]), [mutate, refreshLists, part._id]);
  const cart = useAddPart(part);
  // Once Add to cart was pressed with a quantity the rule refuses, its message follows every change (as the form's does).
  const [cartTried, setCartTried] = useState(false);

  return (
    <Form<OrderFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, form) => {
        const body = orderBody(part, values);
        try {
          await placeOrder(body, attempt.current!.keyFor(body));
          attempt.current!.settle(201);
        } catch (error) {
          attempt.current!.settle(error instanceof ApiError ? error.status : 0);
          // Stock ran out or the part went away meanwhile: show what is true now.
          if (error instanceof ApiError && (error.status === 409 || error.status === 404)) void refreshStock();
          return submitErrors(error);
        }
        toast.success(t(ORDER_SUCCESS));
        // Restart once final-form has finished this submission.
        setTimeout(() => form.restart());
        // A member's month grew by this order: the next one's approval notice counts it.
        if (company) void mutate(myCompanyKey);
        await refreshStock();
        return undefined;
      }}
      render={({ handleSubmit, submitting, values, submitError, submitFailed, errors }) => {
        const quantity = parseQuantity(values.orderQuantity);
        const price = linePrice(inputs ?? { price: part.price, breaks: part.breaks ?? [] }, quantity ?? part.min_order_Quantity);
        const total = orderTotal(price.unitPrice, values.orderQuantity);
        const note = priceNote(price, formatPrice);
        const quantityProblem: string | undefined = validate(values)?.orderQuantity;
        // After a failed Place Order the field shows the same message itself.
        const cartError = cartTried && !(submitFailed && errors?.orderQuantity) ? quantityProblem : undefined;
        const addToCart = async () => {
          setCartTried(true);
          if (quantityProblem === undefined && quantity !== undefined && (await cart.run(quantity))) setCartTried(false);
        };
        return (
          <form onSubmit={handleSubmit} noValidate aria-label={t('Place Order')}>
            <TextField name="name" label={t('Name')} readOnly autoComplete="name" />
            <TextField name="email" label={t('Email')} type="email" readOnly autoComplete="email" />
            {company && company.locations.length > 0 && <ShipToField locations={company.locations} />}
            <TextField name="phone" label={t('Phone')} type="tel" autoComplete="tel" />
            <TextField name="address" label={t('Address')} autoComplete="street-address" />
            {company && <PoReferenceField company={company} />}
            <TextField
              name="orderQuantity"
              label={t('Quantity')}
              inputMode="numeric"
              autoComplete="off"
              hint={quantityRule(part)}
              {...packAttributes(part)}
              {...(cartError ? { 'aria-invalid': true, 'aria-describedby': `${QUANTITY_HINT_ID} ${CART_ERROR_ID}` } : {})}
            />
            {cartError && (
              <QuantityError id={CART_ERROR_ID} role="alert">
                {cartError}
              </QuantityError>
            )}
            <Total>
              <span id="order-total-label">{t('Total excl. VAT')}</span>
              <output aria-labelledby="order-total-label" aria-live="polite">
                {total === undefined ? '–' : formatPrice(total)}
              </output>
              <small>
                {t('{price} per unit × {units}', { price: formatPrice(price.unitPrice), units: quantity === undefined ? '…' : formatUnits(quantity) })}
                {note && ` (${note})`}
              </small>
            </Total>
            {total !== undefined && <ApprovalNotice company={company} orderTotal={total} />}
            {submitError && <FormError role="alert">{submitError}</FormError>}
            <Actions>
              <Button type="submit" $variant="accent" $size="lg" $block disabled={submitting}>
                {submitting ? t('Placing order…') : t('Place Order')}
              </Button>
              <Button type="button" $variant="secondary" $size="lg" $block disabled={cart.busy || !cart.ready} onClick={() => void addToCart()}>
                {t('Add to cart')}
              </Button>
            </Actions>
          </form>
        );
      }}
    />
  );
}
