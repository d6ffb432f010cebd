import * as z from 'zod/mini';
import { orderAboveStock, orderBelowMinimum } from '../messages';
import { orderFields } from '../api/orders';
import type { Part } from '../api/parts';
import { typedText, typedWholeNumber } from './inputs';

/** Place Order on the purchase page. */

/** The order form checks the quantity against the part it is ordering; the API checks again. */
export const orderFormSchema = (part: Pick<Part, 'min_order_Quantity' | 'available_Quantity'>) =>
  z.object({
    address: typedText(orderFields.address),
    phone: typedText(orderFields.phone),
    orderQuantity: typedWholeNumber(
      orderFields.orderQuantity.check(
        z.refine((q: number) => q >= part.min_order_Quantity, { error: orderBelowMinimum(part.min_order_Quantity) }),
        z.refine((q: number) => q <= part.available_Quantity, { error: orderAboveStock(part.available_Quantity) }),
      ),
    ),
  });

export type OrderForm = z.infer<ReturnType<typeof orderFormSchema>>;
