/**
 * The shop's domain as the API speaks it. Field names follow the storefront spec
 * (`_id`, `available_Quantity`, `min_order_Quantity`, ...) so client code reads like the spec.
 */

export interface Part {
  _id: string;
  /** The part number (`SL-BC-0001`): unique, capitals, digits and dashes. */
  sku: string;
  name: string;
  /** Price of one unit, in the configured currency. */
  price: number;
  description: string;
  available_Quantity: number;
  min_order_Quantity: number;
  /** Image URL (absolute, or a path served by the API such as `/images/...`). */
  img: string;
  /** In a search that found the part by a machine maker's number: that number (`JUKI 110-45400`). */
  replaces?: string;
}

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

/**
 * A page of the sitemap's parts (GET /sitemap/parts): each part's id and last change, in the
 * catalogue's order (`position`); `lastPosition` is the catalogue's last, so the sitemap knows
 * how many files it needs before reading them.
 */
export interface SitemapParts {
  items: { id: string; position: number; updatedAt: string }[];
  lastPosition: number;
}

export type OrderStatus = 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

/**
 * One change on an order's timeline: placed, then each change of status, with who made it and
 * when, and the cancellation's reason or the shipment's carrier and tracking number.
 */
export interface OrderEvent {
  status: OrderStatus;
  /** ISO 8601 timestamp. */
  at: string;
  /** Who: the order's customer or an admin (by name, for admins' eyes), or unknown for changes made before orders had a timeline. */
  by: { role: 'customer' | 'admin'; name: string | null } | null;
  reason?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
  /** The customer's e-mail about this change (none for a delivery, or for changes made before e-mails were sent). */
  email?: OrderEventEmail | null;
}

/** Where the customer's e-mail about a change stands: sent, or waiting and why. */
export interface OrderEventEmail {
  to: string;
  /** ISO 8601: when the mail server accepted it; null while it waits. */
  sentAt: string | null;
  /** How many times sending it was tried. */
  attempts: number;
  /** Why it waits: the last try's failure, or that the storefront has no mail server. Null once sent. */
  problem: string | null;
  /** ISO 8601: the next try, while it waits. */
  nextAttemptAt: string | null;
}

/** An order ("booking"). Name, e-mail and prices are stored as they were when ordering. */
export interface Order {
  _id: string;
  /** The order's number, `SO-<year>-<6 digits>`: what its customer and the admins quote. */
  number: string;
  /** The ordered part's id (an order of several lines: its first line's, as for the three below). */
  bookingId: string;
  partName: string;
  unitPrice: number;
  /** The whole order's total. */
  totalPrice: number;
  /** How many lines (parts) the order has. */
  lineCount: number;
  /** The buyer's own purchase-order reference, if they gave one. */
  poReference: string | null;
  name: string;
  email: string;
  address: string;
  phone: string;
  orderQuantity: number;
  status: OrderStatus;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** The customer's account was removed; the order stays for accounting. */
  customerRemoved: boolean;
}

/** One line of an order: the part's number, name and price as they were when it was ordered. */
export interface OrderLine {
  partId: string;
  /** None for orders of parts deleted before parts had numbers. */
  partNumber: string | null;
  partName: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

/** An order with its lines: the order's page (`GET /booking/{number}`). */
export interface OrderDetail extends Order {
  lines: OrderLine[];
  /** ISO 8601 timestamp of its last change. */
  updatedAt: string;
  /** Every change, oldest first: placed first. */
  timeline: OrderEvent[];
  /** Its invoice, issued when it was confirmed (`GET /booking/{number}/invoice`); none before. */
  invoice: { number: string; issuedAt: string } | null;
}

/** Why a cart line cannot be ordered as it is, or what changed since it was added. */
export type CartProblem = 'deleted' | 'unavailable' | 'stock' | 'minimum' | 'price';

/** One line of a cart, with the part as it is now. */
export interface CartLine {
  partId: string;
  quantity: number;
  /** The part now; null when it was deleted. */
  part: Pick<Part, 'sku' | 'name' | 'price' | 'img' | 'available_Quantity' | 'min_order_Quantity'> | null;
  /** The unit price when the line was added (a later change of price is shown on the line). */
  addedPrice: number;
  problem: { kind: CartProblem; message: string } | null;
  /** False when the customer has recorded machines and the part fits none of them. */
  fitsMyMachines?: boolean;
}

export interface Cart {
  lines: CartLine[];
  /** The total of the lines that can be ordered, at today's prices. */
  total: number;
}

/** A line the cart changed while adding (held to the rules, or dropped), and why. */
export interface CartChange {
  partId: string;
  /** The part's number or, failing that, its name. */
  label: string;
  message: string;
}

/** The answer to adding lines: the cart now and what was changed on the way. */
export interface CartUpdate {
  cart: Cart;
  changes: CartChange[];
}

/** One quick-order row, checked: the part it names, or why it cannot be ordered. */
export interface QuickOrderResult {
  partNumber: string;
  quantity: string;
  part?: Pick<Part, '_id' | 'sku' | 'name' | 'price' | 'available_Quantity' | 'min_order_Quantity'>;
  /** What is wrong with the row, per field. */
  errors?: { partNumber?: string; quantity?: string };
  /** Several rows of the same number were merged into this one (their row numbers, from 1). */
  mergedRows?: number[];
  /** The number typed was a machine maker's (an OEM number) this part replaces: `JUKI 110-45400`. */
  replaces?: string;
  /** False when the customer has recorded machines and the part fits none of them. */
  fitsMyMachines?: boolean;
}

/** A checkout that could not take stock for every line (409): which lines and why. */
export interface CheckoutConflict {
  lines: { partId: string; label: string; message: string }[];
}

export interface Review {
  _id: string;
  name: string;
  country: string;
  comment: string;
  img: string;
  /** 1 to 5 stars. */
  rating: number;
  createdAt: string;
}

export type Role = 'admin' | 'customer';

export interface User {
  _id: string;
  email: string;
  role: Role;
  name: string;
  /** Whether the owner proved the address (Firebase `email_verified`); admin rights need it. */
  emailVerified: boolean;
  createdAt: string;
  /** When an admin removed the account (ISO 8601); `null` for an active one. */
  removedAt: string | null;
}

export interface Profile {
  name: string;
  email: string;
  education: string;
  phone: string;
  location: string;
  linkedin: string;
  img: string;
}

/** Who may open a route; the shell's one guard enforces it, the server enforces the calls. */
export type Access = 'public' | 'signed-in' | 'customer' | 'admin';

/** Every API error has this JSON body. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export interface InsertResult {
  acknowledged: boolean;
  insertedId: string;
}

export interface UpdateResult {
  acknowledged: boolean;
  modifiedCount: number;
}

export interface DeleteResult {
  acknowledged: boolean;
  deletedCount: number;
}

export interface ImageUploadResult {
  success: boolean;
  data: { url: string };
}

export interface OrdersOverview {
  /** One entry per day of the last 30 days, oldest first, days with no orders included. */
  days: { date: string; orders: number; revenue: number }[];
  bestSellers: { partId: string; name: string; quantity: number; revenue: number }[];
}

/**
 * One page of a list. Lists are read in pages (keyset: `nextCursor` continues exactly after the
 * last item, however many rows were added meanwhile); `total` counts the whole list for the
 * current search and filters: exact up to 10,000, the database's estimate above (`totalExact`).
 */
export interface Page<T> {
  items: T[];
  /** Pass as `cursor` for the next page; `null` on the last page. */
  nextCursor: string | null;
  total: number;
  totalExact: boolean;
}

/** A published build of a remote, as the deploy ledger records it (`GET /deployments`). */
export interface RemoteBuild {
  remote: string;
  buildId: string;
  version: string;
  commit: string;
  /** The URL of the build's `remoteEntry.js`, under its own build id. */
  entryUrl: string;
  /** What the build exposes and needs (its pages, shared singletons); checked against the shell's. */
  contract: Record<string, unknown>;
  createdBy: string;
  createdAt: string;
}

/** One change of what is live, in the ledger's history. */
export interface DeployEvent {
  id: string;
  remote: string;
  action: 'promote' | 'rollback' | 'canary' | 'end-canary' | 'preview';
  fromBuild: string | null;
  toBuild: string | null;
  percent: number | null;
  actor: string;
  at: string;
}

/** Which build of each remote new page loads get (`GET /deployments/live`, public and cacheable). */
export interface LiveBuilds {
  remotes: Record<string, { buildId: string; entryUrl: string; canary: { buildId: string; entryUrl: string; percent: number } | null }>;
}

/** The Deployments page: per remote, the live build, a canary, the published builds; and the history. */
export interface DeploymentsOverview {
  remotes: {
    remote: string;
    live: RemoteBuild | null;
    canary: { build: RemoteBuild; percent: number } | null;
    /** The build a roll back makes live: the one live before the live build (null: nothing to roll back to). */
    rollbackTo: string | null;
    /** The last 20 builds published, newest first. */
    builds: RemoteBuild[];
  }[];
  history: DeployEvent[];
}

/** One build's health over a span of hours, from the shell's reports (`GET /deployments/health`). */
export interface BuildHealth {
  remote: string;
  /** The ledger's build id, or `config` for the build config.json names. */
  build: string;
  /** Page loads that used the build, and those where it failed to load or threw. */
  views: number;
  loadFailures: number;
  errors: number;
  /** (load failures + errors) / views; null without views. */
  errorRate: number | null;
  /** 75th percentiles: LCP and INP in ms, CLS as its score; null without reports. */
  p75: { lcp: number | null; inp: number | null; cls: number | null };
  /** Per hour, oldest first: page loads, error rate and p75 LCP. */
  hourly: { hour: string; views: number; errorRate: number | null; lcp: number | null }[];
}

export interface HealthOverview {
  hours: number;
  builds: BuildHealth[];
}

/** A build opened for one browser tab through a signed link that expires (`?preview=<token>`). */
export interface PreviewBuild {
  remote: string;
  buildId: string;
  entryUrl: string;
  expiresAt: string;
}

/** What the admin gets to share: the token for the storefront's `?preview=` and when it expires. */
export interface PreviewLink extends Omit<PreviewBuild, 'entryUrl'> {
  token: string;
}
