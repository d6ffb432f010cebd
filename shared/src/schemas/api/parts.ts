import * as z from 'zod/mini';
import { messages } from '../messages';
import { LIMITS, imageUrl, partNumber, priceNumber, quantityNumber, requiredText } from '../primitives';

/** A part's fields, each with its rule and messages: the API's bodies and the product forms use these. */
export const partFields = {
  /** Optional: a part added without one is numbered by the database (SL-<initials>-<position>). */
  sku: z.optional(partNumber()),
  name: requiredText(messages.nameRequired, LIMITS.name),
  price: priceNumber(),
  description: requiredText(messages.descriptionRequired, LIMITS.description),
  min_order_Quantity: quantityNumber(messages.minQuantityRequired, messages.quantityWhole),
  available_Quantity: quantityNumber(messages.availableQuantityRequired, messages.availableQuantityWhole, 0),
  img: imageUrl(),
};

/** A part's minimum order may not be above its stock: one rule for the API and the forms. */
export const minNotAboveAvailable = (part: { min_order_Quantity?: number | undefined; available_Quantity?: number | undefined }) =>
  part.min_order_Quantity === undefined || part.available_Quantity === undefined || part.min_order_Quantity <= part.available_Quantity;

/** POST /parts */
export const partBody = z.object(partFields).check(z.refine(minNotAboveAvailable, { error: messages.minAboveAvailable, path: ['min_order_Quantity'] }));

/** PATCH /parts/{id}: any of the fields, same rules; the server checks min against the stored stock too. */
export const partPatchBody = z
  .object({
    sku: partFields.sku,
    name: z.optional(partFields.name),
    price: z.optional(partFields.price),
    description: z.optional(partFields.description),
    min_order_Quantity: z.optional(partFields.min_order_Quantity),
    available_Quantity: z.optional(partFields.available_Quantity),
    img: z.optional(partFields.img),
  })
  .check(
    z.refine((patch) => Object.values(patch).some((v) => v !== undefined), { error: messages.nothingToUpdate }),
    z.refine(minNotAboveAvailable, { error: messages.minAboveAvailable, path: ['min_order_Quantity'] }),
  );

export type PartBody = z.infer<typeof partBody>;
export type PartPatchBody = z.infer<typeof partPatchBody>;
