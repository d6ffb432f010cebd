import * as z from 'zod/mini';
import { messages } from '../messages';
import type { Page } from './answers';
import type { Machine } from './machines';
import { LIMITS, imageUrl, partNumber, priceNumber, quantityNumber, requiredText } from '../primitives';
import { breaksProblem, packMessages, type PriceBreak } from '../pricing';
import { priceBreakBody } from './prices';
import type { PartRef, PartReplacement } from './replacement';
import { banglaText } from './bangla';

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
  /** Sold in packs of this many (1 when left out): a quantity must be a whole number of packs. */
  pack_Size: z.optional(quantityNumber(packMessages.packWhole, packMessages.packWhole)),
  /** At most this many per order (null: no maximum). */
  max_order_Quantity: z.optional(z.nullable(quantityNumber(messages.quantityWhole, messages.quantityWhole))),
  /** The part's own quantity breaks (docs/prices-and-quotes.md); left out: none (POST) or unchanged (PATCH). */
  breaks: z.optional(z.array(priceBreakBody).check(z.maxLength(20, { error: messages.tooLong }))),
  /** The name in Bangla ('' or left out: none, the English name shows). */
  nameBn: banglaText('the name in Bangla', LIMITS.name, { oneLine: true }),
  /** The description in Bangla ('' or left out: none). */
  descriptionBn: banglaText('the description in Bangla', LIMITS.description),
};

/**
 * A part's pack, maximum and breaks agree with its minimum and price: the minimum and the maximum
 * are whole packs, the maximum is not below the minimum, each break is below the price before it.
 * One rule for the API (on the part as it will be) and the product forms; the first problem, by field.
 */
export interface PackAndBreaks {
  price?: number | undefined;
  min_order_Quantity?: number | undefined;
  pack_Size?: number | undefined;
  max_order_Quantity?: number | null | undefined;
  breaks?: readonly PriceBreak[] | undefined;
}

export function packAndBreaksProblem(part: PackAndBreaks): { field: 'min_order_Quantity' | 'max_order_Quantity' | 'breaks'; message: string } | undefined {
  const pack = part.pack_Size ?? 1;
  const min = part.min_order_Quantity;
  const max = part.max_order_Quantity ?? null;
  if (min !== undefined && min % pack !== 0) return { field: 'min_order_Quantity', message: packMessages.minNotInPacks };
  if (max !== null && max % pack !== 0) return { field: 'max_order_Quantity', message: packMessages.maxNotInPacks };
  if (max !== null && min !== undefined && max < min) return { field: 'max_order_Quantity', message: packMessages.maxBelowMin };
  if (part.breaks && part.price !== undefined) {
    const problem = breaksProblem(part.price, part.breaks);
    if (problem) return { field: 'breaks', message: problem };
  }
  return undefined;
}

/** A part's minimum order may not be above its stock: one rule for the API and the forms. */
export const minNotAboveAvailable = (part: { min_order_Quantity?: number | undefined; available_Quantity?: number | undefined }) =>
  part.min_order_Quantity === undefined || part.available_Quantity === undefined || part.min_order_Quantity <= part.available_Quantity;

/** minNotAboveAvailable as a check: its message under the minimum. */
export const minNotAboveAvailableCheck = () =>
  z.refine<Parameters<typeof minNotAboveAvailable>[0]>(minNotAboveAvailable, { error: messages.minAboveAvailable, path: ['min_order_Quantity'] });

/** packAndBreaksProblem as a check: the first problem's message under its field. */
export const packAndBreaksCheck = () =>
  z.superRefine((part: PackAndBreaks, ctx) => {
    const problem = packAndBreaksProblem(part);
    if (problem) ctx.issues.push({ code: 'custom', message: problem.message, path: [problem.field], input: part });
  });

/** POST /parts */
export const partBody = z.object(partFields).check(minNotAboveAvailableCheck(), packAndBreaksCheck());

/**
 * PATCH /parts/{id}: any of the fields, same rules, except that the stock may be below the minimum
 * order (0 when the shelf is empty): the part is then out of stock, and nobody can order it.
 */
export const partPatchBody = z
  .object({
    sku: partFields.sku,
    name: z.optional(partFields.name),
    price: z.optional(partFields.price),
    description: z.optional(partFields.description),
    min_order_Quantity: z.optional(partFields.min_order_Quantity),
    available_Quantity: z.optional(partFields.available_Quantity),
    img: z.optional(partFields.img),
    pack_Size: partFields.pack_Size,
    max_order_Quantity: partFields.max_order_Quantity,
    breaks: partFields.breaks,
    nameBn: partFields.nameBn,
    descriptionBn: partFields.descriptionBn,
  })
  .check(z.refine((patch) => Object.values(patch).some((v) => v !== undefined), { error: messages.nothingToUpdate }));

export type PartBody = z.infer<typeof partBody>;
export type PartPatchBody = z.infer<typeof partPatchBody>;

// What the API answers.

export interface Part {
  _id: string;
  /** The part number (`SL-BC-0001`): unique, capitals, digits and dashes. */
  sku: string;
  name: string;
  /** Price of one unit, in the configured currency. */
  price: number;
  description: string;
  /** The name in Bangla, NFC; '' when it has none (show `name`). The API always sends it. */
  nameBn?: string;
  /** The description in Bangla, NFC; '' when it has none (show `description`). The API always sends it. */
  descriptionBn?: string;
  available_Quantity: number;
  min_order_Quantity: number;
  /** Image URL (absolute, or a path served by the API such as `/images/...`). */
  img: string;
  /** Sold in packs of this many (1: any whole number). */
  pack_Size: number;
  /** At most this many per order, or null. */
  max_order_Quantity: number | null;
  /** Its own quantity breaks, lowest quantity first (empty: one price for any quantity). */
  breaks: PriceBreak[];
  /** In a search that found the part by a machine maker's number: that number (`JUKI 110-45400`). */
  replaces?: string;
  /**
   * A part no longer sold (docs/parts-book.md): the part that replaces it today and the message.
   * Only on the part's own reads (`GET /parts/{id}`, a parts book row); the lists leave such parts out.
   */
  replacement?: PartReplacement;
}

/** A shorter search that finds parts when the whole search finds none (`{ q: 'feed dog', total: 12 }`). */
export interface FewerWords {
  q: string;
  total: number;
}

/**
 * A page of the catalogue (GET /parts). A search also says which machines it names (`juki
 * ddl-8700`: that machine, whose page the list offers) and, when it finds nothing, which searches
 * of fewer of its words do find parts (`{ q: 'feed dog', total: 12 }`), most found first.
 */
export interface PartsPage extends Page<Part> {
  machines?: Machine[];
  fewerWords?: FewerWords[];
  /**
   * A search's first page for the number of a part no longer sold (its own, or one of its OEM
   * numbers): each such part and the message ("SL-NP-0004 is replaced by SL-NP-0012."); the part
   * sold today is among the items, its `replaces` the old number. `_id` is the old part's (its page, the admin's Edit).
   */
  replaced?: { _id: string; sku: string; current: PartRef; message: string }[];
}

/**
 * A page of the sitemap's parts (GET /sitemap/parts): each part's id and last change, in the
 * catalogue's order (`position`); `lastPosition` is the catalogue's last, so the sitemap knows
 * how many files it needs before reading them.
 */
export interface SitemapParts {
  items: { id: string; position: number; updatedAt: string }[];
  lastPosition: number;
}
