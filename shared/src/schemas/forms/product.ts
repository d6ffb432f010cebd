import * as z from 'zod/mini';
import { messages } from '../messages';
import { minNotAboveAvailableCheck, packAndBreaksCheck, partFields } from '../api/parts';
import { priceBreakBody } from '../api/prices';
import { partNumber } from '../primitives';
import { imageInput, isFilled, optionalInput, typedNumber, typedText, typedWholeNumber, type ChosenImage } from './inputs';

/** Add Product, and the edit form of Manage Products. */

/** One row of "Quantity breaks" as typed: from which quantity, at what unit price. */
const breakRow = z.object({
  minQuantity: typedWholeNumber(priceBreakBody.shape.minQuantity),
  price: typedNumber(priceBreakBody.shape.price),
});

const productFields = {
  /** Blank: the database numbers the part. */
  sku: optionalInput(partNumber()),
  name: typedText(partFields.name),
  price: typedNumber(partFields.price),
  description: typedText(partFields.description),
  min_order_Quantity: typedWholeNumber(partFields.min_order_Quantity),
  available_Quantity: typedWholeNumber(partFields.available_Quantity),
  img: imageInput(),
  /** Blank: sold one by one (a pack of 1). */
  pack_Size: typedWholeNumber(partFields.pack_Size),
  /** Blank: no maximum per order. */
  max_order_Quantity: typedWholeNumber(partFields.max_order_Quantity),
  breaks: z.optional(z.array(breakRow).check(z.maxLength(20, { error: messages.tooLong }))),
};

export const productFormSchema = z.object(productFields).check(minNotAboveAvailableCheck(), packAndBreaksCheck());

/** Edit, as the API's PATCH: a stock below the minimum order is allowed (the part is out of stock). */
export const productEditFormSchema = z
  .object({
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
    pack_Size: productFields.pack_Size,
    max_order_Quantity: productFields.max_order_Quantity,
    breaks: productFields.breaks,
  })
  .check(packAndBreaksCheck());

export type ProductForm = z.infer<typeof productFormSchema>;
export type ProductEditForm = z.infer<typeof productEditFormSchema>;
