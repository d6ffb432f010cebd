import * as z from 'zod/mini';
import { imageTooLarge, MAX_IMAGE_BYTES, messages, orderAboveStock, orderBelowMinimum, PASSWORD_MIN_LENGTH } from './messages';
import { LIMITS, WHOLE_NUMBER_TEXT, isImageUrl, optionalText } from './primitives';
import { linkedinUrl, profilePhone } from './api';
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

/** A typed number: '' is missing, 'abc' is invalid, '12' is 12; then the rules of `checks`. */
const numberInput = (required: string, invalid: string, ...checks: z.core.$ZodCheck<number>[]) =>
  prepared(
    (v) => {
      const value = blankToUndefined(v);
      return typeof value === 'string' ? Number(value.trim()) : value;
    },
    z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) }).check(...checks),
  );

/** A typed whole number: plain digits only (WHOLE_NUMBER_TEXT), then the rules of `checks`. */
const wholeNumberInput = (required: string, invalid: string, ...checks: z.core.$ZodCheck<number>[]) =>
  prepared(
    (v) => {
      const value = blankToUndefined(v);
      if (typeof value !== 'string') return value;
      const typed = value.trim();
      return WHOLE_NUMBER_TEXT.test(typed) ? Number(typed) : typed;
    },
    z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) }).check(...checks),
  );

const textInput = (required: string, max: number = LIMITS.shortText) =>
  prepared(nullToUndefined, z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: messages.tooLong })));

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
    z.refine((v) => chosenFiles(v).every(isAcceptedType), { error: messages.imageTypes }),
    z.refine((v) => chosenFiles(v).every((file) => file.size <= MAX_IMAGE_BYTES), { error: imageTooLarge() }),
  );

/** The files of a file input's value; none for a stored URL or an empty field. */
function chosenFiles(v: unknown): Blob[] {
  if (typeof Blob === 'undefined' || v === undefined || v === null || typeof v === 'string') return [];
  if (v instanceof Blob) return [v];
  if (typeof v === 'object' && 'length' in v) return Array.from(v as ArrayLike<unknown>).filter((item): item is Blob => item instanceof Blob);
  return [];
}

/** The types the API decodes; a file the browser cannot name is left to the API's own sniffing. */
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const isAcceptedType = (file: Blob): boolean => file.type === '' || ACCEPTED_TYPES.includes(file.type);

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
  name: textInput(messages.nameRequired, LIMITS.name),
  email: emailInput(),
  password: passwordInput(),
});

// ---- product (Add Product, and the edit form) -----------------------------------------------

const productFields = {
  name: textInput(messages.nameRequired, LIMITS.name),
  price: numberInput(
    messages.priceRequired,
    messages.priceInvalid,
    z.positive({ error: messages.priceInvalid }),
    z.maximum(LIMITS.maxPrice, { error: messages.priceInvalid }),
  ),
  description: textInput(messages.descriptionRequired, LIMITS.description),
  min_order_Quantity: wholeNumberInput(
    messages.minQuantityRequired,
    messages.quantityWhole,
    z.int({ error: messages.quantityWhole }),
    z.minimum(1, { error: messages.quantityWhole }),
  ),
  available_Quantity: wholeNumberInput(
    messages.availableQuantityRequired,
    messages.availableQuantityWhole,
    z.int({ error: messages.availableQuantityWhole }),
    z.minimum(0, { error: messages.availableQuantityWhole }),
  ),
  img: imageInput(),
};

const minNotAboveAvailable = (p: { min_order_Quantity?: number | undefined; available_Quantity?: number | undefined }) =>
  p.min_order_Quantity === undefined || p.available_Quantity === undefined || p.min_order_Quantity <= p.available_Quantity;

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
  name: textInput(messages.nameRequired, LIMITS.name),
  country: textInput(messages.countryRequired),
  comment: textInput(messages.commentRequired, LIMITS.comment),
  img: imageInput(),
  rating: numberInput(
    messages.ratingRequired,
    messages.ratingInvalid,
    z.int({ error: messages.ratingInvalid }),
    z.minimum(1, { error: messages.ratingInvalid }),
    z.maximum(5, { error: messages.ratingInvalid }),
  ),
});

// ---- profile ------------------------------------------------------------------------------

export const profileFormSchema = z.object({
  name: prepared(blankToUndefined, optionalText(LIMITS.name)),
  education: prepared(blankToUndefined, optionalText(LIMITS.shortText)),
  location: textInput(messages.locationRequired),
  phone: prepared((v) => (v === null ? undefined : typeof v === 'number' ? String(v) : v), profilePhone()),
  linkedin: prepared(nullToUndefined, z.optional(linkedinUrl())),
  img: imageInput(),
});

// ---- order (Place Order on the purchase page) ------------------------------------------------

/** The order form checks the quantity against the part it is ordering; the API checks again. */
export const orderFormSchema = (part: Pick<Part, 'min_order_Quantity' | 'available_Quantity'>) =>
  z.object({
    address: textInput(messages.addressRequired, LIMITS.address),
    phone: textInput(messages.phoneRequired, LIMITS.phone),
    orderQuantity: wholeNumberInput(
      messages.orderQuantityRequired,
      messages.orderQuantityWhole,
      z.int({ error: messages.orderQuantityWhole }),
      z.minimum(1, { error: messages.orderQuantityWhole }),
      z.refine((q: number) => q >= part.min_order_Quantity, { error: orderBelowMinimum(part.min_order_Quantity) }),
      z.refine((q: number) => q <= part.available_Quantity, { error: orderAboveStock(part.available_Quantity) }),
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
