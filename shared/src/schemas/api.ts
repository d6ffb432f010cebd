import { z } from 'zod';
import { messages } from './messages';
import {
  LIMITS,
  emailAddress,
  entityId,
  imageUrl,
  isHttpUrl,
  optionalText,
  priceNumber,
  quantityNumber,
  requiredText,
} from './primitives';

/** Every body, parameter and query string of the API. The server validates with these; so can the client. */

// ---- parameters and queries -------------------------------------------------------------

export const idParams = z.object({ id: entityId() });
export const emailParams = z.object({ email: emailAddress() });

export const orderStatus = z.enum(['pending', 'shipped', 'cancelled'], { error: messages.statusInvalid });

export const ordersQuery = z.object({
  email: emailAddress().optional(),
  status: orderStatus.optional(),
});

// ---- token exchange (PUT /user/{email}) --------------------------------------------------

/** The body the spec's client sends. It proves nothing: identity comes from the Firebase ID token. */
export const tokenExchangeBody = z.object({ email: z.string().max(LIMITS.email).optional() }).nullish();

// ---- parts ------------------------------------------------------------------------------

const partFields = {
  name: requiredText(messages.nameRequired, LIMITS.name),
  price: priceNumber(),
  description: requiredText(messages.descriptionRequired, LIMITS.description),
  min_order_Quantity: quantityNumber(messages.minQuantityRequired, messages.quantityWhole),
  available_Quantity: quantityNumber(messages.availableQuantityRequired, messages.availableQuantityWhole, 0),
  img: imageUrl(),
};

const minNotAboveAvailable = (part: { min_order_Quantity?: number | undefined; available_Quantity?: number | undefined }) =>
  part.min_order_Quantity === undefined ||
  part.available_Quantity === undefined ||
  part.min_order_Quantity <= part.available_Quantity;

/** POST /parts */
export const partBody = z
  .object(partFields)
  .refine(minNotAboveAvailable, { error: messages.minAboveAvailable, path: ['min_order_Quantity'] });

/** PATCH /parts/{id}: any of the fields, same rules; the server checks min against the stored stock too. */
export const partPatchBody = z
  .object({
    name: partFields.name.optional(),
    price: partFields.price.optional(),
    description: partFields.description.optional(),
    min_order_Quantity: partFields.min_order_Quantity.optional(),
    available_Quantity: partFields.available_Quantity.optional(),
    img: partFields.img.optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { error: messages.nothingToUpdate })
  .refine(minNotAboveAvailable, { error: messages.minAboveAvailable, path: ['min_order_Quantity'] });

// ---- orders -----------------------------------------------------------------------------

/** POST /booking. `name` and `email` of the spec's payload are ignored: they come from the signed-in user. */
export const orderBody = z.object({
  bookingId: entityId(),
  address: requiredText(messages.addressRequired, LIMITS.address),
  phone: requiredText(messages.phoneRequired, LIMITS.phone),
  orderQuantity: quantityNumber(messages.orderQuantityRequired, messages.orderQuantityWhole),
});

/** PATCH /booking/{id}: an admin marks a pending order shipped; its owner cancels it. */
export const orderStatusBody = z.object({ status: orderStatus });

// ---- reviews ----------------------------------------------------------------------------

export const ratingNumber = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? messages.ratingRequired : messages.ratingInvalid) })
    .int({ error: messages.ratingInvalid })
    .min(1, { error: messages.ratingInvalid })
    .max(5, { error: messages.ratingInvalid });

/** POST /reviews. The author's e-mail comes from the token. */
export const reviewBody = z.object({
  name: requiredText(messages.nameRequired, LIMITS.name),
  country: requiredText(messages.countryRequired, LIMITS.shortText),
  comment: requiredText(messages.commentRequired, LIMITS.comment),
  img: imageUrl(),
  rating: ratingNumber(),
});

// ---- profile ----------------------------------------------------------------------------

const PHONE = /^\+?[0-9][0-9 ()-]{2,29}$/;

export const profilePhone = () =>
  requiredText(messages.phoneRequired, LIMITS.phone).regex(PHONE, { error: messages.phoneInvalid });

export const linkedinUrl = () =>
  z
    .string({ error: messages.linkedinInvalid })
    .trim()
    .max(LIMITS.url, { error: messages.tooLong })
    .refine((v) => v === '' || isHttpUrl(v), { error: messages.linkedinInvalid });

/**
 * PUT /profile/{email}. Rules of spec section 5 with DECISIONS.md's messages: education optional,
 * location and phone required, linkedin optional but a URL, image required. `email` in the body is
 * ignored (the path and the token decide whose profile it is); `name` defaults to the user's name.
 */
export const profileBody = z.object({
  name: optionalText(LIMITS.name),
  email: z.string().max(LIMITS.email).optional(),
  education: optionalText(LIMITS.shortText),
  phone: profilePhone(),
  location: requiredText(messages.locationRequired, LIMITS.shortText),
  linkedin: linkedinUrl().optional(),
  img: imageUrl(),
});

export type IdParams = z.infer<typeof idParams>;
export type EmailParams = z.infer<typeof emailParams>;
export type OrdersQuery = z.infer<typeof ordersQuery>;
export type PartBody = z.infer<typeof partBody>;
export type PartPatchBody = z.infer<typeof partPatchBody>;
export type OrderBody = z.infer<typeof orderBody>;
export type OrderStatusBody = z.infer<typeof orderStatusBody>;
export type ReviewBody = z.infer<typeof reviewBody>;
export type ProfileBody = z.infer<typeof profileBody>;
