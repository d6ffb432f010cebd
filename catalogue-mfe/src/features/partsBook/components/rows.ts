import type { Machine, MyMachine, Part } from '@storefront/shared';
import type { AssemblyLine } from '@storefront/shared/schemas';
import { currentLanguage, t } from '@storefront/shared';
import { localName, localNumber, nameLang } from '../../../i18n/localName';

/**
 * What the assembly's page reads of its rows: the part a row adds (the part itself, or the one
 * that replaces it), the quantity Add to cart starts at, the name a hotspot takes from its rows,
 * and which rows are for another subclass than the customer's.
 */

/** The row's id on the page (`row-<line id>`), which the hotspots' highlight scrolls to. */
export const rowId = (line: Pick<AssemblyLine, '_id'>) => `row-${line._id}`;

/** The part number or maker's number a row names. */
export const rowNumber = (line: Pick<AssemblyLine, 'part' | 'makerNumber'>) => line.part?.sku ?? line.makerNumber ?? '';

/** The row's name: the part's, or the book's description of a part not sold here. */
export const rowName = (line: Pick<AssemblyLine, 'part' | 'description' | 'makerNumber'>) =>
  (line.part && localName(line.part)) ?? line.description ?? line.makerNumber ?? '';

/** `lang="en"` for a row's name shown in English on a Bangla page: a part without a Bangla name, or a maker's part's description. */
export const rowNameLang = (line: Pick<AssemblyLine, 'part' | 'description'>): 'en' | undefined =>
  line.part ? nameLang(line.part) : line.description && currentLanguage() === 'bn' ? 'en' : undefined;

/**
 * Each callout's hotspot name: the callout, then each of its rows' names and numbers ("12: Feed
 * dog, SL-FD-0003"; a callout without a row, its number alone). One pass over the rows, however
 * many hotspots the drawing has.
 */
export function hotspotNames(lines: readonly AssemblyLine[]): Map<string, string> {
  const named = new Map<string, Set<string>>();
  for (const line of lines) {
    const name = [rowName(line), rowNumber(line)].filter(Boolean).join(', ');
    const set = named.get(line.callout) ?? new Set<string>();
    if (name) set.add(name);
    named.set(line.callout, set);
  }
  return new Map([...named].map(([callout, names]) => [callout, names.size ? `${callout}: ${[...names].join('; ')}` : callout]));
}

/** The callout a `#callout-12` address chooses, or null. */
export function calloutOfHash(hash: string): string | null {
  const match = /^#callout-(.+)$/.exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}

type Rules = Pick<Part, 'min_order_Quantity'> & Partial<Pick<Part, 'pack_Size'>>;

/**
 * The quantity a row's Add to cart starts at: the quantity the assembly holds, or, where that is
 * below the part's minimum order or not whole packs, the nearest quantity that can be ordered,
 * and why.
 */
export function prefill(perAssembly: number, part: Rules): { quantity: number; why?: string } {
  const pack = part.pack_Size ?? 1;
  const min = part.min_order_Quantity;
  const packsOf = (n: number) => Math.ceil(n / pack) * pack;
  const quantity = packsOf(Math.max(perAssembly, min));
  if (quantity === perAssembly) return { quantity };
  const values = { holds: localNumber(perAssembly), min: localNumber(min), pack: localNumber(pack) };
  if (perAssembly < min)
    return {
      quantity,
      why:
        pack > 1
          ? t('The assembly holds {holds}; the minimum order is {min} in packs of {pack}.', values)
          : t('The assembly holds {holds}; the minimum order is {min}.', values),
    };
  return { quantity, why: t('The assembly holds {holds}; sold in packs of {pack}.', values) };
}

/** A subclass as the book prints it: `-5`. */
export const subclassLabel = (subclass: string) => `-${subclass.replace(/^-+/, '')}`;
const sameSubclass = (a: string, b: string) => a.replace(/^-+/, '').toLowerCase() === b.replace(/^-+/, '').toLowerCase();

/**
 * The subclasses of this machine's brand and model among the customer's own machines (an empty
 * list: none of them, or none with a subclass; then no row is marked).
 */
export function mySubclasses(machine: Pick<Machine, 'brand' | 'model'>, mine: readonly MyMachine[] | undefined): string[] {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return (mine ?? [])
    .map(({ machine: m }) => m)
    .filter((m) => same(m.brand, machine.brand) && same(m.model, machine.model) && m.subclass)
    .map((m) => m.subclass as string);
}

/** Whether a row is for a subclass the customer does not have (rows for every subclass never are). */
export const otherSubclass = (line: Pick<AssemblyLine, 'subclass'>, mine: readonly string[]): boolean =>
  Boolean(line.subclass && mine.length && !mine.some((s) => sameSubclass(s, line.subclass as string)));

/** The rows in the book's order, those for another subclass last (their order kept). */
export function sortForCustomer<T extends Pick<AssemblyLine, 'subclass' | 'position'>>(lines: readonly T[], mine: readonly string[]): T[] {
  const sorted = [...lines].sort((a, b) => a.position - b.position);
  return [...sorted.filter((l) => !otherSubclass(l, mine)), ...sorted.filter((l) => otherSubclass(l, mine))];
}
