import { isMakerLine, quantityRule, quoteMessages, type QuoteAnswerBody, type QuoteLine, type QuoteRequestBody } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { badRequest } from '../http/errors';
import { makerAssemblies, soldParts, type NewAnswer, type NewQuoteLine, type QuotedPart } from './quotes.repo';

/**
 * Quotes on parts not sold here (docs/prices-and-quotes.md "Maker's-number quotes"): a request's
 * line may name a machine maker's number from a parts book row instead of a part of ours, and the
 * admin's answer names the part of ours that supplies it. What the shared schema cannot know
 * (the parts book's rows, the parts sold) is checked here; each refusal is 400 under its field.
 */

const refuse = (fields: Record<string, string>): never => {
  throw badRequest(Object.values(fields)[0]!, fields);
};

/**
 * The request's maker's-number lines, each listed without a part of ours on the published
 * assembly it names (else 400 under `lines.<i>.assemblyId` or `lines.<i>.makerNumber`); the same
 * number from the same assembly twice is one line.
 */
export async function makerLinesOf(db: Queryable, body: QuoteRequestBody): Promise<NewQuoteLine[]> {
  const asked = body.lines.flatMap((line, index) => (isMakerLine(line) ? [{ line, index }] : []));
  if (asked.length === 0) return [];
  const assemblies = await makerAssemblies(db, [...new Set(asked.map(({ line }) => line.assemblyId))]);
  const fields: Record<string, string> = {};
  const merged = new Map<string, NewQuoteLine>();
  for (const { line, index } of asked) {
    const assembly = assemblies.get(line.assemblyId);
    if (!assembly) fields[`lines.${index}.assemblyId`] = quoteMessages.assemblyUnknown;
    else if (!assembly.makerNumbers.includes(line.makerNumber.toUpperCase())) fields[`lines.${index}.makerNumber`] = quoteMessages.makerNotListed;
    if (!assembly || fields[`lines.${index}.makerNumber`]) continue;
    const key = `${assembly.id}/${line.makerNumber.toUpperCase()}`;
    const before = merged.get(key);
    if (before) before.quantity += line.quantity;
    else
      merged.set(key, {
        maker: { number: line.makerNumber, description: line.description, assembly: { id: assembly.id, name: assembly.name, path: assembly.path } },
        quantity: line.quantity,
        targetPrice: line.targetPrice ?? null,
      });
  }
  if (Object.keys(fields).length > 0) refuse(fields);
  return [...merged.values()];
}

/** The part an answer's price names (by id, else by number), among the sold parts found. */
const named = (price: QuoteAnswerBody['prices'][number], parts: QuotedPart[]): QuotedPart | undefined =>
  price.partId ? parts.find((p) => p.id === price.partId) : parts.find((p) => p.sku.toUpperCase() === price.partNumber!.toUpperCase());

/**
 * The answer's prices with the part supplying each maker's-number line: a sold part (not replaced),
 * whose order rules take the line's quantity, and no part twice in one answer (prices are kept by
 * part when the quote becomes an order). Refused under `prices.<i>.partNumber`: a maker's line
 * without one, a part of ours given one, an unknown or replaced part, a part another line is.
 */
export async function suppliedPrices(db: Queryable, lines: readonly QuoteLine[], prices: QuoteAnswerBody['prices']): Promise<NewAnswer['prices']> {
  const byNo = new Map(lines.map((l) => [l.lineNo, l]));
  const naming = prices.filter((p) => p.partId || p.partNumber);
  const parts = naming.length
    ? await soldParts(
        db,
        naming.flatMap((p) => (p.partId || !p.partNumber ? [] : [p.partNumber])),
        naming.flatMap((p) => (p.partId ? [p.partId] : [])),
      )
    : [];
  const fields: Record<string, string> = {};
  // Parts of ours first: a maker's line naming one of them is the one refused.
  const taken = new Set(lines.flatMap((l) => (l.maker || !l.partId ? [] : [l.partId])));
  const answered = prices.map((price, index) => {
    const line = byNo.get(price.lineNo)!;
    const field = `prices.${index}.partNumber`;
    const given = Boolean(price.partId || price.partNumber);
    if (!line.maker) {
      if (given) fields[field] = quoteMessages.supplierNotMaker;
      return { lineNo: price.lineNo, price: price.price };
    }
    const part = given ? named(price, parts) : undefined;
    const problem = !given
      ? quoteMessages.supplierRequired
      : !part
        ? quoteMessages.supplierUnknown
        : taken.has(part.id)
          ? quoteMessages.supplierTwice
          : quantityRule(line.quantity, { ...part, available: Number.MAX_SAFE_INTEGER });
    if (problem || !part) {
      fields[field] = problem ?? quoteMessages.supplierUnknown;
      return { lineNo: price.lineNo, price: price.price };
    }
    taken.add(part.id);
    return { lineNo: price.lineNo, price: price.price, part: { id: part.id, sku: part.sku, name: part.name } };
  });
  if (Object.keys(fields).length > 0) refuse(fields);
  return answered;
}

/** A line as the e-mails name it: a maker's-number line as the part supplying it, "for maker's number X". */
export function mailedPart(line: QuoteLine, supplier: { sku: string; name: string } | undefined): { partNumber: string; partName: string } {
  if (!line.maker || !supplier) return { partNumber: line.partNumber, partName: line.partName };
  return { partNumber: supplier.sku, partName: `${supplier.name} (for maker’s number ${line.maker.number})` };
}
