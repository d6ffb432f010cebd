import { randomUUID } from 'node:crypto';
import { machineFields, MACHINE_LIMITS, oemNumberBody, partNumber, type FitmentImportResult } from '@storefront/shared/schemas';
import * as z from 'zod/mini';
import type { Queryable } from '../db';
import { badRequest } from '../http/errors';
import { insertFits, insertMachines, insertOemNumbers, machinesByAddress, partIdsBySku, partsOverFitmentLimits } from './fitment.repo';
import { CsvUnreadable, readCsvRecords, type CsvRecord } from '../http/csv';

/** What a line of the import can be; anything else is refused with this. */
const SHAPES =
  'A line is "part number, brand, model[, subclass]" (a machine it fits) or "part number, OEM number" (a number it replaces, such as JUKI 110-45400)';

/** The slug of migration 015's machine_slug(), for matching lines to machines without a query per line. */
const slugOf = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

interface FitLine {
  line: number;
  sku: string;
  brand: string;
  model: string;
  subclass: string | undefined;
}
interface OemLine {
  line: number;
  sku: string;
  text: string;
}

/** The first message of a failed zod check. */
const firstError = (result: { success: false; error: z.core.$ZodError }) => result.error.issues[0]?.message ?? 'Not valid';

/**
 * Reads the CSV into lines of fitment and of OEM numbers, each bad line with its number and why.
 * A first line naming its columns ("part number, brand, model") is a header. Quotes, a byte-order
 * mark, `;` or tab as the separator (a spreadsheet's export) are understood.
 */
function readFitmentCsv(csv: string): { fits: FitLine[]; oem: OemLine[]; errors: FitmentImportResult['errors'] } {
  let records: CsvRecord[];
  try {
    records = readCsvRecords(csv);
  } catch (error) {
    if (!(error instanceof CsvUnreadable)) throw error;
    throw badRequest(`The file is not CSV the import can read (line ${error.line}): ${error.message}`, {
      csv: 'The file is not CSV the import can read',
    });
  }
  if (records.length > MACHINE_LIMITS.csvLines)
    throw badRequest(`A CSV file of at most ${MACHINE_LIMITS.csvLines} lines`, { csv: `A CSV file of at most ${MACHINE_LIMITS.csvLines} lines` });

  const fits: FitLine[] = [];
  const oem: OemLine[] = [];
  const errors: FitmentImportResult['errors'] = [];
  records.forEach(({ cells, line }, index) => {
    while (cells.length > 2 && cells.at(-1) === '') cells.pop();
    if (index === 0 && /^(part|sku|item)/i.test(cells[0] ?? '') && /brand|oem|make|maker/i.test(cells[1] ?? '')) return;
    const sku = partNumber().safeParse(cells[0] ?? '');
    if (!sku.success) return errors.push({ line, message: `${cells[0] ? `"${cells[0]}": ` : ''}${firstError(sku)}` });
    if (cells.length === 2) {
      if (!cells[1]) return errors.push({ line, message: 'The OEM number is missing' });
      return oem.push({ line, sku: sku.data, text: cells[1] });
    }
    if (cells.length === 3 || cells.length === 4) {
      const machine = z.object(machineFields).safeParse({ brand: cells[1], model: cells[2], subclass: cells[3] ?? '' });
      if (!machine.success) return errors.push({ line, message: firstError(machine) });
      return fits.push({ line, sku: sku.data, brand: machine.data.brand, model: machine.data.model, subclass: machine.data.subclass || undefined });
    }
    errors.push({ line, message: SHAPES });
  });
  return { fits, oem, errors };
}

/**
 * Applies the good lines of a fitment CSV in the caller's transaction and reports each bad one by
 * its line number: an unknown part number, an unknown machine (unless `addMachines`, which lists
 * it), an OEM number that does not start with a listed brand. A fit or number already recorded is
 * not an error; the import can be run again.
 */
export async function importFitment(tx: Queryable, csv: string, options: { addMachines: boolean }): Promise<FitmentImportResult> {
  const { fits, oem, errors } = readFitmentCsv(csv);

  const skus = [...new Set([...fits, ...oem].map((l) => l.sku))];
  const parts = await partIdsBySku(tx, skus);
  const machines = await machinesByAddress(tx);
  // Brands by their slug, longest first: "Union Special 39500" is Union Special's, not Union's.
  const brands = new Map<string, string>();
  for (const { brand } of machines.values()) brands.set(slugOf(brand), brand);

  const fitRows: { machineId: string; partId: string }[] = [];
  const newMachines: { id: string; brand: string; model: string; subclass: string | null }[] = [];
  for (const line of fits) {
    const partId = parts.get(line.sku);
    if (!partId) {
      errors.push({ line: line.line, message: `No part has the part number ${line.sku}` });
      continue;
    }
    const name = `${line.brand} ${line.model}${line.subclass ? `-${line.subclass}` : ''}`;
    const key = `${slugOf(line.brand)}/${slugOf(line.model + (line.subclass ? `-${line.subclass}` : ''))}`;
    let machine = machines.get(key);
    if (!machine && options.addMachines) {
      const brand = brands.get(slugOf(line.brand)) ?? line.brand;
      machine = { key, id: randomUUID(), brand };
      machines.set(key, machine);
      brands.set(slugOf(brand), brand);
      newMachines.push({ id: machine.id, brand, model: line.model, subclass: line.subclass ?? null });
    }
    if (!machine) {
      errors.push({ line: line.line, message: `${name} is not a listed machine: add it under Manage Machines, or tick "Add machines not yet listed"` });
      continue;
    }
    fitRows.push({ machineId: machine.id, partId });
  }

  const brandSlugs = [...brands.keys()].sort((a, b) => b.length - a.length);
  const oemRows: { partId: string; brand: string; number: string }[] = [];
  for (const line of oem) {
    const partId = parts.get(line.sku);
    if (!partId) {
      errors.push({ line: line.line, message: `No part has the part number ${line.sku}` });
      continue;
    }
    // The brand is the number's first words: "JUKI 110-45400", "Union Special 39500-1".
    const words = line.text.split(/\s+/);
    let found: { brand: string; number: string } | undefined;
    for (let n = words.length - 1; n >= 1 && !found; n--) {
      const slug = slugOf(words.slice(0, n).join(' '));
      if (brandSlugs.includes(slug)) found = { brand: brands.get(slug)!, number: words.slice(n).join(' ') };
    }
    const checked = found && oemNumberBody.safeParse(found);
    if (!found || !checked?.success) {
      errors.push({
        line: line.line,
        message:
          found && checked && !checked.success ? firstError(checked) : `"${line.text}": an OEM number starts with its machine's brand, as in JUKI 110-45400`,
      });
      continue;
    }
    oemRows.push({ partId, ...checked.data });
  }

  await insertMachines(tx, newMachines);
  await insertFits(tx, fitRows);
  await insertOemNumbers(tx, oemRows);
  // Per part, at most what the fitment form allows, so that every part can still be edited there.
  const over = await partsOverFitmentLimits(tx, [...new Set([...fitRows, ...oemRows].map((r) => r.partId))], MACHINE_LIMITS);
  if (over.length) {
    throw badRequest(
      `Too many machines or OEM numbers for ${over.join(', ')}: a part fits at most ${MACHINE_LIMITS.fitsPerPart} machines and replaces at most ${MACHINE_LIMITS.oemPerPart} numbers`,
    );
  }
  errors.sort((a, b) => a.line - b.line);
  return { fits: fitRows.length, oemNumbers: oemRows.length, machinesAdded: newMachines.length, errors };
}
