import * as z from 'zod/mini';
import { messages } from './messages';
import { LIMITS, emailAddress, entityId, imageUrl, isHttpUrl, optionalText, priceNumber, quantityNumber, requiredText } from './primitives';

/** Every body, parameter and query string of the API. The server validates with these; so can the client. */

// ---- parameters and queries -------------------------------------------------------------

export const idParams = z.object({ id: entityId() });
export const emailParams = z.object({ email: emailAddress() });

export const orderStatus = z.enum(['pending', 'shipped', 'cancelled'], { error: messages.statusInvalid });

/** Paging of every list: a page of 25 by default, at most 100; `cursor` is a previous page's `nextCursor`. */
export const PAGE_SIZE = { default: 25, max: 100 } as const;

/** Longest search text a list accepts. */
export const SEARCH_MAX = 100;

const pageLimit = () =>
  z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^[0-9]{1,4}$/, { error: messages.pageLimitInvalid })), z.transform(Number)),
      z.number().check(z.minimum(1, { error: messages.pageLimitInvalid }), z.maximum(PAGE_SIZE.max, { error: messages.pageLimitInvalid })),
    ),
  );

const pageCursor = () =>
  z.optional(z.string().check(z.maxLength(400, { error: messages.cursorInvalid }), z.regex(/^[A-Za-z0-9_-]+$/, { error: messages.cursorInvalid })));

const searchText = () => z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX, { error: messages.searchTooLong })));

const sortOf = <const T extends readonly [string, ...string[]]>(values: T) => z.optional(z.enum(values, { error: `sort must be one of ${values.join(', ')}` }));

const yesNo = (name: string) => z.optional(z.enum(['true', 'false'], { error: `${name} must be true or false` }));

const day = (name: string) =>
  z.optional(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date (YYYY-MM-DD)` }),
      z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: `${name} must be a date (YYYY-MM-DD)` }),
    ),
  );

/** How each list may be sorted: a column, `-` in front for descending. The first is the default. */
export const SORTS = {
  parts: ['catalogue', 'newest', 'name', '-name', 'price', '-price'],
  orders: ['-date', 'date', '-total', 'total'],
  users: ['created', '-created', 'email', '-email', 'name', '-name'],
  reviews: ['-date'],
} as const;

export type PartsSort = (typeof SORTS.parts)[number];
export type OrdersSort = (typeof SORTS.orders)[number];
export type UsersSort = (typeof SORTS.users)[number];

/** GET /parts: the catalogue, searched in name and description. */
export const partsQuery = z.object({
  q: searchText(),
  sort: sortOf(SORTS.parts),
  inStock: yesNo('inStock'),
  cursor: pageCursor(),
  limit: pageLimit(),
});

/**
 * GET /booking: a customer's own orders (`email`), or for an admin every order, searched by the
 * customer's e-mail or name, the part's name or the order's id.
 */
export const ordersQuery = z
  .object({
    email: z.optional(emailAddress()),
    status: z.optional(orderStatus),
    q: searchText(),
    from: day('from'),
    to: day('to'),
    sort: sortOf(SORTS.orders),
    cursor: pageCursor(),
    limit: pageLimit(),
  })
  .check(z.refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'from must not be after to', path: ['from'] }));

/** GET /booking/export: the same search and filters as the orders list, every matching order as CSV. */
export const ordersExportQuery = z.object({
  status: z.optional(orderStatus),
  q: searchText(),
  from: day('from'),
  to: day('to'),
  sort: sortOf(SORTS.orders),
});

/** GET /user: the active users, or (`removed=true`) the removed ones, searched by e-mail or name. */
export const usersQuery = z.object({
  removed: yesNo('removed'),
  role: z.optional(z.enum(['admin', 'customer'], { error: 'role must be admin or customer' })),
  q: searchText(),
  sort: sortOf(SORTS.users),
  cursor: pageCursor(),
  limit: pageLimit(),
});

/** GET /reviews: newest first. */
export const reviewsQuery = z.object({
  cursor: pageCursor(),
  limit: pageLimit(),
});

// ---- token exchange (PUT /user/{email}) --------------------------------------------------

/** The body the spec's client sends. It proves nothing: identity comes from the Firebase ID token. */
export const tokenExchangeBody = z.nullish(z.object({ email: z.optional(z.string().check(z.maxLength(LIMITS.email))) }));

// ---- parts ------------------------------------------------------------------------------

/** A part's fields, each with its rule and messages: the API's bodies and the product forms use these. */
export const partFields = {
  name: requiredText(messages.nameRequired, LIMITS.name),
  price: priceNumber(),
  description: requiredText(messages.descriptionRequired, LIMITS.description),
  min_order_Quantity: quantityNumber(messages.minQuantityRequired, messages.quantityWhole),
  available_Quantity: quantityNumber(messages.availableQuantityRequired, messages.availableQuantityWhole, 0),
  img: imageUrl(),
};

/** A part's minimum order may not be above its stock: one rule for the API and the forms. */
export const minNotAboveAvailable = (part: { min_order_Quantity?: number | undefined; available_Quantity?: number | undefined }) =>
  part.min_order_Quantity === undefined || part.available_Quantity === undefined || part.min_order_Quantity <= part.available_Quantity;

/** POST /parts */
export const partBody = z.object(partFields).check(z.refine(minNotAboveAvailable, { error: messages.minAboveAvailable, path: ['min_order_Quantity'] }));

/** PATCH /parts/{id}: any of the fields, same rules; the server checks min against the stored stock too. */
export const partPatchBody = z
  .object({
    name: z.optional(partFields.name),
    price: z.optional(partFields.price),
    description: z.optional(partFields.description),
    min_order_Quantity: z.optional(partFields.min_order_Quantity),
    available_Quantity: z.optional(partFields.available_Quantity),
    img: z.optional(partFields.img),
  })
  .check(
    z.refine((patch) => Object.values(patch).some((v) => v !== undefined), { error: messages.nothingToUpdate }),
    z.refine(minNotAboveAvailable, { error: messages.minAboveAvailable, path: ['min_order_Quantity'] }),
  );

// ---- orders -----------------------------------------------------------------------------

/** An order's fields; the order form adds the part's own minimum and stock. */
export const orderFields = {
  bookingId: entityId(),
  address: requiredText(messages.addressRequired, LIMITS.address),
  phone: requiredText(messages.phoneRequired, LIMITS.phone),
  orderQuantity: quantityNumber(messages.orderQuantityRequired, messages.orderQuantityWhole),
};

/** POST /booking. `name` and `email` of the spec's payload are ignored: they come from the signed-in user. */
export const orderBody = z.object(orderFields);

/** PATCH /booking/{id}: an admin marks a pending order shipped; its owner cancels it. */
export const orderStatusBody = z.object({ status: orderStatus });

// ---- reviews ----------------------------------------------------------------------------

export const ratingNumber = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? messages.ratingRequired : messages.ratingInvalid) })
    .check(z.int({ error: messages.ratingInvalid }), z.minimum(1, { error: messages.ratingInvalid }), z.maximum(5, { error: messages.ratingInvalid }));

export const reviewFields = {
  name: requiredText(messages.nameRequired, LIMITS.name),
  country: requiredText(messages.countryRequired, LIMITS.shortText),
  comment: requiredText(messages.commentRequired, LIMITS.comment),
  img: imageUrl(),
  rating: ratingNumber(),
};

/** POST /reviews. The author's e-mail comes from the token. */
export const reviewBody = z.object(reviewFields);

// ---- profile ----------------------------------------------------------------------------

const PHONE = /^\+?[0-9][0-9 ()-]{2,29}$/;

export const profilePhone = () => requiredText(messages.phoneRequired, LIMITS.phone).check(z.regex(PHONE, { error: messages.phoneInvalid }));

export const linkedinUrl = () =>
  z.string({ error: messages.linkedinInvalid }).check(
    z.trim(),
    z.maxLength(LIMITS.url, { error: messages.tooLong }),
    z.refine((v) => v === '' || isHttpUrl(v), { error: messages.linkedinInvalid }),
  );

/**
 * PUT /profile/{email}. Rules of spec section 5 with DECISIONS.md's messages: education optional,
 * location and phone required, linkedin optional but a URL, image required. `email` in the body is
 * ignored (the path and the token decide whose profile it is); `name` defaults to the user's name.
 */
export const profileFields = {
  name: optionalText(LIMITS.name),
  email: z.optional(z.string().check(z.maxLength(LIMITS.email))),
  education: optionalText(LIMITS.shortText),
  phone: profilePhone(),
  location: requiredText(messages.locationRequired, LIMITS.shortText),
  linkedin: z.optional(linkedinUrl()),
  img: imageUrl(),
};

export const profileBody = z.object(profileFields);

export type IdParams = z.infer<typeof idParams>;
export type EmailParams = z.infer<typeof emailParams>;
export type OrdersQuery = z.infer<typeof ordersQuery>;
export type UsersQuery = z.infer<typeof usersQuery>;
export type PartsQuery = z.infer<typeof partsQuery>;
export type OrdersExportQuery = z.infer<typeof ordersExportQuery>;
export type ReviewsQuery = z.infer<typeof reviewsQuery>;
export type PartBody = z.infer<typeof partBody>;
export type PartPatchBody = z.infer<typeof partPatchBody>;
export type OrderBody = z.infer<typeof orderBody>;
export type OrderStatusBody = z.infer<typeof orderStatusBody>;
export type ReviewBody = z.infer<typeof reviewBody>;
export type ProfileBody = z.infer<typeof profileBody>;

// ---- the deploy ledger ----------------------------------------------------------------------

/** A remote's name as the shell's config.json knows it. */
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,31}$/;
/** A build id: a path segment of its own (`<remote>/<buildId>/remoteEntry.js`). */
const BUILD_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const remoteName = () => z.string().check(z.regex(REMOTE_NAME, { error: 'remote must be a remote’s name (lower-case letters, digits, -)' }));
const buildId = () => z.string().check(z.regex(BUILD_ID, { error: 'buildId must be 1 to 64 letters, digits, dots, dashes or underscores' }));
const isEntryUrl = (value: string) => isHttpUrl(value) && new URL(value).pathname.endsWith('/remoteEntry.js');

export const remoteParams = z.object({ remote: remoteName() });

export const buildBody = z.object({
  remote: remoteName(),
  buildId: buildId(),
  version: z.string().check(z.trim(), z.minLength(1, { error: 'version is Required' }), z.maxLength(64, { error: 'version is too long' })),
  commit: z.string().check(z.regex(/^[0-9a-f]{7,40}$/, { error: 'commit must be a git commit (7 to 40 hex digits)' })),
  entryUrl: z
    .string()
    .check(
      z.maxLength(LIMITS.url, { error: messages.tooLong }),
      z.refine(isEntryUrl, { error: 'entryUrl must be the http(s) URL of the build’s remoteEntry.js' }),
    ),
  contract: z.record(z.string(), z.unknown()),
});

export const promoteBody = z.object({ buildId: buildId() });

const PERCENT_INVALID = 'The share must be a whole number from 1 to 99 (percent of browsers)';
/** A canary's share of browsers: the API's body and the Deployments page's form use it. */
export const canaryFields = {
  percent: z
    .number({ error: PERCENT_INVALID })
    .check(z.int({ error: PERCENT_INVALID }), z.minimum(1, { error: PERCENT_INVALID }), z.maximum(99, { error: PERCENT_INVALID })),
};
export const canaryBody = z.object({ buildId: buildId(), percent: canaryFields.percent });

/** How long a preview link opens a build: 1 minute to 1 day, an hour unless asked. */
export const PREVIEW_MINUTES = { min: 1, max: 1440, default: 60 };
const PREVIEW_MINUTES_INVALID = `minutes must be a whole number from ${PREVIEW_MINUTES.min} to ${PREVIEW_MINUTES.max}`;
export const previewBody = z.object({
  buildId: buildId(),
  minutes: z.optional(
    z
      .number({ error: PREVIEW_MINUTES_INVALID })
      .check(
        z.int({ error: PREVIEW_MINUTES_INVALID }),
        z.minimum(PREVIEW_MINUTES.min, { error: PREVIEW_MINUTES_INVALID }),
        z.maximum(PREVIEW_MINUTES.max, { error: PREVIEW_MINUTES_INVALID }),
      ),
  ),
});
/** A preview link's token: `<payload>.<signature>`, both base64url. */
export const previewParams = z.object({
  token: z
    .string()
    .check(
      z.maxLength(600, { error: 'This preview link is not valid' }),
      z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: 'This preview link is not valid' }),
    ),
});

// ---- per-build health (the shell's reports, the Deployments page's figures) ------------------

/** What the shell reports per remote and build; `view`, `load-failure` and `error` once per page load. */
export const HEALTH_KINDS = ['view', 'load-failure', 'error', 'lcp', 'inp', 'cls'] as const;
/** Events in one report (one beacon). */
export const HEALTH_EVENTS_MAX = 50;
const HEALTH_INVALID = 'each event needs a remote, a build, a kind and, for lcp, inp and cls, a value';
const healthEvent = z
  .object({
    remote: remoteName(),
    /** The ledger's build id, or `config` for the build config.json names. */
    build: buildId(),
    kind: z.enum(HEALTH_KINDS, { error: `kind must be one of ${HEALTH_KINDS.join(', ')}` }),
    /** LCP and INP in milliseconds (at most 10 minutes), CLS as its score (at most 100). */
    value: z.optional(
      z
        .number({ error: 'value must be a number' })
        .check(z.minimum(0, { error: 'value must be 0 or more' }), z.maximum(600_000, { error: 'value is too large' })),
    ),
  })
  .check(
    z.refine(
      (event) =>
        ['lcp', 'inp', 'cls'].includes(event.kind) ? event.value !== undefined && (event.kind !== 'cls' || event.value <= 100) : event.value === undefined,
      {
        error: HEALTH_INVALID,
      },
    ),
  );
export const healthReportBody = z.object({
  events: z
    .array(healthEvent)
    .check(z.minLength(1, { error: 'events must not be empty' }), z.maxLength(HEALTH_EVENTS_MAX, { error: `at most ${HEALTH_EVENTS_MAX} events a report` })),
});
export const healthQuery = z.object({
  hours: z.optional(z.string().check(z.regex(/^(?:[1-9]|[1-9]\d|1[0-5]\d|16[0-8])$/, { error: 'hours must be a whole number from 1 to 168' }))),
});

export type PreviewBody = z.infer<typeof previewBody>;
export type PreviewParams = z.infer<typeof previewParams>;
export type HealthReportBody = z.infer<typeof healthReportBody>;
export type HealthQuery = z.infer<typeof healthQuery>;
export type RemoteParams = z.infer<typeof remoteParams>;
export type BuildBody = z.infer<typeof buildBody>;
export type PromoteBody = z.infer<typeof promoteBody>;
export type CanaryBody = z.infer<typeof canaryBody>;
