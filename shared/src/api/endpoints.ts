import type {
  Access,
  Cart,
  Company,
  CompanyAdminView,
  CompanyInvoices,
  CompanyLocation,
  CompanyMember,
  CompanyInvitation,
  CompanyRole,
  CompanySummary,
  InvitationPreview,
  InvoiceSummary,
  Language,
  CartUpdate,
  OrderDetail,
  QuickOrderResult,
  DeleteResult,
  DeploymentsOverview,
  HealthOverview,
  PreviewBuild,
  PreviewLink,
  ImageUploadResult,
  InsertResult,
  LiveBuilds,
  MyPrices,
  PriceList,
  PriceListDetail,
  PriceListImport,
  Quote,
  QuoteSummary,
  Machine,
  MachineBrand,
  MyMachine,
  PartFitment,
  Assembly,
  AssemblySummary,
  AssemblyLinesImportResult,
  PartAssembly,
  SitemapAssembly,
  ReplacementSetting,
  FitmentImportResult,
  Order,
  OrdersOverview,
  Page,
  Part,
  PartsPage,
  Profile,
  RemoteBuild,
  Review,
  SearchSuggestions,
  SitemapParts,
  UpdateResult,
  User,
} from '../schemas';

/**
 * Every call of the API, once: its method, its path (`:name` for a parameter) and who may make
 * it, in the same access words as the pages' routes. The server registers its routes from this
 * table (its test checks that nothing is missing either way); the client builds its paths and
 * SWR keys with `apiPath`, and the start-up script knows the public reads from it. The bodies'
 * rules are in `@storefront/shared/schemas` (`api/<resource>.ts`), under the same names as here.
 */
export interface Endpoint<Answer = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** `public`: anyone; `signed-in`: any signed-in user (the server checks whose data it is); `admin`: an admin. */
  access: Exclude<Access, 'customer'>;
  /** The answer's type, for the client (never set at run time). */
  readonly answer?: Answer;
}

/** The spec's name for orders (an order is a booking of a part): every order call's path starts here. */
const ORDERS = '/booking';

// Free of side effects (the annotation tells the minifier): a bundle that reads no line of the
// table, such as the start-up script in index.html, carries none of it.
const endpoint = /*#__NO_SIDE_EFFECTS__*/ <Answer>(method: Endpoint['method'], path: string, access: Endpoint['access']): Endpoint<Answer> => ({
  method,
  path,
  access,
});

export const endpoints = {
  health: endpoint<{ status: 'ok' | 'unavailable'; database: string }>('GET', '/health', 'public'),

  listParts: endpoint<PartsPage>('GET', '/parts', 'public'),
  getPart: endpoint<Part>('GET', '/parts/:id', 'public'),
  addPart: endpoint<InsertResult>('POST', '/parts', 'admin'),
  editPart: endpoint<Part>('PATCH', '/parts/:id', 'admin'),
  deletePart: endpoint<DeleteResult>('DELETE', '/parts/:id', 'admin'),
  sitemapParts: endpoint<SitemapParts>('GET', '/sitemap/parts', 'public'),

  placeOrder: endpoint<InsertResult & { order: Order }>('POST', ORDERS, 'signed-in'),
  listOrders: endpoint<Page<Order>>('GET', ORDERS, 'signed-in'),
  exportOrders: endpoint<string>('GET', `${ORDERS}/export`, 'admin'),
  ordersOverview: endpoint<OrdersOverview>('GET', `${ORDERS}/overview`, 'admin'),
  setOrderStatus: endpoint<Order>('PATCH', `${ORDERS}/:id`, 'signed-in'),

  listReviews: endpoint<Page<Review>>('GET', '/reviews', 'public'),
  addReview: endpoint<InsertResult>('POST', '/reviews', 'signed-in'),

  getProfile: endpoint<Profile>('GET', '/profile', 'signed-in'),
  saveProfile: endpoint<UpdateResult>('PUT', '/profile/:email', 'signed-in'),

  uploadImage: endpoint<ImageUploadResult>('POST', '/images', 'signed-in'),
  seedImage: endpoint<Blob>('GET', '/images/seed/:file', 'public'),
  image: endpoint<Blob>('GET', '/images/:file', 'public'),

  /** The token exchange: public, as it checks the Firebase ID token it is sent itself. */
  exchangeToken: endpoint<{ token: string }>('PUT', '/user/:email', 'public'),
  /** Whether the user is an admin, their role in their company (null: none) and the language they chose (null: never chose): the session's roles. */
  isAdmin: endpoint<{ admin: boolean; companyRole?: CompanyRole | null; language: Language | null }>('GET', '/admin/:email', 'signed-in'),
  /** The signed-in user's language (`en` or `bn`), kept on the account. */
  setLanguage: endpoint<{ language: Language }>('PUT', '/user/language', 'signed-in'),
  listUsers: endpoint<Page<User>>('GET', '/user', 'admin'),
  makeAdmin: endpoint<UpdateResult>('PUT', '/user/admin/:email', 'admin'),
  removeUser: endpoint<DeleteResult>('DELETE', '/user/:email', 'admin'),
  restoreUser: endpoint<UpdateResult>('PUT', '/user/restore/:id', 'admin'),
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/**
 * Which build of each remote new page loads get: public and cacheable. Its own export, for the
 * start-up script, which asks it before the app runs (shell/src/remotes/liveBuilds.ts).
 */
export const liveBuildsEndpoint = /*#__PURE__*/ endpoint<LiveBuilds>('GET', '/deployments/live', 'public');

/**
 * The shell's reports of each remote build's health (page loads, failures, web vitals), sent with
 * `navigator.sendBeacon`: public, rate limited, no personal data. Its own export, for the shell.
 */
export const healthReportEndpoint = /*#__PURE__*/ endpoint<void>('POST', '/deployments/health', 'public');

/**
 * Which build a preview link opens: for a signed-in admin holding the signed token, until it
 * expires. Its own export, for the shell.
 */
export const previewEndpoint = /*#__PURE__*/ endpoint<PreviewBuild>('GET', '/deployments/preview/:token', 'admin');

/**
 * The deploy ledger's calls (server/src/deployments): a table of their own, so that the pages'
 * start-up script, which bundles `endpoints` to know the public reads, does not carry them.
 */
export const deployEndpoints = {
  liveBuilds: liveBuildsEndpoint,
  deployments: /*#__PURE__*/ endpoint<DeploymentsOverview>('GET', '/deployments', 'admin'),
  recordBuild: /*#__PURE__*/ endpoint<RemoteBuild>('POST', '/deployments/builds', 'admin'),
  promoteBuild: /*#__PURE__*/ endpoint<LiveBuilds>('PUT', '/deployments/:remote/live', 'admin'),
  rollbackBuild: /*#__PURE__*/ endpoint<LiveBuilds>('POST', '/deployments/:remote/rollback', 'admin'),
  startCanary: /*#__PURE__*/ endpoint<LiveBuilds>('PUT', '/deployments/:remote/canary', 'admin'),
  endCanary: /*#__PURE__*/ endpoint<LiveBuilds>('DELETE', '/deployments/:remote/canary', 'admin'),
  reportHealth: healthReportEndpoint,
  createPreview: /*#__PURE__*/ endpoint<PreviewLink>('POST', '/deployments/:remote/preview', 'admin'),
  openPreview: previewEndpoint,
  buildHealth: /*#__PURE__*/ endpoint<HealthOverview>('GET', '/deployments/health', 'admin'),
} satisfies Record<string, Endpoint>;

/** A customer's cart: its own export, for the header's cart link, which reads no other call. */
export const cartEndpoint = /*#__PURE__*/ endpoint<Cart>('GET', '/cart', 'signed-in');

/**
 * Buying many parts at once (DECISIONS.md): the cart, quick order, checkout and an order's page.
 * A table of its own, as `deployEndpoints`: the pages' start-up script and the shell, which
 * bundle `endpoints`, do not carry it; the catalogue, account and admin remotes import it.
 */
export const buyingEndpoints = {
  cart: cartEndpoint,
  addToCart: /*#__PURE__*/ endpoint<CartUpdate>('POST', '/cart/lines', 'signed-in'),
  setCartLine: /*#__PURE__*/ endpoint<Cart>('PUT', '/cart/lines/:id', 'signed-in'),
  removeCartLine: /*#__PURE__*/ endpoint<Cart>('DELETE', '/cart/lines/:id', 'signed-in'),
  checkQuickOrder: /*#__PURE__*/ endpoint<{ rows: QuickOrderResult[] }>('POST', '/quick-order/check', 'signed-in'),
  checkout: /*#__PURE__*/ endpoint<InsertResult & { order: OrderDetail }>('POST', '/checkout', 'signed-in'),
  /** Its customer's or an admin's; anyone else gets 404. */
  getOrder: /*#__PURE__*/ endpoint<OrderDetail>('GET', `${ORDERS}/:number`, 'signed-in'),
  /** The order's invoice as a PDF: its customer's or an admin's; anyone else gets 404. */
  getInvoice: /*#__PURE__*/ endpoint<Blob>('GET', `${ORDERS}/:number/invoice`, 'signed-in'),
} satisfies Record<string, Endpoint>;

/**
 * Find by machine: the machines, a part's fitment and OEM numbers, a customer's own machines and
 * the fitment import. A table of its own, as `buyingEndpoints`: the start-up script and the shell
 * do not carry it.
 */
export const machineEndpoints = {
  listMachines: /*#__PURE__*/ endpoint<Page<Machine>>('GET', '/machines', 'public'),
  machineBrands: /*#__PURE__*/ endpoint<MachineBrand[]>('GET', '/machines/brands', 'public'),
  /** Every machine of a brand, by model: the "Fits machine" filter's second choice. */
  brandMachines: /*#__PURE__*/ endpoint<Machine[]>('GET', '/machines/brands/:brand', 'public'),
  /** A machine's page, by the address of its brand and model. */
  getMachine: /*#__PURE__*/ endpoint<Machine>('GET', '/machines/:brand/:model', 'public'),
  addMachine: /*#__PURE__*/ endpoint<Machine>('POST', '/machines', 'admin'),
  editMachine: /*#__PURE__*/ endpoint<Machine>('PUT', '/machines/:id', 'admin'),
  deleteMachine: /*#__PURE__*/ endpoint<DeleteResult>('DELETE', '/machines/:id', 'admin'),
  partFitment: /*#__PURE__*/ endpoint<PartFitment>('GET', '/parts/:id/fitment', 'public'),
  setPartFitment: /*#__PURE__*/ endpoint<PartFitment>('PUT', '/parts/:id/fitment', 'admin'),
  importFitment: /*#__PURE__*/ endpoint<FitmentImportResult>('POST', '/fitment/import', 'admin'),
  myMachines: /*#__PURE__*/ endpoint<MyMachine[]>('GET', '/profile/machines', 'signed-in'),
  setMyMachine: /*#__PURE__*/ endpoint<MyMachine[]>('PUT', '/profile/machines/:id', 'signed-in'),
  removeMyMachine: /*#__PURE__*/ endpoint<MyMachine[]>('DELETE', '/profile/machines/:id', 'signed-in'),
} satisfies Record<string, Endpoint>;

/**
 * What the header's search box suggests while a customer types (parts, machines): public and
 * cached briefly. Its own export, for the shell's search box, which reads no other call of search.
 */
export const suggestionsEndpoint = /*#__PURE__*/ endpoint<SearchSuggestions>('GET', '/search/suggestions', 'public');

/**
 * Companies (docs/companies.md): a company's own calls (`/company…`: the caller's company, scoped
 * by their membership, a member of another company gets 404), the approvals of orders, and the
 * storefront admin's (`/companies…`, payments). A table of its own, as `buyingEndpoints`.
 */
export const companyEndpoints = {
  /** The caller's company with their role and limits, or null when they belong to none. */
  myCompany: /*#__PURE__*/ endpoint<Company | null>('GET', '/company', 'signed-in'),
  saveCompany: /*#__PURE__*/ endpoint<Company>('PUT', '/company', 'signed-in'),
  addLocation: /*#__PURE__*/ endpoint<CompanyLocation>('POST', '/company/locations', 'signed-in'),
  editLocation: /*#__PURE__*/ endpoint<CompanyLocation>('PUT', '/company/locations/:id', 'signed-in'),
  removeLocation: /*#__PURE__*/ endpoint<DeleteResult>('DELETE', '/company/locations/:id', 'signed-in'),
  invite: /*#__PURE__*/ endpoint<CompanyInvitation>('POST', '/company/invitations', 'signed-in'),
  cancelInvitation: /*#__PURE__*/ endpoint<DeleteResult>('DELETE', '/company/invitations/:id', 'signed-in'),
  setMember: /*#__PURE__*/ endpoint<CompanyMember>('PATCH', '/company/members/:id', 'signed-in'),
  removeMember: /*#__PURE__*/ endpoint<DeleteResult>('DELETE', '/company/members/:id', 'signed-in'),
  /** Every order of the company, newest first, with who placed it (`name`, `email`). */
  companyOrders: /*#__PURE__*/ endpoint<Page<Order>>('GET', '/company/orders', 'signed-in'),
  /** Approvers and company admins: the company's orders awaiting approval, oldest first. */
  approvals: /*#__PURE__*/ endpoint<Page<Order>>('GET', '/company/approvals', 'signed-in'),
  /** Company admins and approvers: the company's invoices and credit. */
  companyInvoices: /*#__PURE__*/ endpoint<CompanyInvoices>('GET', '/company/invoices', 'signed-in'),
  /**
   * What an invitation's link shows (its token is the secret): company, address, role, whether it
   * still works. Public, so the login and sign-up pages can name the invitation to a signed-out invitee.
   */
  previewInvitation: /*#__PURE__*/ endpoint<InvitationPreview>('GET', '/invitations/:token', 'public'),
  acceptInvitation: /*#__PURE__*/ endpoint<Company>('POST', '/invitations/:token/accept', 'signed-in'),
  approveOrder: /*#__PURE__*/ endpoint<OrderDetail>('POST', `${ORDERS}/:number/approve`, 'signed-in'),
  rejectOrder: /*#__PURE__*/ endpoint<OrderDetail>('POST', `${ORDERS}/:number/reject`, 'signed-in'),
  /** The storefront's admin releases an order on credit hold to pending (cancelling it is PATCH /booking/:id). */
  releaseOrder: /*#__PURE__*/ endpoint<OrderDetail>('POST', `${ORDERS}/:number/release`, 'admin'),
  listCompanies: /*#__PURE__*/ endpoint<Page<CompanySummary>>('GET', '/companies', 'admin'),
  addCompany: /*#__PURE__*/ endpoint<CompanyAdminView>('POST', '/companies', 'admin'),
  getCompany: /*#__PURE__*/ endpoint<CompanyAdminView>('GET', '/companies/:id', 'admin'),
  editCompany: /*#__PURE__*/ endpoint<CompanyAdminView>('PUT', '/companies/:id', 'admin'),
  /** A payment against an invoice; the invoice is Paid when its payments reach its total. */
  recordPayment: /*#__PURE__*/ endpoint<InvoiceSummary>('POST', '/invoices/:number/payments', 'admin'),
} satisfies Record<string, Endpoint>;

/** Contract prices (docs/prices-and-quotes.md): the buyer's own prices; price lists, kept by the storefront's admin. */
export const priceEndpoints = {
  /** The caller's price list (when their company has one valid today) and its prices for `?ids=` (at most 100). */
  myPrices: /*#__PURE__*/ endpoint<MyPrices>('GET', '/prices', 'signed-in'),
  listPriceLists: /*#__PURE__*/ endpoint<Page<PriceList>>('GET', '/price-lists', 'admin'),
  addPriceList: /*#__PURE__*/ endpoint<PriceListDetail>('POST', '/price-lists', 'admin'),
  getPriceList: /*#__PURE__*/ endpoint<PriceListDetail>('GET', '/price-lists/:id', 'admin'),
  editPriceList: /*#__PURE__*/ endpoint<PriceListDetail>('PUT', '/price-lists/:id', 'admin'),
  deletePriceList: /*#__PURE__*/ endpoint<DeleteResult>('DELETE', '/price-lists/:id', 'admin'),
  /** Replaces the list's prices with these (each part by its number). */
  setPriceListPrices: /*#__PURE__*/ endpoint<PriceListDetail>('PUT', '/price-lists/:id/prices', 'admin'),
  /** A CSV (`part number, min quantity, price`) replacing the list's prices, or each bad line and nothing changed. */
  importPriceList: /*#__PURE__*/ endpoint<PriceListImport>('POST', '/price-lists/:id/import', 'admin'),
  /** The list's prices as CSV, in the import's columns. */
  exportPriceList: /*#__PURE__*/ endpoint<string>('GET', '/price-lists/:id/export', 'admin'),
  /** The companies that buy at this list. */
  setPriceListCompanies: /*#__PURE__*/ endpoint<PriceListDetail>('PUT', '/price-lists/:id/companies', 'admin'),
} satisfies Record<string, Endpoint>;

/** Quotes (docs/prices-and-quotes.md): asked for from the cart, answered by the storefront's admin, accepted into one order. */
export const quoteEndpoints = {
  requestQuote: /*#__PURE__*/ endpoint<Quote>('POST', '/quotes', 'signed-in'),
  /** My Quotes: the caller's quotes and, for a company member, their company's; newest first. */
  myQuotes: /*#__PURE__*/ endpoint<Page<QuoteSummary>>('GET', '/quotes', 'signed-in'),
  /** Manage Quotes: every quote, filtered by status, searched by number, company or buyer. */
  manageQuotes: /*#__PURE__*/ endpoint<Page<QuoteSummary>>('GET', '/quotes/manage', 'admin'),
  /** Its buyer (and their company's members), or the admin; 404 for anyone else. */
  getQuote: /*#__PURE__*/ endpoint<Quote>('GET', '/quotes/:number', 'signed-in'),
  /** The admin's answer: a new revision (prices per line, valid until, message); the buyer is e-mailed. */
  answerQuote: /*#__PURE__*/ endpoint<Quote>('POST', '/quotes/:number/answers', 'admin'),
  /** Its buyer or the admin declines it (a reason optional). */
  declineQuote: /*#__PURE__*/ endpoint<Quote>('POST', '/quotes/:number/decline', 'signed-in'),
  /** The buyer who asked for it withdraws a request not answered yet (a colleague 403; answered already 409). */
  withdrawQuote: /*#__PURE__*/ endpoint<Quote>('POST', '/quotes/:number/withdraw', 'signed-in'),
  /** Its buyer accepts it: one order at the quoted prices (201, OrderDetail; Idempotency-Key as checkout). */
  acceptQuote: /*#__PURE__*/ endpoint<OrderDetail>('POST', '/quotes/:number/accept', 'signed-in'),
} satisfies Record<string, Endpoint>;

/**
 * The parts book (docs/parts-book.md): a machine's assemblies with their drawings, parts lists and
 * hotspots (public reads of published assemblies by address; the admin's by id, drafts too), and
 * supersession (a part replaced by another).
 */
export const partsBookEndpoints = {
  /** A machine's published assemblies, in their order (404 for no such machine). */
  machineAssemblies: /*#__PURE__*/ endpoint<AssemblySummary[]>('GET', '/machines/:brand/:model/assemblies', 'public'),
  /** A published assembly's page: drawing, rows (each part with its replacement where replaced) and hotspots; 404 for a draft. */
  getAssembly: /*#__PURE__*/ endpoint<Assembly>('GET', '/machines/:brand/:model/assemblies/:assembly', 'public'),
  /** Every published assembly's address, for the sitemap. */
  sitemapAssemblies: /*#__PURE__*/ endpoint<SitemapAssembly[]>('GET', '/sitemap/assemblies', 'public'),
  /** The published assemblies a part appears in, with its callouts there. */
  partAssemblies: /*#__PURE__*/ endpoint<PartAssembly[]>('GET', '/parts/:id/assemblies', 'public'),
  /** The admin's list of a machine's assemblies (`?machine=<id>`), drafts too. */
  listAssemblies: /*#__PURE__*/ endpoint<AssemblySummary[]>('GET', '/assemblies', 'admin'),
  addAssembly: /*#__PURE__*/ endpoint<Assembly>('POST', '/assemblies', 'admin'),
  /** An assembly as the editor reads it, draft or published. */
  assembly: /*#__PURE__*/ endpoint<Assembly>('GET', '/assemblies/:id', 'admin'),
  /** Rename, move, publish or take back to draft. */
  editAssembly: /*#__PURE__*/ endpoint<Assembly>('PATCH', '/assemblies/:id', 'admin'),
  deleteAssembly: /*#__PURE__*/ endpoint<DeleteResult>('DELETE', '/assemblies/:id', 'admin'),
  /** The drawing (multipart field "drawing": SVG made safe, or PNG or JPEG through the image pipeline). */
  uploadDrawing: /*#__PURE__*/ endpoint<Assembly>('PUT', '/assemblies/:id/drawing', 'admin'),
  /** The parts list as CSV, replacing the list; 400 with every bad line and nothing changed. */
  importLines: /*#__PURE__*/ endpoint<AssemblyLinesImportResult>('POST', '/assemblies/:id/lines/import', 'admin'),
  /** Every hotspot of the drawing, replacing what was there. */
  saveHotspots: /*#__PURE__*/ endpoint<Assembly>('PUT', '/assemblies/:id/hotspots', 'admin'),
  /** What replaces the part (the direct step), or null. */
  getReplacement: /*#__PURE__*/ endpoint<ReplacementSetting>('GET', '/parts/:id/replacement', 'admin'),
  /** Set or clear what replaces the part; 400 for an unknown number, the part itself or a loop. */
  setReplacement: /*#__PURE__*/ endpoint<ReplacementSetting>('PUT', '/parts/:id/replacement', 'admin'),
} satisfies Record<string, Endpoint>;

/** Search's calls: a table of its own, as `buyingEndpoints`. */
export const searchEndpoints = {
  suggestions: suggestionsEndpoint,
} satisfies Record<string, Endpoint>;

/**
 * The path of a call: each `:name` of the endpoint's path takes `params[name]`, URI-encoded, and
 * `query` (values left out when undefined) follows. This string is also the call's SWR key.
 */
export function apiPath(target: Endpoint, params: Record<string, string> = {}, query: Record<string, string | undefined> = {}): string {
  const path = target.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${target.path} needs :${name}`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/**
 * The tables' public reads of data (GET, public; not the images or the health check) as one
 * pattern: the start-up script in index.html asks whether a read is public, and carries this
 * instead of the tables: /parts, /parts/:id, /parts/:id/fitment, /parts/:id/assemblies,
 * /sitemap/parts, /sitemap/assemblies, /reviews, /machines, /machines/brands, /machines/brands/:brand,
 * /machines/:brand/:model, /machines/:brand/:model/assemblies[/:assembly] (every GET under
 * /machines and /sitemap is public),
 * /search/suggestions, with any query.
 * endpoints.test.ts checks it against every GET of the tables.
 */
const PUBLIC_READS = /^\/(?:parts(?:\/[^/?#]+(?:\/(?:fitment|assemblies))?)?|sitemap\/\w+|search\/suggestions|reviews|machines(?:\/[^/?#]+){0,4})(?:\?[^#]*)?$/;

/** Public reads of data (the catalogue and the reviews, any page of them): read without the user's token. */
export function isPublicRead(path: string): boolean {
  return PUBLIC_READS.test(path);
}
