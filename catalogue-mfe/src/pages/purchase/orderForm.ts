import type { Part } from '@storefront/shared';
import { messages } from '@storefront/shared/schemas/messages';

export interface OrderFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  orderQuantity: string;
}

/** DECISIONS.md: a whole number between the part's minimum order and its available quantity. */
export function orderFormValidator(part: Part) {
  return (values: OrderFormValues) => {
    const errors: Partial<Record<keyof OrderFormValues, string>> = {};
    if (!values.phone?.trim()) errors.phone = messages.phoneRequired;
    if (!values.address?.trim()) errors.address = messages.addressRequired;
    const text = values.orderQuantity?.trim() ?? '';
    const quantity = Number(text);
    if (!text) errors.orderQuantity = messages.orderQuantityRequired;
    else if (!Number.isInteger(quantity)) errors.orderQuantity = 'Quantity must be a whole number';
    else if (quantity < part.min_order_Quantity) errors.orderQuantity = `Order at least ${part.min_order_Quantity} units`;
    else if (quantity > part.available_Quantity) errors.orderQuantity = `Only ${part.available_Quantity} units are available`;
    return errors;
  };
}
