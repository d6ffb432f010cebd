import * as z from 'zod/mini';
import { optionalText, partNumber } from '../primitives';
import { msg } from '../../i18n/translate';

/**
 * Supersession (docs/parts-book.md): a part no longer sold is replaced by another, which may fit
 * as it is (interchangeable) or need something else changed (the note). Chains (A → B → C) end
 * at the part sold today; the API refuses a loop.
 */
export const REPLACEMENT_NOTE_MAX = 300;

export const replacementMessages = {
  replacedByItself: msg('A part cannot replace itself.'),
  replacementLoop: (chain: string) => `That makes a loop: ${chain}.`,
  replacementUnknown: (sku: string) => `No part has the number ${sku}.`,
} as const;

/**
 * PUT /parts/{id}/replacement: the part that replaces this one (by its number; null or empty: none),
 * whether it fits as it is, and what else to change when it does not.
 */
export const replacementBody = z.object({
  sku: z.nullable(z.union([z.literal(''), partNumber()])),
  interchangeable: z.boolean(),
  note: optionalText(REPLACEMENT_NOTE_MAX),
});

export type ReplacementBody = z.infer<typeof replacementBody>;

// What the API answers.

/** A part named briefly: where a chain of replacements leads, or what a row's hotspot points at. */
export interface PartRef {
  _id: string;
  sku: string;
  name: string;
}

/** One step of a part's replacement (the admin's setting, and each link of a chain). */
export interface ReplacementStep {
  /** The replaced part's number. */
  from: string;
  to: PartRef;
  interchangeable: boolean;
  note: string | null;
}

/**
 * Where a part no longer sold leads: each step of the chain (A → B → C) and the part sold today
 * at its end. `interchangeable` holds when every step is; `message` is what the pages say
 * (`replacementMessage`).
 */
export interface PartReplacement {
  steps: ReplacementStep[];
  current: PartRef;
  interchangeable: boolean;
  message: string;
}

/**
 * "SL-NP-0004 is replaced by SL-NP-0012." and, where a step is not interchangeable, "Not
 * interchangeable: <note>" (or "Not interchangeable: check what else to change." without a note).
 * One sentence for search, quick order, the CSV upload, the parts book, Order again and the
 * part's page.
 */
export function replacementMessage(oldSku: string, steps: readonly ReplacementStep[]): string {
  const current = steps[steps.length - 1]?.to;
  if (!current) return '';
  const via =
    steps.length > 1
      ? ` (via ${steps
          .slice(0, -1)
          .map((step) => step.to.sku)
          .join(', ')})`
      : '';
  const head = `${oldSku} is replaced by ${current.sku}${via}.`;
  const notInterchangeable = steps.filter((step) => !step.interchangeable);
  if (!notInterchangeable.length) return head;
  const notes = notInterchangeable.map((step) => step.note).filter(Boolean);
  return `${head} Not interchangeable: ${notes.length ? notes.join(' ') : 'check what else to change.'}`;
}

/** What the admin has set on a part (`GET /parts/{id}/replacement`): the direct step, or null. */
export type ReplacementSetting = ReplacementStep | null;
