import { unitCount } from './units';
import { msg } from '../i18n/translate';

export { unitCount };

/** The largest picture the API takes unless MAX_IMAGE_BYTES says otherwise. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The picture types the API decodes (it sniffs the bytes; a browser's file type is a first check). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Whether a chosen file may be a picture the API takes; a file the browser cannot name is left to the API. */
export const isAcceptedImageFile = (file: Blob): boolean => file.type === '' || (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);

/** What an image field takes, as its hint and its messages say it. */
export const imageRules = (maxBytes: number = MAX_IMAGE_BYTES): string =>
  `PNG, JPEG, WebP or GIF, up to ${Math.round((maxBytes / (1024 * 1024)) * 10) / 10} MB`;

/** A chosen picture over the limit: the form and the API say the same thing. */
export const imageTooLarge = (maxBytes: number = MAX_IMAGE_BYTES): string => `This picture is too large: choose one of ${imageRules(maxBytes)}`;

/** Every validation message of the spec (and DECISIONS.md), written once. */
export const messages = {
  emailRequired: msg('Email is Required'),
  emailInvalid: msg('Provide a valid Email'),
  passwordRequired: msg('Password is Required'),
  passwordShort: msg('Must be 6 characters or longer'),
  nameRequired: msg('Name is Required'),
  countryRequired: msg('country is Required'),
  commentRequired: msg('comment is Required'),
  imageRequired: msg('Image is Required'),
  ratingRequired: msg('rating is Required'),
  priceRequired: msg('price is Required'),
  descriptionRequired: msg('description is Required'),
  minQuantityRequired: msg('quantity is Required'),
  availableQuantityRequired: msg('available quantity is Required'),
  locationRequired: msg('location is Required'),
  phoneRequired: msg('phone is Required'),

  // Not in the spec (it shows no message for these); written once here so the forms and the API agree.
  // The order form's, like every page's added since the spec, are sentences in the storefront's
  // voice (ORDER_MESSAGES below; a test holds them to it).
  priceInvalid: msg('price must be a number greater than 0'),
  quantityWhole: msg('quantity must be a whole number'),
  availableQuantityWhole: msg('available quantity must be a whole number'),
  minAboveAvailable: msg('minimum order quantity cannot be more than the available quantity'),
  ratingInvalid: msg('rating must be a whole number from 1 to 5'),
  linkedinInvalid: msg('linkedin must be a URL'),
  phoneInvalid: msg('phone must be a phone number'),
  imageInvalid: msg('Image must be an http(s) URL or an uploaded image'),
  statusInvalid: msg('status must be pending, confirmed, shipped, delivered or cancelled'),
  idInvalid: msg('Not a valid id'),
  pageLimitInvalid: msg('limit must be a whole number from 1 to 100'),
  cursorInvalid: msg('The cursor is not valid: start again from the first page'),
  searchTooLong: msg('Search for at most 100 characters'),
  searchTooShort: msg('Type at least 2 characters to search.'),
  tooLong: msg('Too long'),
  nothingToUpdate: msg('Nothing to update'),
  imageTypes: `This file is not a picture the shop can use: choose one of ${imageRules()}`,
  imageNotOurs: msg('Image must be a picture uploaded to this store'),
  partNumberInvalid: msg('A part number is 2 to 32 letters, digits and dashes, starting with a letter or digit'),
  adminNeedsVerifiedEmail: msg('This user has not verified their e-mail address yet: admin rights need a verified address'),
  nameOneLine: msg('Write the name on one line, without line breaks or tabs.'),
} as const;

/** A part number taken by another part: the API's 409, shown under the form's field. */
export const partNumberTaken = (sku: string): string => `Another part has the part number ${sku}`;

/**
 * What an order's fields say (the Place Order form, the cart, quick order, checkout, and the API
 * behind them): the spec gives the order form no messages, so these are the storefront's own
 * sentences, as on every page added since.
 */
export const orderMessages = {
  addressRequired: msg('Enter the delivery address.'),
  phoneRequired: msg('Enter a phone number for the delivery.'),
  quantityRequired: msg('Enter a quantity.'),
  quantityWhole: msg('Enter the quantity as a whole number, 1 or more.'),
} as const;

/** "Order at least {min}": the order form and the API say the same thing. */
export const orderBelowMinimum = (min: number): string => `The minimum order is ${unitCount(min)}.`;
/** Shown when the quantity is more than what is in stock (409 from the API when stock ran out meanwhile). */
export const orderAboveStock = (available: number): string =>
  available > 0 ? `Only ${unitCount(available)} ${available === 1 ? 'is' : 'are'} in stock.` : 'This part is out of stock.';

/** Constants of spec section 9. */
export const PASSWORD_MIN_LENGTH = 6;
export const HOME_GRID_SIZE = 6;

/** Reviews home shows at first, and adds with each "Show more reviews". */
export const HOME_REVIEWS_SHOWN = 8;
