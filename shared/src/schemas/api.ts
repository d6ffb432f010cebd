import * as z from 'zod/mini';
import { messages } from './messages';
import { LIMITS, emailAddress, entityId, imageUrl, isHttpUrl, optionalText, priceNumber, quantityNumber, requiredText } from './primitives';

/** Every body, parameter and query string of the API. The server validates with these; so can the client. */

// ---- parameters and queries -------------------------------------------------------------

export const idParams = z.object({ id: entityId() });
export const emailParams = z.object({ email: emailAddress() });

export const orderStatus = z.enum(['pending', 'shipped', 'cancelled'], { error: messages.statusInvalid });

export const ordersQuery = z.object({
  email: z.optional(emailAddress()),
  status: z.optional(orderStatus),
});

/** GET /user: the active users, or (`removed=true`) the removed ones. */
export const usersQuery = z.object({
  removed: z.optional(z.enum(['true', 'false'], { error: 'removed must be true or false' })),
});

// ---- token exchange (PUT /user/{email}) --------------------------------------------------

/** The body the spec's client sends. It proves nothing: identity comes from the Firebase ID token. */
export const tokenExchangeBody = z.nullish(z.object({ email: z.optional(z.string().check(z.maxLength(LIMITS.email))) }));

// ---- parts ------------------------------------------------------------------------------

/** A part's fields, each with its rule and messages: the API's bodies and the product forms use these. */
export const partFields = {
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

// ---- orders -----------------------------------------------------------------------------

/** An order's fields; the order form adds the part's own minimum and stock. */
export const orderFields = {
  bookingId: entityId(),
  address: requiredText(messages.addressRequired, LIMITS.address),
  phone: requiredText(messages.phoneRequired, LIMITS.phone),
  orderQuantity: quantityNumber(messages.orderQuantityRequired, messages.orderQuantityWhole),
};

/** POST /booking. `name` and `email` of the spec's payload are ignored: they come from the signed-in user. */
export const orderBody = z.object(orderFields);

/** PATCH /booking/{id}: an admin marks a pending order shipped; its owner cancels it. */
export const orderStatusBody = z.object({ status: orderStatus });

// ---- reviews ----------------------------------------------------------------------------

export const ratingNumber = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? messages.ratingRequired : messages.ratingInvalid) })
    .check(z.int({ error: messages.ratingInvalid }), z.minimum(1, { error: messages.ratingInvalid }), z.maximum(5, { error: messages.ratingInvalid }));

export const reviewFields = {
  name: requiredText(messages.nameRequired, LIMITS.name),
  country: requiredText(messages.countryRequired, LIMITS.shortText),
  comment: requiredText(messages.commentRequired, LIMITS.comment),
  img: imageUrl(),
  rating: ratingNumber(),
};

/** POST /reviews. The author's e-mail comes from the token. */
export const reviewBody = z.object(reviewFields);

// ---- profile ----------------------------------------------------------------------------

const PHONE = /^\+?[0-9][0-9 ()-]{2,29}$/;

export const profilePhone = () => requiredText(messages.phoneRequired, LIMITS.phone).check(z.regex(PHONE, { error: messages.phoneInvalid }));

export const linkedinUrl = () =>
  z.string({ error: messages.linkedinInvalid }).check(
    z.trim(),
    z.maxLength(LIMITS.url, { error: messages.tooLong }),
    z.refine((v) => v === '' || isHttpUrl(v), { error: messages.linkedinInvalid }),
  );

/**
 * PUT /profile/{email}. Rules of spec section 5 with DECISIONS.md's messages: education optional,
 * location and phone required, linkedin optional but a URL, image required. `email` in the body is
 * ignored (the path and the token decide whose profile it is); `name` defaults to the user's name.
 */
export const profileFields = {
  name: optionalText(LIMITS.name),
  email: z.optional(z.string().check(z.maxLength(LIMITS.email))),
  education: optionalText(LIMITS.shortText),
  phone: profilePhone(),
  location: requiredText(messages.locationRequired, LIMITS.shortText),
  linkedin: z.optional(linkedinUrl()),
  img: imageUrl(),
};

export const profileBody = z.object(profileFields);

export type IdParams = z.infer<typeof idParams>;
export type EmailParams = z.infer<typeof emailParams>;
export type OrdersQuery = z.infer<typeof ordersQuery>;
export type UsersQuery = z.infer<typeof usersQuery>;
export type PartBody = z.infer<typeof partBody>;
export type PartPatchBody = z.infer<typeof partPatchBody>;
export type OrderBody = z.infer<typeof orderBody>;
export type OrderStatusBody = z.infer<typeof orderStatusBody>;
export type ReviewBody = z.infer<typeof reviewBody>;
export type ProfileBody = z.infer<typeof profileBody>;
