import type { seedParts } from './seed-data';

/**
 * The demo parts books (docs/parts-book.md "Demo and volume data"): five exploded drawings in
 * `server/seed/images/drawing-*.svg` (served at `/images/seed/<file>`), the place of each callout
 * on them and each drawing's parts list. The callouts' places are kept here only: the seed's
 * hotspots are made from them, and `demo-parts-book-data.test.ts` checks each against the numbers
 * printed in its SVG. Moving a callout in a drawing means moving it here too.
 */

/** A callout's circle on the drawing, its centre in the drawing's own units (the viewBox). */
export interface DemoCallout {
  callout: string;
  x: number;
  y: number;
}

export interface DemoDrawing {
  /** The file in `server/seed/images/`, and what an assembly's `drawing` column holds. */
  file: string;
  width: number;
  height: number;
  /** A callout printed twice (two screws of one kind) has two circles: two hotspots. */
  callouts: readonly DemoCallout[];
}

type SeedPartName = (typeof seedParts)[number]['name'];

/**
 * A row of a parts list. `part`: the demo part drawn at this callout, named on the machines it fits
 * (`seedFitment`); elsewhere, and where `part` is absent, the row names the maker's number and
 * `description` only ("not sold here"). `models` / `exceptModels`: the machines (brand and model,
 * every subclass) the row is listed for, or not.
 */
interface DemoRow {
  callout: string;
  part?: SeedPartName;
  number: string;
  description: string;
  quantity: number;
  remarks?: string;
  subclass?: string;
  models?: readonly string[];
  exceptModels?: readonly string[];
}

export interface DemoAssembly {
  name: string;
  drawing: DemoDrawing;
  rows: readonly DemoRow[];
}

const drawing = (file: string, callouts: DemoCallout[]): DemoDrawing => ({ file, width: 800, height: 600, callouts });

const DEMO_DRAWINGS = {
  hook: drawing('drawing-hook-and-bobbin-case.svg', [
    { callout: '1', x: 270, y: 105 },
    { callout: '2', x: 155, y: 123 },
    { callout: '2', x: 155, y: 447 },
    { callout: '3', x: 407, y: 140 },
    { callout: '4', x: 407, y: 66 },
    { callout: '5', x: 440, y: 445 },
    { callout: '6', x: 545, y: 176 },
    { callout: '7', x: 515, y: 96 },
    { callout: '8', x: 595, y: 385 },
    { callout: '9', x: 698, y: 166 },
    { callout: '10', x: 110, y: 200 },
  ]),
  feed: drawing('drawing-feed-mechanism.svg', [
    { callout: '1', x: 768, y: 482 },
    { callout: '2', x: 688, y: 366 },
    { callout: '3', x: 492, y: 472 },
    { callout: '4', x: 64, y: 340 },
    { callout: '5', x: 205, y: 288 },
    { callout: '6', x: 82, y: 575 },
    { callout: '7', x: 408, y: 474 },
    { callout: '8', x: 560, y: 255 },
    { callout: '9', x: 672, y: 255 },
    { callout: '10', x: 200, y: 48 },
    { callout: '10', x: 490, y: 48 },
    { callout: '11', x: 150, y: 117 },
    { callout: '12', x: 470, y: 304 },
    { callout: '13', x: 230, y: 193 },
    { callout: '13', x: 460, y: 193 },
    { callout: '14', x: 745, y: 97 },
  ]),
  needleBar: drawing('drawing-needle-bar-and-thread-take-up.svg', [
    { callout: '1', x: 120, y: 260 },
    { callout: '2', x: 120, y: 130 },
    { callout: '3', x: 120, y: 440 },
    { callout: '4', x: 320, y: 40 },
    { callout: '5', x: 60, y: 370 },
    { callout: '6', x: 120, y: 486 },
    { callout: '7', x: 302, y: 520 },
    { callout: '8', x: 130, y: 560 },
    { callout: '9', x: 253, y: 103 },
    { callout: '10', x: 562, y: 238 },
    { callout: '11', x: 570, y: 462 },
    { callout: '12', x: 738, y: 332 },
    { callout: '13', x: 600, y: 320 },
    { callout: '14', x: 470, y: 548 },
    { callout: '15', x: 450, y: 470 },
  ]),
  loopers: drawing('drawing-loopers.svg', [
    { callout: '1', x: 330, y: 216 },
    { callout: '2', x: 330, y: 402 },
    { callout: '3', x: 110, y: 332 },
    { callout: '4', x: 420, y: 90 },
    { callout: '5', x: 520, y: 302 },
    { callout: '6', x: 720, y: 250 },
    { callout: '7', x: 480, y: 432 },
    { callout: '8', x: 758, y: 340 },
    { callout: '9', x: 110, y: 530 },
    { callout: '10', x: 200, y: 90 },
  ]),
  overlockFeed: drawing('drawing-feed-and-needle-plate.svg', [
    { callout: '1', x: 150, y: 114 },
    { callout: '2', x: 190, y: 46 },
    { callout: '2', x: 470, y: 46 },
    { callout: '3', x: 470, y: 248 },
    { callout: '4', x: 150, y: 248 },
    { callout: '5', x: 200, y: 175 },
    { callout: '5', x: 440, y: 175 },
    { callout: '6', x: 650, y: 310 },
    { callout: '7', x: 80, y: 442 },
    { callout: '8', x: 708, y: 372 },
    { callout: '9', x: 700, y: 118 },
    { callout: '10', x: 700, y: 45 },
  ]),
} as const satisfies Record<string, DemoDrawing>;

/** The JUKI DDL-8700's rows for one subclass: -7 has the thread trimmer, -H feeds heavy materials. */
const DDL_8700 = ['JUKI DDL-8700'];

/** A single-needle lockstitch machine's parts book (the maker's numbers as JUKI prints them). */
export const LOCKSTITCH_BOOK: readonly DemoAssembly[] = [
  {
    name: 'Hook and bobbin case',
    drawing: DEMO_DRAWINGS.hook,
    rows: [
      { callout: '1', part: 'Rotary Hook', number: 'B1830-127-000', description: 'Rotary hook', quantity: 1, remarks: 'Standard hook (S type)' },
      { callout: '2', number: 'SS-6090710-TP', description: 'Hook set screw', quantity: 2 },
      { callout: '3', number: 'B1817-051-000', description: 'Hook gib', quantity: 1 },
      { callout: '4', number: 'SS-4090410-SP', description: 'Gib screw', quantity: 3 },
      { callout: '5', part: 'Bobbin Case', number: 'B9117-012-000', description: 'Bobbin case', quantity: 1 },
      { callout: '6', number: 'B9118-051-000', description: 'Bobbin case tension spring', quantity: 1 },
      { callout: '7', number: 'SS-1090410-SP', description: 'Tension spring screw', quantity: 1 },
      { callout: '8', number: 'B9120-051-000', description: 'Bobbin case latch', quantity: 1 },
      { callout: '9', number: '229-10109', description: 'Bobbin', quantity: 1, remarks: 'Aluminium; steel for thick thread' },
      { callout: '10', number: 'B1811-051-000', description: 'Hook driving shaft', quantity: 1 },
    ],
  },
  {
    name: 'Feed mechanism',
    drawing: DEMO_DRAWINGS.feed,
    rows: [
      { callout: '1', number: '110-40003', description: 'Feed rocker shaft', quantity: 1 },
      { callout: '2', number: '110-40204', description: 'Feed rocker', quantity: 1 },
      { callout: '3', number: 'SM-8060852-TP', description: 'Feed rocker clamp screw', quantity: 1 },
      { callout: '4', number: '110-41408', description: 'Feed bar shaft', quantity: 1 },
      { callout: '5', number: '110-41006', description: 'Feed bar', quantity: 1 },
      { callout: '6', number: '110-40855', description: 'Feed lifting rock shaft', quantity: 1 },
      { callout: '7', number: '110-40953', description: 'Feed lifting rock shaft crank', quantity: 1 },
      { callout: '8', number: '400-10470', description: 'Moving knife', quantity: 1, remarks: 'Thread trimmer (-7) only', subclass: '7', models: DDL_8700 },
      { callout: '8', number: '400-10470', description: 'Moving knife', quantity: 1, remarks: 'Machines with a thread trimmer', exceptModels: DDL_8700 },
      { callout: '9', number: '400-10468', description: 'Fixed knife', quantity: 1, remarks: 'Thread trimmer (-7) only', subclass: '7', models: DDL_8700 },
      { callout: '9', number: '400-10468', description: 'Fixed knife', quantity: 1, remarks: 'Machines with a thread trimmer', exceptModels: DDL_8700 },
      { callout: '10', number: 'SM-6070850-TP', description: 'Needle plate screw', quantity: 2 },
      { callout: '11', part: 'Needle Plate', number: '147-79303', description: 'Needle plate', quantity: 1, remarks: 'Gauge 3.2 mm' },
      {
        callout: '11',
        number: '400-10508',
        description: 'Needle plate with knife cutout',
        quantity: 1,
        remarks: 'Thread trimmer (-7) only',
        subclass: '7',
        models: DDL_8700,
      },
      { callout: '12', part: 'Feed Dog', number: '110-45400', description: 'Feed dog', quantity: 1, remarks: 'Medium-weight materials' },
      {
        callout: '12',
        number: '110-45608',
        description: 'Feed dog, coarse teeth',
        quantity: 1,
        remarks: 'Heavy-weight materials (-H)',
        subclass: 'H',
        models: DDL_8700,
      },
      { callout: '13', number: 'SS-8080310-SP', description: 'Feed dog screw', quantity: 2 },
      { callout: '14', number: '110-45102', description: 'Slide plate', quantity: 1 },
    ],
  },
  {
    name: 'Needle bar and thread take-up',
    drawing: DEMO_DRAWINGS.needleBar,
    rows: [
      { callout: '1', part: 'Needle Bar', number: '229-52607', description: 'Needle bar', quantity: 1 },
      { callout: '2', number: '229-52103', description: 'Needle bar bushing, upper', quantity: 1 },
      { callout: '3', number: '229-52202', description: 'Needle bar bushing, lower', quantity: 1 },
      { callout: '4', number: '229-52301', description: 'Needle bar connecting stud', quantity: 1 },
      { callout: '5', number: '229-52509', description: 'Needle bar thread guide', quantity: 1 },
      { callout: '6', number: '229-52400', description: 'Needle clamp', quantity: 1 },
      { callout: '7', number: 'SS-4110310-TP', description: 'Needle clamp screw', quantity: 1 },
      { callout: '8', number: 'DBx1 #14', description: 'Needle', quantity: 1, remarks: 'Size to the thread: #9 to #18' },
      { callout: '9', number: '229-51402', description: 'Thread take-up lever', quantity: 1 },
      { callout: '10', number: '229-51501', description: 'Thread take-up crank', quantity: 1 },
      {
        callout: '11',
        part: 'Thread Tension Assembly',
        number: '229-51005',
        description: 'Thread tension assembly',
        quantity: 1,
        remarks: 'Stud, discs, release washer and springs',
      },
      { callout: '12', number: '229-51055', description: 'Tension thumb nut', quantity: 1 },
      { callout: '13', number: '229-51204', description: 'Thread take-up spring', quantity: 1, remarks: 'Check spring' },
      { callout: '14', part: 'Presser Foot', number: 'B1524-012-0B0', description: 'Presser foot', quantity: 1, remarks: 'Hinged' },
      { callout: '15', number: '229-53509', description: 'Presser bar', quantity: 1 },
    ],
  },
];

/** A 3- and 4-thread overlock machine's parts book (the maker's numbers as Pegasus prints them). */
export const OVERLOCK_BOOK: readonly DemoAssembly[] = [
  {
    name: 'Loopers',
    drawing: DEMO_DRAWINGS.loopers,
    rows: [
      { callout: '1', part: 'Overlock Looper', number: '204010', description: 'Lower looper', quantity: 1 },
      { callout: '2', number: '204015', description: 'Lower looper holder', quantity: 1 },
      { callout: '3', number: '200103', description: 'Lower looper clamp screw', quantity: 1 },
      { callout: '4', number: '204120', description: 'Upper looper', quantity: 1 },
      { callout: '5', number: '204125', description: 'Upper looper holder', quantity: 1 },
      { callout: '6', number: '200104', description: 'Upper looper clamp screw', quantity: 1 },
      { callout: '7', number: '204130', description: 'Upper looper arm', quantity: 1 },
      { callout: '8', number: '204140', description: 'Upper looper guide', quantity: 1 },
      { callout: '9', number: '204030', description: 'Lower looper shaft', quantity: 1 },
      { callout: '10', number: '204160', description: 'Looper thread guide', quantity: 1 },
    ],
  },
  {
    name: 'Feed and needle plate',
    drawing: DEMO_DRAWINGS.overlockFeed,
    rows: [
      { callout: '1', number: '208010', description: 'Needle plate with stitch tongue', quantity: 1, remarks: 'Stitch width 4 mm' },
      { callout: '2', number: '200115', description: 'Needle plate screw', quantity: 2 },
      { callout: '3', number: '208020', description: 'Main feed dog', quantity: 1 },
      { callout: '4', number: '208030', description: 'Differential feed dog', quantity: 1 },
      { callout: '5', number: '200116', description: 'Feed dog screw', quantity: 4 },
      { callout: '6', number: '208040', description: 'Main feed bar', quantity: 1 },
      { callout: '7', number: '208050', description: 'Differential feed bar', quantity: 1 },
      { callout: '8', number: '208110', description: 'Presser foot', quantity: 1 },
      { callout: '9', number: '208210', description: 'Lower knife', quantity: 1 },
      { callout: '10', number: '208220', description: 'Upper knife', quantity: 1, remarks: 'Carbide tip' },
    ],
  },
];

/** The demo's drawings, each once. */
export const DEMO_BOOK_DRAWINGS: readonly DemoDrawing[] = Object.values(DEMO_DRAWINGS);

/** A hotspot's place: fractions of the drawing's width and height, as the API keeps it. */
export function hotspotOf(drawing: DemoDrawing, callout: DemoCallout): { callout: string; x: number; y: number } {
  return { callout: callout.callout, x: round(callout.x / drawing.width), y: round(callout.y / drawing.height) };
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
