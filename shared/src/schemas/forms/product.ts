import * as z from 'zod/mini';
import { messages } from '../messages';
import { minNotAboveAvailable, partFields } from '../api/parts';
import { partNumber } from '../primitives';
import { imageInput, isFilled, optionalInput, typedNumber, typedText, typedWholeNumber, type ChosenImage } from './inputs';

/** Add Product, and the edit form of Manage Products. */

const productFields = {
  /** Blank: the database numbers the part. */
  sku: optionalInput(partNumber()),
  name: typedText(partFields.name),
  price: typedNumber(partFields.price),
  description: typedText(partFields.description),
  min_order_Quantity: typedWholeNumber(partFields.min_order_Quantity),
  available_Quantity: typedWholeNumber(partFields.available_Quantity),
  img: imageInput(),
};

export const productFormSchema = z
  .object(productFields)
  .check(z.refine(minNotAboveAvailable, { error: messages.minAboveAvailable, path: ['min_order_Quantity'] }));

/** Edit, as the API's PATCH: a stock below the minimum order is allowed (the part is out of stock). */
export const productEditFormSchema = z.object({
  sku: productFields.sku,
  name: optionalInput(productFields.name),
  price: optionalInput(productFields.price),
  description: optionalInput(productFields.description),
  min_order_Quantity: optionalInput(productFields.min_order_Quantity),
  available_Quantity: optionalInput(productFields.available_Quantity),
  img: z.optional(
    z.custom<ChosenImage>((v) => v === undefined || v === null || v === '' || isFilled(v), {
      error: messages.imageInvalid,
    }),
  ),
});

export type ProductForm = z.infer<typeof productFormSchema>;
export type ProductEditForm = z.infer<typeof productEditFormSchema>;
