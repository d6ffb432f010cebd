import * as z from 'zod/mini';
import { imageTooLarge, isAcceptedImageFile, MAX_IMAGE_BYTES, messages, orderAboveStock, orderBelowMinimum, PASSWORD_MIN_LENGTH } from './messages';
import { LIMITS, WHOLE_NUMBER_TEXT, isImageUrl, requiredText } from './primitives';
import { canaryFields, minNotAboveAvailable, orderFields, partFields, profileFields, reviewFields } from './api';
import type { Part } from '../types';

/**
 * Schemas the browser forms run on what the user typed. Inputs arrive as strings (a number input
 * too), so numeric fields accept "12" and produce 12; the result has the shape of the API body
 * (apart from the image, which the form uploads first: see `imageInput`). The messages are the
 * spec's. The forms validate with them through `zodValidator` (`@storefront/shared/forms`).
 */

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `schema` run on the input as `prepare` turns it (zod/mini's form of zod's `preprocess`). */
const prepared = <T extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: T) => z.pipe(z.transform(prepare), schema);

const nullToUndefined = (v: unknown) => (v === null ? undefined : v);

/**
 * The API's rule for a field, run on what a person typed: '' is missing, text is trimmed, and a
 * number field's text becomes its number ('12.5' is 12.5, 'abc' fails the rule with its message).
 * The forms hold no rules of their own: each field is one of the API's (api.ts).
 */
const typedText = <T extends z.ZodMiniType>(rule: T) => prepared(nullToUndefined, rule);
const typedNumber = <T extends z.ZodMiniType>(rule: T) =>
  prepared((v) => {
    const value = blankToUndefined(v);
    return typeof value === 'string' ? Number(value.trim()) : value;
  }, rule);
/** A whole number: plain digits only (WHOLE_NUMBER_TEXT); other text fails the rule as not whole. */
const typedWholeNumber = <T extends z.ZodMiniType>(rule: T) =>
  prepared((v) => {
    const value = blankToUndefined(v);
    if (typeof value !== 'string') return value;
    const typed = value.trim();
    return WHOLE_NUMBER_TEXT.test(typed) ? Number(typed) : typed;
  }, rule);

/** A chosen file (File is a Blob), a FileList (array-like of files), or an already stored URL. */
export type ChosenImage = Blob | ArrayLike<Blob> | string;

const isFilled = (v: unknown): boolean => {
  if (v === undefined || v === null) return false;
  if (typeof v === 'string') return v.trim() !== '' && isImageUrl(v.trim());
  if (typeof Blob !== 'undefined' && v instanceof Blob) return v.size > 0;
  if (typeof v === 'object' && 'length' in v) return Number((v as { length: unknown }).length) > 0; // FileList
  return false;
};

/**
 * The image field of a form: a chosen file (File or FileList) or, when editing, the URL already
 * stored. The form uploads a file with POST /images and sends the returned URL as `img`.
 */
export const imageInput = () =>
  z.custom<ChosenImage>(isFilled, { error: messages.imageRequired }).check(
    z.refine((v) => chosenFiles(v).every(isAcceptedImageFile), { error: messages.imageTypes }),
    z.refine((v) => chosenFiles(v).every((file) => file.size <= MAX_IMAGE_BYTES), { error: imageTooLarge() }),
  );

/** The files of a file input's value; none for a stored URL or an empty field. */
function chosenFiles(v: unknown): Blob[] {
  if (typeof Blob === 'undefined' || v === undefined || v === null || typeof v === 'string') return [];
  if (v instanceof Blob) return [v];
  if (typeof v === 'object' && 'length' in v) return Array.from(v as ArrayLike<unknown>).filter((item): item is Blob => item instanceof Blob);
  return [];
}

// ---- sign-in (Firebase, not the API, but the same messages) -------------------------------

/** Spec 5: a simple lowercase pattern of letters/digits, @, letters, dot, 2-3 letters. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,3}$/;

const emailInput = () =>
  prepared(
    nullToUndefined,
    z
      .string({ error: messages.emailRequired })
      .check(z.minLength(1, { error: messages.emailRequired }), z.regex(EMAIL_PATTERN, { error: messages.emailInvalid })),
  );

const passwordInput = () =>
  prepared(
    nullToUndefined,
    z
      .string({ error: messages.passwordRequired })
      .check(z.minLength(1, { error: messages.passwordRequired }), z.minLength(PASSWORD_MIN_LENGTH, { error: messages.passwordShort })),
  );

export const loginFormSchema = z.object({ email: emailInput(), password: passwordInput() });
export const signupFormSchema = z.object({
  name: typedText(requiredText(messages.nameRequired, LIMITS.name)),
  email: emailInput(),
  password: passwordInput(),
});

// ---- product (Add Product, and the edit form) -----------------------------------------------

const productFields = {
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

/** The edit form: every field optional, an empty input means "unchanged". */
const optionalInput = <T extends z.ZodMiniType>(schema: T) => prepared(blankToUndefined, z.optional(schema));
export const productEditFormSchema = z
  .object({
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
  })
  .check(z.refine(minNotAboveAvailable, { error: messages.minAboveAvailable, path: ['min_order_Quantity'] }));

// ---- review -------------------------------------------------------------------------------

export const reviewFormSchema = z.object({
  name: typedText(reviewFields.name),
  country: typedText(reviewFields.country),
  comment: typedText(reviewFields.comment),
  img: imageInput(),
  rating: typedNumber(reviewFields.rating),
});

// ---- profile ------------------------------------------------------------------------------

export const profileFormSchema = z.object({
  name: prepared(blankToUndefined, profileFields.name),
  education: prepared(blankToUndefined, profileFields.education),
  location: typedText(profileFields.location),
  phone: prepared((v) => (v === null ? undefined : typeof v === 'number' ? String(v) : v), profileFields.phone),
  linkedin: typedText(profileFields.linkedin),
  img: imageInput(),
});

// ---- order (Place Order on the purchase page) ------------------------------------------------

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

// ---- helpers --------------------------------------------------------------------------------

/** First message per field (dotted path), e.g. `{ price: 'price is Required' }`; `undefined` when valid. */
export function formErrors(schema: z.ZodMiniType, values: unknown): Record<string, string> | undefined {
  const result = z.safeParse(schema, values ?? {});
  if (result.success) return undefined;
  return issuesToFields(result.error.issues);
}

export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export type ProductForm = z.infer<typeof productFormSchema>;
export type ProductEditForm = z.infer<typeof productEditFormSchema>;
export type ReviewForm = z.infer<typeof reviewFormSchema>;
export type ProfileForm = z.infer<typeof profileFormSchema>;
export type OrderForm = z.infer<ReturnType<typeof orderFormSchema>>;

// ---- canary (Deployments page) ---------------------------------------------------------------

/** The share of browsers a canary sends to a candidate build, as typed. */
export const canaryFormSchema = z.object({ percent: typedWholeNumber(canaryFields.percent) });
