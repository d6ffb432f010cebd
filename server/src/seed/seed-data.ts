/**
 * Sample data for an empty database: the eight parts of DECISIONS.md and a few reviews. Images
 * ship in `server/seed/images/` and are served by the API under `/images/seed/`.
 * Prices are in BDT per unit.
 */
export const seedParts = [
  {
    name: 'Bobbin Case',
    price: 450,
    description:
      'Bobbin case for single-needle lockstitch machines (Juki DDL-8700/DDL-9000, Brother S-7200 and equivalents). ' +
      'Hardened steel body with a fine-adjustment tension spring and latch, holds a standard M-class bobbin. ' +
      'Polished thread path for even bottom-thread tension on light to medium fabrics.',
    min_order_Quantity: 10,
    available_Quantity: 500,
    img: '/images/seed/bobbin-case.svg',
  },
  {
    name: 'Rotary Hook',
    price: 1850,
    description:
      'Full rotary hook for high-speed lockstitch machines up to 5,000 stitches per minute. ' +
      'Precision-ground hook point and race, heat-treated for long life; fits DB-type hook shafts. ' +
      'Supplied with gib and screws, pre-set for standard needle-to-hook clearance.',
    min_order_Quantity: 5,
    available_Quantity: 200,
    img: '/images/seed/rotary-hook.svg',
  },
  {
    name: 'Presser Foot',
    price: 180,
    description:
      'Standard hinged presser foot for industrial lockstitch machines. ' +
      'The hinged sole follows seams and cross-overs without skipped stitches; chrome-plated for a smooth glide ' +
      'over woven and knit fabrics. Screw-on shank.',
    min_order_Quantity: 20,
    available_Quantity: 1000,
    img: '/images/seed/presser-foot.svg',
  },
  {
    name: 'Needle Plate',
    price: 650,
    description:
      'Throat plate for single-needle lockstitch machines with 4-row feed-dog slots and engraved seam guide ' +
      'lines at 3, 6 and 9 mm. Ground flat and polished so fabric feeds without drag; countersunk mounting holes.',
    min_order_Quantity: 10,
    available_Quantity: 300,
    img: '/images/seed/needle-plate.svg',
  },
  {
    name: 'Feed Dog',
    price: 520,
    description:
      'Three-row feed dog with fine serrated teeth for medium-weight fabrics. Hardened steel, matched to the needle ' +
      'plate slots for even feeding and accurate stitch length. Mounts with two screws on the feed bar.',
    min_order_Quantity: 10,
    available_Quantity: 400,
    img: '/images/seed/feed-dog.svg',
  },
  {
    name: 'Needle Bar',
    price: 780,
    description:
      'Chrome-plated needle bar with needle clamp, clamp screw and thread guide for single-needle lockstitch machines. ' +
      'Ground to tight tolerance for a smooth, quiet stroke in the needle bar bushings.',
    min_order_Quantity: 5,
    available_Quantity: 150,
    img: '/images/seed/needle-bar.svg',
  },
  {
    name: 'Thread Tension Assembly',
    price: 950,
    description:
      'Complete upper-thread tension assembly: stud, two tension discs, release washer, tension spring, check spring ' +
      'and thumb nut. Gives a steady, adjustable top-thread tension; replaces worn or grooved discs.',
    min_order_Quantity: 5,
    available_Quantity: 250,
    img: '/images/seed/tension-assembly.svg',
  },
  {
    name: 'Overlock Looper',
    price: 1250,
    description:
      'Lower looper for 3- and 4-thread overlock (serger) machines. Forged and hardened blade with a polished groove ' +
      'and eye for smooth thread flow at high speed; set-screw shank fits the standard looper holder.',
    min_order_Quantity: 5,
    available_Quantity: 180,
    img: '/images/seed/overlock-looper.svg',
  },
] as const;

export const seedReviews = [
  {
    name: 'Rahim Uddin',
    country: 'Bangladesh',
    comment: 'We replaced the rotary hooks on forty lockstitch machines. Fitted straight away, no timing problems, and skipped stitches are gone.',
    img: '/images/seed/avatar-rahim.svg',
    rating: 5,
  },
  {
    name: 'Nguyen Thi Linh',
    country: 'Vietnam',
    comment: 'Good bobbin cases with even tension. Delivery took a week longer than promised, otherwise very happy.',
    img: '/images/seed/avatar-linh.svg',
    rating: 4,
  },
  {
    name: 'Kasun Perera',
    country: 'Sri Lanka',
    comment: 'The overlock loopers run quietly at full speed. We now order all our looper spares here.',
    img: '/images/seed/avatar-kasun.svg',
    rating: 5,
  },
  {
    name: 'Elif Yilmaz',
    country: 'Turkey',
    comment: 'Feed dogs are fine, but one needle plate in our batch had a burr at the needle hole. Replaced without fuss.',
    img: '/images/seed/avatar-elif.svg',
    rating: 3,
  },
] as const;

/**
 * Machines of real brands and models the demo parts fit, so that "Fits machine", the machines'
 * pages and My machines have something to show on a new database. `subclass` where the maker
 * numbers one (DDL-8700-7 is the DDL-8700 with the automatic thread trimmer).
 */
export const seedMachines = [
  { brand: 'JUKI', model: 'DDL-8700', subclass: null },
  { brand: 'JUKI', model: 'DDL-8700', subclass: '7' },
  { brand: 'JUKI', model: 'DDL-9000C', subclass: null },
  { brand: 'JUKI', model: 'MO-6714S', subclass: null },
  { brand: 'Brother', model: 'S-7200C', subclass: null },
  { brand: 'Brother', model: 'S-7300A', subclass: null },
  { brand: 'Pegasus', model: 'M952', subclass: '52' },
  { brand: 'Siruba', model: '737K', subclass: null },
  { brand: 'Jack', model: 'A4', subclass: null },
  { brand: 'Union Special', model: '39500', subclass: null },
] as const;

const LOCKSTITCH = ['JUKI DDL-8700', 'JUKI DDL-8700-7', 'JUKI DDL-9000C', 'Brother S-7200C', 'Brother S-7300A', 'Jack A4'];
const OVERLOCK = ['JUKI MO-6714S', 'Pegasus M952-52', 'Siruba 737K', 'Union Special 39500'];

/** Which machines each demo part fits (by the machine's name) and the makers' numbers it replaces. */
export const seedFitment: Record<(typeof seedParts)[number]['name'], { fits: string[]; oem: { brand: string; number: string }[] }> = {
  'Bobbin Case': { fits: LOCKSTITCH, oem: [{ brand: 'JUKI', number: 'B9117-012-000' }] },
  'Rotary Hook': { fits: LOCKSTITCH.slice(0, 5), oem: [{ brand: 'JUKI', number: 'B1830-127-000' }] },
  'Presser Foot': { fits: LOCKSTITCH, oem: [{ brand: 'JUKI', number: 'B1524-012-0B0' }] },
  'Needle Plate': { fits: ['JUKI DDL-8700', 'JUKI DDL-8700-7', 'Brother S-7200C'], oem: [{ brand: 'JUKI', number: '147-79303' }] },
  'Feed Dog': {
    fits: ['JUKI DDL-8700', 'JUKI DDL-8700-7', 'Brother S-7200C', 'Jack A4'],
    oem: [
      { brand: 'JUKI', number: '110-45400' },
      { brand: 'Brother', number: 'S10522-001' },
    ],
  },
  'Needle Bar': { fits: ['JUKI DDL-8700', 'JUKI DDL-8700-7', 'JUKI DDL-9000C'], oem: [{ brand: 'JUKI', number: '229-52607' }] },
  'Thread Tension Assembly': { fits: LOCKSTITCH, oem: [{ brand: 'JUKI', number: '229-51005' }] },
  'Overlock Looper': { fits: OVERLOCK, oem: [{ brand: 'Pegasus', number: '204010' }] },
};
