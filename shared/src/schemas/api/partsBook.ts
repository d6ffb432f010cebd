import * as z from 'zod/mini';
import { messages } from '../messages';
import { entityId, requiredText } from '../primitives';
import type { Machine } from './machines';
import type { Part } from './parts';
import type { PartReplacement } from './replacement';
import { banglaText } from './bangla';

/**
 * The parts book (docs/parts-book.md): a machine's assemblies, each an exploded drawing with
 * numbered callouts, its parts list and the hotspots that place the callouts on the drawing
 * (supersession is `replacement.ts`). The rules and messages are here once,
 * for the API, the catalogue's viewer and the admin's editor.
 */
export const PARTS_BOOK_LIMITS = {
  assemblyName: 80,
  assembliesPerMachine: 50,
  linesPerAssembly: 500,
  hotspotsPerAssembly: 1000,
  callout: 8,
  makerNumber: 40,
  description: 120,
  remarks: 200,
  subclass: 20,
  quantity: 999,
  /** A drawing's upload (SVG, PNG or JPEG). */
  drawingBytes: 5_000_000,
  /** An SVG drawing's elements nested inside one another (the demo drawings: 3 to 5). */
  drawingDepth: 256,
  /** An SVG drawing's elements (the demo drawings: 74 to 811). */
  drawingElements: 20_000,
  /** 500 lines of at most ~300 characters. */
  csvBytes: 200_000,
} as const;

export const partsBookMessages = {
  assemblyNameRequired: "Enter the assembly's name.",
  lettersOrDigits: 'Use at least one letter or digit.',
  assemblyTaken: (name: string) => `This machine already has an assembly named ${name}.`,
  tooManyAssemblies: `A machine has at most ${PARTS_BOOK_LIMITS.assembliesPerMachine} assemblies here.`,
  assemblyNotFound: 'No assembly has this address.',
  calloutInvalid: 'A callout is 1 to 8 letters, digits, dots or dashes, starting with a letter or digit (12, 12A, 3-1).',
  quantityInvalid: `Enter how many the assembly holds as a whole number from 1 to ${PARTS_BOOK_LIMITS.quantity}.`,
  partOrMakerNumber: "Enter this manufacturer's part number or the maker's number.",
  tooManyLines: `An assembly lists at most ${PARTS_BOOK_LIMITS.linesPerAssembly} rows.`,
  tooManyHotspots: `An assembly has at most ${PARTS_BOOK_LIMITS.hotspotsPerAssembly} hotspots.`,
  hotspotOutside: 'A hotspot lies on the drawing: x and y from 0 to 1.',
  csvRequired: 'Choose or paste a CSV file.',
  csvHeader: "The first line must be: callout, part number or maker's number, quantity, remarks",
  csvEmpty: 'The file lists no parts.',
  csvTooLong: `Send a CSV file of at most ${PARTS_BOOK_LIMITS.linesPerAssembly} lines.`,
  drawingRequired: 'Choose the drawing: an SVG, PNG or JPEG file.',
  drawingTypes: 'The drawing must be an SVG, PNG or JPEG file.',
  drawingUnreadable: 'This SVG file cannot be read: is it a drawing?',
  drawingTooDeep: `The drawing nests its elements more than ${PARTS_BOOK_LIMITS.drawingDepth} deep: ungroup them, or upload it as a PNG.`,
  drawingTooManyElements: `The drawing has more than ${PARTS_BOOK_LIMITS.drawingElements.toLocaleString('en-US')} elements: simplify it, or upload it as a PNG.`,
  drawingTooSlow: 'This drawing takes too long to make safe: simplify it, or upload it as a PNG.',
  noDrawing: 'Upload the drawing first.',
  publishNeedsLines: 'An assembly is published with its drawing and at least one row.',
} as const;

/** As printed on the drawing: `12`, `12A`, `3-1` (migration 021's check). */
export const CALLOUT = /^[A-Za-z0-9][A-Za-z0-9.-]{0,7}$/;
export const callout = () =>
  z.string({ error: partsBookMessages.calloutInvalid }).check(z.trim(), z.regex(CALLOUT, { error: partsBookMessages.calloutInvalid }));

const hasLetterOrDigit = (value: string) => /[A-Za-z0-9]/.test(value);

/** An assembly's address on its machine (`hook-and-bobbin-case`): migration 015's machine_slug of its name. */
export const ASSEMBLY_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export function assemblySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const assemblyName = () =>
  requiredText(partsBookMessages.assemblyNameRequired, PARTS_BOOK_LIMITS.assemblyName).check(
    z.refine(hasLetterOrDigit, { error: partsBookMessages.lettersOrDigits }),
  );

/** An assembly's name in Bangla ('' or left out: none). */
const assemblyNameBn = () => banglaText("the assembly's name in Bangla", PARTS_BOOK_LIMITS.assemblyName, { oneLine: true });

/** POST /assemblies: a new assembly of the machine, last on its page, a draft. */
export const assemblyBody = z.object({ machineId: entityId(), name: assemblyName(), nameBn: assemblyNameBn() });

/** GET /assemblies?machine=<id>: the admin's list of a machine's assemblies, drafts too. */
export const assembliesQuery = z.object({ machine: entityId() });

/** GET /machines/{brand}/{model}/assemblies/{assembly}: an assembly's page, by its address. */
export const assemblySlugParams = z.object({
  brand: z.string().check(z.maxLength(80), z.regex(ASSEMBLY_SLUG, { error: 'Not a machine address' })),
  model: z.string().check(z.maxLength(80), z.regex(ASSEMBLY_SLUG, { error: 'Not a machine address' })),
  assembly: z.string().check(z.maxLength(100), z.regex(ASSEMBLY_SLUG, { error: 'Not an assembly address' })),
});

/**
 * PATCH /assemblies/{id}: rename, move (to position 1…n; the others shift) and publish or take
 * back to draft. Publishing needs the drawing and at least one row.
 */
export const assemblyPatchBody = z
  .object({
    name: z.optional(assemblyName()),
    nameBn: assemblyNameBn(),
    position: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(PARTS_BOOK_LIMITS.assembliesPerMachine))),
    published: z.optional(z.boolean()),
  })
  .check(z.refine((patch) => Object.values(patch).some((v) => v !== undefined), { error: messages.nothingToUpdate }));

/** One hotspot as the editor saves it. */
export const hotspotBody = z.object({
  callout: callout(),
  x: z.number().check(z.minimum(0, { error: partsBookMessages.hotspotOutside }), z.maximum(1, { error: partsBookMessages.hotspotOutside })),
  y: z.number().check(z.minimum(0, { error: partsBookMessages.hotspotOutside }), z.maximum(1, { error: partsBookMessages.hotspotOutside })),
});

/** PUT /assemblies/{id}/hotspots: every hotspot of the drawing (replacing what was there). */
export const hotspotsBody = z.object({
  hotspots: z.array(hotspotBody).check(z.maxLength(PARTS_BOOK_LIMITS.hotspotsPerAssembly, { error: partsBookMessages.tooManyHotspots })),
});

/**
 * POST /assemblies/{id}/lines/import: the parts list as CSV, replacing the list; any bad line and
 * nothing changes. Columns: `callout, part number or maker's number, quantity, remarks` and, where
 * the row is for one subclass only, a fifth, `subclass`. A number that is no part of ours is the
 * maker's (the row reads "not sold here").
 */
export const assemblyLinesImportBody = z.object({
  csv: z
    .string({ error: partsBookMessages.csvRequired })
    .check(z.minLength(1, { error: partsBookMessages.csvRequired }), z.maxLength(PARTS_BOOK_LIMITS.csvBytes, { error: partsBookMessages.csvTooLong })),
});

export type AssemblyBody = z.infer<typeof assemblyBody>;
export type AssembliesQuery = z.infer<typeof assembliesQuery>;
export type AssemblySlugParams = z.infer<typeof assemblySlugParams>;
export type AssemblyPatchBody = z.infer<typeof assemblyPatchBody>;
export type HotspotBody = z.infer<typeof hotspotBody>;
export type HotspotsBody = z.infer<typeof hotspotsBody>;
export type AssemblyLinesImportBody = z.infer<typeof assemblyLinesImportBody>;

// What the API answers.

/** A machine's assembly as its page lists it (`GET /machines/{brand}/{model}/assemblies`). */
export interface AssemblySummary {
  _id: string;
  machineId: string;
  name: string;
  /** Its name in Bangla, NFC; '' when it has none (show `name`). The API always sends it. */
  nameBn?: string;
  /** Its address on the machine: `/machines/{brandSlug}/{modelSlug}/{slug}`. */
  slug: string;
  position: number;
  /** The drawing's URL (`/images/<sha>.svg`), or null before one is uploaded. */
  drawing: string | null;
  /** The drawing's size in its own units (viewBox or pixels); null without a drawing. */
  drawingWidth: number | null;
  drawingHeight: number | null;
  published: boolean;
  /** Rows in its parts list. */
  lineCount: number;
  /** Hotspots placed on its drawing (the admin's list shows it beside the rows). */
  hotspotCount: number;
  updatedAt: string;
}

/** A row of the parts list. */
/**
 * A row's part as the assembly's page uses it: to name it, link to it and add it to a cart held
 * to its order rules (its description, picture and breaks are on its own page).
 */
export type RowPart = Pick<
  Part,
  '_id' | 'sku' | 'name' | 'nameBn' | 'price' | 'available_Quantity' | 'min_order_Quantity' | 'pack_Size' | 'max_order_Quantity'
>;

export interface AssemblyLine {
  _id: string;
  position: number;
  callout: string;
  /** This manufacturer's part, or null for a part not sold here (then `makerNumber` names it). */
  part: RowPart | null;
  /** The machine maker's number as the book prints it. */
  makerNumber: string | null;
  /** A description for a part not sold here ("Hook set screw"). */
  description: string | null;
  quantity: number;
  remarks: string | null;
  /** The machine's subclass the row is for (null: every subclass). */
  subclass: string | null;
  /** When `part` is no longer sold: where it leads (the row's Add to cart adds `replacement.current`). */
  replacement?: PartReplacement;
  /** With `replacement`: the part sold today, as the row adds it. */
  currentPart?: RowPart;
}

/** Where a callout sits: fractions of the drawing's width and height. */
export interface Hotspot {
  _id: string;
  callout: string;
  x: number;
  y: number;
}

/** An assembly's page (`GET /machines/{brand}/{model}/assemblies/{assembly}`, and the admin's `GET /assemblies/{id}`). */
export interface Assembly extends AssemblySummary {
  machine: Machine;
  lines: AssemblyLine[];
  hotspots: Hotspot[];
}

/** A part's places in the parts books (`GET /parts/{id}/assemblies`): published assemblies only. */
export interface PartAssembly {
  machine: Machine;
  assembly: Pick<AssemblySummary, '_id' | 'name' | 'nameBn' | 'slug' | 'drawing'>;
  callouts: string[];
}

/** A published assembly's address and last change (`GET /sitemap/assemblies`). */
export interface SitemapAssembly {
  brandSlug: string;
  modelSlug: string;
  slug: string;
  updatedAt: string;
}

/** The parts list CSV import's answer: the rows now listed; or 400 with each bad line. */
export interface AssemblyLinesImportResult {
  lines: number;
  /** Rows naming a maker's number only ("not sold here"). */
  notSoldHere: number;
  errors: { line: number; message: string }[];
}

/** The check the editor shows: callouts listed without a hotspot, hotspots without a row. */
export function hotspotCheck(lines: readonly Pick<AssemblyLine, 'callout'>[], hotspots: readonly Pick<Hotspot, 'callout'>[]) {
  const listed = new Set(lines.map((line) => line.callout));
  const placed = new Set(hotspots.map((hotspot) => hotspot.callout));
  return {
    withoutHotspot: [...listed].filter((c) => !placed.has(c)),
    withoutRow: [...placed].filter((c) => !listed.has(c)),
  };
}
