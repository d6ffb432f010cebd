import * as z from 'zod/mini';
import { messages } from '../messages';
import { entityId, LIMITS, partNumber, requiredName, plainPaging, plainSearch } from '../primitives';
import type { PriceBreak } from '../pricing';
import { msg } from '../../i18n/translate';

/**
 * Price lists (docs/prices-and-quotes.md): agreed prices for some parts, valid between two dates,
 * assigned to companies. The storefront's admin keeps them (Manage Price Lists); a member of a
 * company with a list valid today sees its prices (GET /prices).
 */

/** `wholeList`: the most parts a list may price for `GET /prices` to send it whole (a longer list is read by `ids`). */
export const PRICE_LIST_LIMITS = { name: 120, entries: 20000, csvBytes: 2_000_000, idsPerRead: 100, wholeList: 500 } as const;

export const priceListMessages = {
  nameRequired: msg('Enter the price list’s name.'),
  nameTaken: msg('A price list has this name already.'),
  currencyInvalid: msg('Price lists are in the storefront’s currency.'),
  dateInvalid: msg('Enter the date as YYYY-MM-DD.'),
  untilBeforeFrom: msg('The list cannot end before it starts.'),
  minQuantityInvalid: msg('Enter the quantity the price applies from, 1 or more.'),
  priceInvalid: msg('Enter a price above 0.'),
  entryTwice: msg('This part has a price from this quantity already.'),
  unknownPart: msg('No part has this number.'),
  csvHeader: msg('The first line must be: part number, min quantity, price'),
  csvEmpty: msg('The file has no prices.'),
  notFound: msg('No price list with this id'),
} as const;

/** A calendar date, YYYY-MM-DD (the store's time zone decides "today"). */
export const DATE_TEXT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const dateText = () => z.string({ error: priceListMessages.dateInvalid }).check(z.regex(DATE_TEXT, { error: priceListMessages.dateInvalid }));

const listPrice = () =>
  z
    .number({ error: priceListMessages.priceInvalid })
    .check(z.positive({ error: priceListMessages.priceInvalid }), z.maximum(LIMITS.maxPrice, { error: priceListMessages.priceInvalid }));
const fromQuantity = () =>
  z
    .number({ error: priceListMessages.minQuantityInvalid })
    .check(
      z.int({ error: priceListMessages.minQuantityInvalid }),
      z.minimum(1, { error: priceListMessages.minQuantityInvalid }),
      z.maximum(LIMITS.maxQuantity, { error: priceListMessages.minQuantityInvalid }),
    );

/** One price break of a part (its own, in Add Product and Edit): from `minQuantity` (2 or more) on, `price`. */
export const priceBreakBody = z.object({ minQuantity: fromQuantity(), price: listPrice() });

/** POST /price-lists, PUT /price-lists/:id: the list's name, currency (the storefront's) and validity (either date may be open). */
export const priceListBody = z
  .object({
    name: requiredName(priceListMessages.nameRequired, PRICE_LIST_LIMITS.name),
    currency: z.string({ error: priceListMessages.currencyInvalid }).check(z.regex(/^[A-Z]{3}$/, { error: priceListMessages.currencyInvalid })),
    validFrom: z.optional(z.nullable(dateText())),
    validUntil: z.optional(z.nullable(dateText())),
  })
  .check(
    z.refine((list) => !list.validFrom || !list.validUntil || list.validFrom <= list.validUntil, {
      error: priceListMessages.untilBeforeFrom,
      path: ['validUntil'],
    }),
  );

/** One price of a list: the part by its number, from which quantity, at what price. */
export const priceListEntryBody = z.object({ partNumber: partNumber(), minQuantity: fromQuantity(), price: listPrice() });

/** PUT /price-lists/:id/prices: the list's prices, all of them (replacing what it had). */
export const priceListPricesBody = z.object({
  entries: z.array(priceListEntryBody).check(z.maxLength(PRICE_LIST_LIMITS.entries, { error: messages.tooLong })),
});

/**
 * POST /price-lists/:id/import: a CSV (`part number, min quantity, price`, a header line first)
 * replacing the list's prices; nothing is changed when a line is bad, and each bad line is named.
 */
export const priceListImportBody = z.object({
  csv: z.string().check(z.maxLength(PRICE_LIST_LIMITS.csvBytes, { error: messages.tooLong })),
});

/** PUT /price-lists/:id/companies: the companies that buy at this list (each leaves any other list). */
export const priceListCompaniesBody = z.object({ companyIds: z.array(entityId()).check(z.maxLength(1000)) });

export const priceListsQuery = z.object({
  q: plainSearch(),
  ...plainPaging,
});

/**
 * GET /prices: the caller's whole list; GET /prices?ids=a,b: its prices for these parts (at most
 * 100 ids, comma-separated).
 */
export const myPricesQuery = z.object({
  ids: z.optional(
    z
      .string()
      .check(z.maxLength(PRICE_LIST_LIMITS.idsPerRead * 37), z.regex(/^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36})*$/, { error: 'ids: part ids, comma-separated' })),
  ),
});

export type PriceBreakBody = z.infer<typeof priceBreakBody>;
export type PriceListBody = z.infer<typeof priceListBody>;
export type PriceListEntryBody = z.infer<typeof priceListEntryBody>;
export type PriceListPricesBody = z.infer<typeof priceListPricesBody>;
export type PriceListImportBody = z.infer<typeof priceListImportBody>;
export type PriceListCompaniesBody = z.infer<typeof priceListCompaniesBody>;
export type PriceListsQuery = z.infer<typeof priceListsQuery>;
export type MyPricesQuery = z.infer<typeof myPricesQuery>;

// What the API answers.

/** A price list as Manage Price Lists shows it. */
export interface PriceList {
  id: string;
  name: string;
  currency: string;
  validFrom: string | null;
  validUntil: string | null;
  /** Whether today (the store's time zone) is within its dates. */
  validToday: boolean;
  /** The companies that buy at it. */
  companies: { id: string; name: string }[];
  /** How many prices it holds (a part's breaks count each). */
  entryCount: number;
  updatedAt: string;
}

/** One price of a list, with the part as it is now (its own price beside the list's). */
export interface PriceListEntry {
  partId: string;
  partNumber: string;
  partName: string;
  /** The part's own price now. */
  partPrice: number;
  minQuantity: number;
  price: number;
}

/** A list with its prices (GET /price-lists/:id). */
export interface PriceListDetail extends PriceList {
  entries: PriceListEntry[];
}

/** What an import did: how many prices the list holds now, or each bad line (1 = the header) and nothing changed. */
export interface PriceListImport {
  imported: number;
  errors: { line: number; message: string }[];
}

/**
 * GET /prices: the caller's price list (when their company has one valid today) and its prices:
 * every part it prices when asked without ids and it prices at most `PRICE_LIST_LIMITS.wholeList`
 * (`whole` true), none when it prices more (`whole` false: ask by ids), those of the parts asked
 * with ids (`whole` false); `priceList` null, `prices` empty and `whole` true without a list.
 * Pages combine it with the part's own price and breaks through `linePrice` (schemas/pricing.ts).
 */
export interface MyPrices {
  priceList: { id: string; name: string } | null;
  prices: Record<string, PriceBreak[]>;
  /** `prices` holds every part the caller's list prices: a part it does not name has its own price. */
  whole: boolean;
}
