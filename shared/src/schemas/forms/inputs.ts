import * as z from 'zod/mini';
import { imageTooLarge, isAcceptedImageFile, MAX_IMAGE_BYTES, messages } from '../messages';
import { WHOLE_NUMBER_TEXT, isImageUrl } from '../primitives';

/**
 * The inputs of the browser forms. Inputs arrive as strings (a number input too), so numeric
 * fields accept "12" and produce 12; each form's result has the shape of the API body (apart from
 * the image, which the form uploads first: see `imageInput`). The forms hold no rules of their
 * own: each field is one of the API's (../api/), with the spec's messages. The forms validate
 * with them through `zodValidator` (`@storefront/shared/forms`). One module per form
 * (signIn, product, review, profile, order, canary), so a page's code builds only its own.
 */

export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `schema` run on the input as `prepare` turns it (zod/mini's form of zod's `preprocess`). */
export const prepared = <T extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: T) => z.pipe(z.transform(prepare), schema);

export const nullToUndefined = (v: unknown) => (v === null ? undefined : v);

/**
 * The API's rule for a field, run on what a person typed: '' is missing, text is trimmed, and a
 * number field's text becomes its number ('12.5' is 12.5, 'abc' fails the rule with its message).
 * Each field is one of the API's rules (../api/).
 */
export const typedText = <T extends z.ZodMiniType>(rule: T) => prepared(nullToUndefined, rule);
export const typedNumber = <T extends z.ZodMiniType>(rule: T) =>
  prepared((v) => {
    const value = blankToUndefined(v);
    return typeof value === 'string' ? Number(value.trim()) : value;
  }, rule);
/** A whole number: plain digits only (WHOLE_NUMBER_TEXT); other text fails the rule as not whole. */
export const typedWholeNumber = <T extends z.ZodMiniType>(rule: T) =>
  prepared((v) => {
    const value = blankToUndefined(v);
    if (typeof value !== 'string') return value;
    const typed = value.trim();
    return WHOLE_NUMBER_TEXT.test(typed) ? Number(typed) : typed;
  }, rule);

/** A chosen file (File is a Blob), a FileList (array-like of files), or an already stored URL. */
export type ChosenImage = Blob | ArrayLike<Blob> | string;

export const isFilled = (v: unknown): boolean => {
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

/** The edit form: every field optional, an empty input means "unchanged". */
export const optionalInput = <T extends z.ZodMiniType>(schema: T) => prepared(blankToUndefined, z.optional(schema));

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
