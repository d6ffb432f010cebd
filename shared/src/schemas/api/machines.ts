import * as z from 'zod/mini';
import { messages } from '../messages';
import { LIMITS, UUID, entityId, requiredText } from '../primitives';
import { banglaText } from './bangla';

/**
 * Find by machine: the machines parts fit, a part's fitment and OEM numbers, a customer's own
 * machines, and the fitment CSV import. The rules and messages are here once, for the API and
 * the forms.
 */
export const machineMessages = {
  brandRequired: "Enter the machine's brand.",
  modelRequired: "Enter the machine's model.",
  lettersOrDigits: 'Use at least one letter or digit.',
  machineTaken: (name: string) => `${name} is already listed.`,
  machineNotFound: 'No machine has this id.',
  oemNumberRequired: "Enter the maker's part number.",
  tooManyMachines: `A part fits at most ${200} machines here.`,
  tooManyOemNumbers: `A part replaces at most ${50} OEM numbers here.`,
  machineQuantity: 'Enter how many as a whole number from 1 to 10000.',
  filterMachines: `Filter by at most ${50} machines.`,
  csvRequired: 'Choose or paste a CSV file.',
  csvTooLong: `Send a CSV file of at most ${5000} lines.`,
} as const;

export const MACHINE_LIMITS = {
  brand: 40,
  model: 40,
  subclass: 20,
  oemNumber: 40,
  fitsPerPart: 200,
  oemPerPart: 50,
  filter: 50,
  csvLines: 5000,
  myMachines: 200,
} as const;

/** Has something an address can be made of (machine_slug in migration 015 keeps letters and digits). */
const hasLetterOrDigit = (value: string) => /[A-Za-z0-9]/.test(value);

const machineText = (required: string, max: number) =>
  requiredText(required, max).check(z.refine(hasLetterOrDigit, { error: machineMessages.lettersOrDigits }));

/** A machine's fields: brand (JUKI), model (DDL-8700) and, where it matters, subclass (7). */
export const machineFields = {
  brand: machineText(machineMessages.brandRequired, MACHINE_LIMITS.brand),
  model: machineText(machineMessages.modelRequired, MACHINE_LIMITS.model),
  /** Empty or left out: none. */
  subclass: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(MACHINE_LIMITS.subclass, { error: messages.tooLong }),
      z.refine((v) => v === '' || hasLetterOrDigit(v), { error: machineMessages.lettersOrDigits }),
    ),
  ),
  /** Its name as a Bangla reader sees it (`JUKI DDL-8700 সিঙ্গেল নিডল লকস্টিচ মেশিন`); '' or left out: none. */
  nameBn: banglaText("the machine's name in Bangla", LIMITS.name, { oneLine: true }),
};

/** POST /machines, PUT /machines/{id}. */
export const machineBody = z.object(machineFields);

/** GET /machines/{brand}/{model}: a machine's page, by the address of its brand and model. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A brand's or model's part of a machine's address (`juki`, `ddl-8700-7`). */
export const machineSlug = () => z.string().check(z.maxLength(80, { error: 'Not a machine address' }), z.regex(SLUG, { error: 'Not a machine address' }));
const slug = machineSlug;
export const machineSlugParams = z.object({ brand: slug(), model: slug() });
export const brandParams = z.object({ brand: slug() });

/** An OEM number as the part replaces it: the machine maker's brand and its number. */
export const oemNumberBody = z.object({
  brand: machineText(machineMessages.brandRequired, MACHINE_LIMITS.brand),
  number: machineText(machineMessages.oemNumberRequired, MACHINE_LIMITS.oemNumber),
});

/** PUT /parts/{id}/fitment: every machine the part fits and every OEM number it replaces (replacing what was there). */
export const fitmentBody = z.object({
  machines: z.array(entityId()).check(z.maxLength(MACHINE_LIMITS.fitsPerPart, { error: machineMessages.tooManyMachines })),
  oem: z.array(oemNumberBody).check(z.maxLength(MACHINE_LIMITS.oemPerPart, { error: machineMessages.tooManyOemNumbers })),
});

/** POST /fitment/import: the CSV file's text (`part number, brand, model[, subclass]` and `part number, oem number`). */
export const fitmentImportBody = z.object({
  csv: z.string({ error: machineMessages.csvRequired }).check(
    z.minLength(1, { error: machineMessages.csvRequired }),
    // 5,000 lines of at most ~100 characters.
    z.maxLength(600_000, { error: machineMessages.csvTooLong }),
  ),
  /** List a machine a line names that is not listed yet, instead of refusing the line. */
  addMachines: z.optional(z.boolean()),
});

/** PUT /profile/machines/{id}: how many of this machine the customer has. */
export const myMachineBody = z.object({
  quantity: z
    .number({ error: machineMessages.machineQuantity })
    .check(
      z.int({ error: machineMessages.machineQuantity }),
      z.minimum(1, { error: machineMessages.machineQuantity }),
      z.maximum(10000, { error: machineMessages.machineQuantity }),
    ),
});

/** `?machine=<id>[,<id>…]` of GET /parts: parts that fit any of these machines. */
export const machineFilter = () =>
  z.optional(
    z.pipe(
      z.string().check(
        z.maxLength(MACHINE_LIMITS.filter * 37, { error: machineMessages.filterMachines }),
        z.refine((value) => value.split(',').every((id) => UUID.test(id)), { error: messages.idInvalid }),
      ),
      z.transform((value) => [...new Set(value.split(','))]),
    ),
  );

export type MachineBody = z.infer<typeof machineBody>;
export type MachineSlugParams = z.infer<typeof machineSlugParams>;
export type BrandParams = z.infer<typeof brandParams>;
export type OemNumberBody = z.infer<typeof oemNumberBody>;
export type FitmentBody = z.infer<typeof fitmentBody>;
export type FitmentImportBody = z.infer<typeof fitmentImportBody>;
export type MyMachineBody = z.infer<typeof myMachineBody>;

// What the API answers.

/**
 * A sewing machine parts fit: brand, model and, where it matters, subclass (JUKI DDL-8700-7).
 * Its page is `/machines/{brandSlug}/{modelSlug}`.
 */
export interface Machine {
  _id: string;
  brand: string;
  model: string;
  subclass: string | null;
  /** Brand, model and subclass as people write it: `JUKI DDL-8700-7`. */
  name: string;
  /** Its name in Bangla (brand and model stay Latin), NFC; '' when it has none (show `name`). The API always sends it. */
  nameBn?: string;
  brandSlug: string;
  modelSlug: string;
  /** How many parts fit it. */
  parts: number;
}

/** A brand and how many of its machines are listed (`GET /machines/brands`). */
export interface MachineBrand {
  brand: string;
  slug: string;
  machines: number;
}

/** A machine maker's own number that a part replaces (an OEM number). */
export interface OemNumber {
  brand: string;
  number: string;
}

/** What a part fits and replaces (`GET /parts/{id}/fitment`). */
export interface PartFitment {
  machines: Machine[];
  oem: OemNumber[];
}

/** A machine on a customer's floor, and how many of it (`GET /profile/machines`). */
export interface MyMachine {
  machine: Machine;
  quantity: number;
}

/** The fitment CSV import's answer: what was applied, and each refused line with its number and why. */
export interface FitmentImportResult {
  /** Lines of fitment and of OEM numbers applied (a line already recorded counts too). */
  fits: number;
  oemNumbers: number;
  /** Machines the import listed (with "Add machines not yet listed"). */
  machinesAdded: number;
  errors: { line: number; message: string }[];
}
