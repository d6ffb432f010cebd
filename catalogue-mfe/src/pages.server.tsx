// The catalogue's server pages (shared/src/host/serverPages.tsx): home, all parts, a part's page,
// a machine's and an assembly's, rendered with the pages' own components from the API's answers, with each
// page's head and JSON-LD. Which paths they are is routes.json's alone: a renderer here is named
// by the page's module. Built into pages.cjs and run by the shell's page server, never in a browser.
// It speaks English and Bangla: a page asked for in Bangla (a /bn address) renders with the
// catalogue's and the shared kit's Bangla catalogues, and a part's Bangla name and description.
import {
  apiAssetUrl,
  apiPath,
  endpoints,
  featuredPartsKey,
  currentLanguage,
  pageTitle,
  partKey,
  pathInLanguage,
  registerBanglaMessages,
  reviewsKey,
  t,
  UUID,
  BRAND,
  type Machine,
  type Page,
  type Part,
  type PartFitment,
} from '@storefront/shared';
import type { Assembly } from '@storefront/shared/schemas';
import {
  deferredPageHtml,
  plainPage,
  serverPages,
  summarize,
  type PageRender,
  type ServerPage,
  type ServerPageRequest,
} from '@storefront/shared/host/server-pages';
import { startBangla } from '@storefront/shared/i18n-bangla';
import sharedMessages from '@storefront/shared/i18n/bn.json';
import routeList from '../routes.json';
import messages from './i18n/bn.json';
import { HomeTop } from './features/home/components/HomePage';
import { FeaturedParts } from './features/home/components/FeaturedParts';
import { StatsStrip } from './features/home/components/StatsStrip';
import { ReviewsSection } from './features/home/components/ReviewsSection';
import { ProcessSection } from './features/home/components/ProcessSection';
import { ContactSection } from './features/home/components/ContactSection';
import { slides } from './features/home/components/slides';
import AllPartsPage from './features/parts/components/AllPartsPage';
import { nextPageHref, PARTS_PAGE_SIZE } from './components/PartsBrowser';
import MachinePage, { machineDescription, machineTitle, MachineNotFound } from './features/machines/components/MachinePage';
import { partOffer } from './partOffer';
import type { Crumb } from './components/Breadcrumbs';
import {
  assemblyKey,
  brandMachinesKey,
  machineAssembliesKey,
  machineBrandsKey,
  machineCrumbs,
  machineHref,
  machineKey,
  partAssembliesKey,
  partFitmentKey,
} from './machines/api';
import AssemblyPage, { assemblyDescription, assemblyTitle, AssemblyNotFound, PARTS_LIST_ID } from './features/partsBook/components/AssemblyPage';
import PurchasePage from './features/purchase/components/PurchasePage';
import { PART_TITLE_ID } from './features/purchase/components/PurchaseLayout';
import { PartNotFound } from './features/purchase/components/PartNotFound';

// The Bangla of the catalogue and of the shared kit, for the pages asked for in Bangla (English
// pages never look them up: t() answers English unless the render's language is Bangla).
registerBanglaMessages(sharedMessages);
registerBanglaMessages(messages);
startBangla();

/**
 * The heads' own words, shown with t() in the page's language. Those the catalogue has no Bangla
 * for yet are plain text (English on a Bangla page too): marked with msg() once it has.
 */
const HEAD_TEXT = {
  home: 'Genuine garments machine parts from the manufacturer: bobbin cases, rotary hooks, presser feet, needle plates and more, made and shipped worldwide.',
  allParts: 'Every part we make, with its price per unit, minimum order and the quantity in stock right now.',
  machineNotFound: 'Machine not found',
  noMachine: 'We list no machine at this address.',
  assemblyNotFound: 'Assembly not found',
  noAssembly: 'This machine has no assembly at this address.',
  partNotFound: 'Part not found',
  noPart: 'This part does not exist or is no longer sold. See all parts for the ones we make.',
  noLongerSold: 'No longer sold.',
  drawing: 'Exploded drawing: {title}',
  homeCrumb: 'Home',
  allPartsCrumb: 'All parts',
};

/** An address of the storefront in the page's language, absolute (`/parts/…` → `…/bn/parts/…` on a Bangla page). */
const addressOf = (publicUrl: string, path: string) => `${publicUrl}${pathInLanguage(path, currentLanguage())}`;

/** A part's name and description in the page's language: its Bangla ones where it has them. */
function partWords(item: Part & { nameBn?: string; descriptionBn?: string }): { name: string; description: string } {
  if (currentLanguage() !== 'bn') return { name: item.name, description: item.description };
  return { name: item.nameBn || item.name, description: item.descriptionBn || item.description };
}

/** Reads the API's answers a page needs; a read that fails makes the whole page fail (the page server then sends the plain shell). */
async function readAll(request: ServerPageRequest, paths: string[]): Promise<Record<string, unknown>> {
  const answers = await Promise.all(paths.map((path) => request.read(path)));
  const reads: Record<string, unknown> = {};
  answers.forEach((answer, index) => {
    if (answer.status !== 200) throw new Error(`GET ${paths[index]} answered ${answer.status}`);
    reads[paths[index]!] = answer.body;
  });
  return reads;
}

/** Reads that add to a page (the parts books' links) without being its content: a failed one is left out. */
async function readOptional(request: ServerPageRequest, paths: string[]): Promise<Record<string, unknown>> {
  const answers = await Promise.all(paths.map((path) => request.read(path)));
  return Object.fromEntries(answers.flatMap((answer, index) => (answer.status === 200 ? [[paths[index]!, answer.body]] : [])));
}

const home: PageRender = async (request, params, route) => {
  const reads = await readAll(request, [featuredPartsKey, reviewsKey()]);
  const { publicUrl, config } = request;
  const description = t(HEAD_TEXT.home);
  const html = deferredPageHtml(
    <HomeTop>
      <FeaturedParts />
      <StatsStrip />
      <ReviewsSection />
      <ProcessSection />
      <ContactSection />
    </HomeTop>,
    { request, params, reads },
  );
  return {
    status: 200,
    ready: '[data-remote="catalogue"] section img[src]',
    html,
    head: {
      title: pageTitle(t(route.title ?? HEAD_TEXT.homeCrumb)),
      description,
      canonicalPath: route.canonical ?? route.path,
      image: slides[0]!.image,
      imageAlt: t(slides[0]!.alt),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: BRAND,
          url: addressOf(publicUrl, '/'),
          logo: `${publicUrl}/favicon.svg`,
          description,
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'sales',
            name: config.contact.name,
            telephone: config.contact.phone,
            email: config.contact.email,
          },
        },
      ],
    },
  };
};

/**
 * When the app has taken over a list's page: its first card in `#root` (the page's own section
 * says `data-remote`), or its heading when the list is empty.
 */
const listReady = (page: Page<Part>) => (page.items.length ? '[data-remote="catalogue"] article' : '[data-remote="catalogue"] h1');

/** The list's first page as the app reads it (PartsBrowser), and its useSWRInfinite key. */
function firstPage(query: URLSearchParams, fits: { brand?: string; model?: string } = {}) {
  const get = (key: string) => query.get(key) || undefined;
  const view = { q: get('q'), sort: get('sort'), inStock: get('inStock') };
  const first = apiPath(endpoints.listParts, {}, { ...view, brand: fits.brand, model: fits.model, limit: String(PARTS_PAGE_SIZE), cursor: get('after') });
  // useSWRInfinite's key for the list's pages (swr/infinite's unstable_serialize of its getKey).
  return { view, first, infinite: `$inf$${first}` };
}

const allParts: PageRender = async (request, params, route) => {
  const query = new URLSearchParams(request.search);
  // "Fits my machines" is the customer's own view: the app's page, kept out of search engines.
  if (query.get('fits')) return { status: 200, plain: true };
  const brand = query.get('brand') || undefined;
  const model = (brand && query.get('model')) || undefined;
  const after = query.get('after') || undefined;
  // `q`, `sort`, `inStock` and the machine filter are views of the same list, with the list itself
  // as their canonical address (a machine's own page is the machine's).
  const { view, first, infinite } = firstPage(query, { brand, model });
  const reads = await readAll(request, [first, machineBrandsKey, ...(brand ? [brandMachinesKey(brand)] : [])]);
  const page = reads[first] as Page<Part>;
  const html = deferredPageHtml(<AllPartsPage />, { request, params, reads: { ...reads, [infinite]: [page] } });
  const canonicalPath = after ? `${route.path}?after=${encodeURIComponent(after)}` : route.path;
  return {
    status: 200,
    ready: listReady(page),
    html,
    head: {
      title: pageTitle(t(route.title ?? HEAD_TEXT.allPartsCrumb)),
      description: t(HEAD_TEXT.allParts),
      canonicalPath,
      image: page.items[0] ? apiAssetUrl(request.config.apiUrl, page.items[0].img) : undefined,
      next: page.nextCursor ? `${request.publicUrl}${nextPageHref(route.path, { ...view, brand, model }, page.nextCursor)}` : undefined,
    },
  };
};

/** The page's breadcrumbs (what the page shows) as schema.org's BreadcrumbList, each step at its full address. */
const breadcrumbList = (publicUrl: string, crumbs: readonly Crumb[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: addressOf(publicUrl, crumb.to ?? '/') })),
});

/** A machine's page: the parts that fit it, with the machine's name in the title and a BreadcrumbList. */
const machinePage: PageRender = async (request, params) => {
  const key = machineKey(params.brand ?? '', params.model ?? '');
  const query = new URLSearchParams(request.search);
  const { view, first, infinite } = firstPage(query, { brand: params.brand, model: params.model });
  // The machine and its first page of parts at once, as the app reads them.
  const [answer, list, assemblies] = await Promise.all([
    request.read(key),
    request.read(first),
    readOptional(request, [machineAssembliesKey(params.brand ?? '', params.model ?? '')]),
  ]);
  if (answer.status === 404 || answer.status === 400) {
    return {
      status: 404,
      ready: 'main h1',
      html: deferredPageHtml(<MachineNotFound />, { request, params, reads: {} }),
      head: { title: pageTitle(t(HEAD_TEXT.machineNotFound)), description: t(HEAD_TEXT.noMachine), canonicalPath: request.path },
    };
  }
  if (answer.status !== 200) throw new Error(`GET ${key} answered ${answer.status}`);
  const machine = answer.body as Machine;
  if (list.status !== 200) throw new Error(`GET ${first} answered ${list.status}`);
  const page = list.body as Page<Part>;
  const path = machineHref(machine);
  const after = query.get('after');
  const { publicUrl } = request;
  const html = deferredPageHtml(<MachinePage />, { request, params, reads: { [key]: machine, [infinite]: [page], ...assemblies } });
  return {
    status: 200,
    ready: listReady(page),
    html,
    head: {
      title: pageTitle(machineTitle(machine)),
      description: machineDescription(machine),
      canonicalPath: after ? `${path}?after=${encodeURIComponent(after)}` : path,
      image: page.items[0] ? apiAssetUrl(request.config.apiUrl, page.items[0].img) : undefined,
      next: page.nextCursor ? `${publicUrl}${nextPageHref(path, view, page.nextCursor)}` : undefined,
      jsonLd: [breadcrumbList(publicUrl, machineCrumbs(machine.brandSlug, machine))],
    },
  };
};

/**
 * An assembly's page: the drawing with its hotspots and the parts list in the HTML, its title and
 * a BreadcrumbList (Home, brand, machine, assembly); a draft or an unknown address is a 404.
 */
const assemblyPage: PageRender = async (request, params) => {
  const key = assemblyKey(params.brand ?? '', params.model ?? '', params.assembly ?? '');
  const answer = await request.read(key);
  if (answer.status === 404 || answer.status === 400) {
    return {
      status: 404,
      ready: 'main h1',
      html: deferredPageHtml(<AssemblyNotFound brand={params.brand} model={params.model} />, { request, params, reads: {} }),
      head: { title: pageTitle(t(HEAD_TEXT.assemblyNotFound)), description: t(HEAD_TEXT.noAssembly), canonicalPath: request.path },
    };
  }
  if (answer.status !== 200) throw new Error(`GET ${key} answered ${answer.status}`);
  const assembly = answer.body as Assembly;
  const { machine } = assembly;
  const { publicUrl, config } = request;
  const machinePath = machineHref(machine);
  const path = `${machinePath}/${assembly.slug}`;
  // A picture drawing can stand for the page where it is shared; an SVG cannot.
  const picture = assembly.drawing && !/\.svg$/i.test(assembly.drawing) ? apiAssetUrl(config.apiUrl, assembly.drawing) : undefined;
  return {
    status: 200,
    ready: `[data-remote="catalogue"] #${PARTS_LIST_ID}`,
    html: deferredPageHtml(<AssemblyPage />, { request, params, reads: { [key]: assembly } }),
    head: {
      title: pageTitle(assemblyTitle(assembly)),
      description: summarize(assemblyDescription(assembly)),
      canonicalPath: path,
      image: picture,
      imageAlt: picture ? t(HEAD_TEXT.drawing, { title: assemblyTitle(assembly) }) : undefined,
      jsonLd: [breadcrumbList(publicUrl, machineCrumbs(machine.brandSlug, machine, assembly))],
    },
  };
};

/** A missing, deleted or malformed part: 404, with what the page shows for it (PurchasePage). */
const partNotFound = (request: ServerPageRequest, params: Record<string, string>): ServerPage => ({
  status: 404,
  ready: 'main h1',
  html: deferredPageHtml(<PartNotFound />, { request, params, reads: {} }),
  head: {
    title: pageTitle(t(HEAD_TEXT.partNotFound)),
    description: t(HEAD_TEXT.noPart),
    canonicalPath: request.path,
  },
});

const part: PageRender = async (request, params) => {
  const id = params.id ?? '';
  if (!UUID.test(id)) return partNotFound(request, params);
  const key = partKey(id);
  const answer = await request.read(key);
  if (answer.status === 404 || answer.status === 400) return partNotFound(request, params);
  if (answer.status !== 200) throw new Error(`GET ${key} answered ${answer.status}`);
  const item = answer.body as Part;
  const fitmentKey = partFitmentKey(id);
  const [reads, assemblies] = await Promise.all([readAll(request, [fitmentKey]), readOptional(request, [partAssembliesKey(id)])]);
  const fitment = reads[fitmentKey] as PartFitment;
  const { publicUrl, config } = request;
  const url = addressOf(publicUrl, `/parts/${id}`);
  const image = apiAssetUrl(config.apiUrl, item.img);
  const words = partWords(item);
  const html = deferredPageHtml(<PurchasePage />, { request, params, reads: { [key]: item, [fitmentKey]: fitment, ...assemblies } });
  return {
    status: 200,
    ready: `#${PART_TITLE_ID}`,
    html,
    head: {
      title: pageTitle(words.name),
      // A part no longer sold says where it leads first (docs/parts-book.md "Supersession").
      description: summarize(
        item.replacement ? `${t(HEAD_TEXT.noLongerSold)} ${item.replacement.message} ${words.description}` : `${item.sku}: ${words.description}`,
      ),
      canonicalPath: `/parts/${id}`,
      type: 'product',
      image,
      imageAlt: words.name,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: words.name,
          description: words.description,
          image: [image],
          sku: item.sku,
          mpn: item.sku,
          brand: { '@type': 'Brand', name: BRAND },
          url,
          // The machines it fits, each a product of its maker.
          ...(fitment.machines.length
            ? {
                isAccessoryOrSparePartFor: fitment.machines.map((machine) => ({
                  '@type': 'Product',
                  name: machine.name,
                  brand: { '@type': 'Brand', name: machine.brand },
                  model: machine.subclass ? `${machine.model}-${machine.subclass}` : machine.model,
                  url: addressOf(publicUrl, machineHref(machine)),
                })),
              }
            : {}),
          // The list price and the part's own breaks: public, never a buyer's list.
          offers: partOffer(item, { url, currency: config.currency, seller: BRAND }),
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: t(HEAD_TEXT.homeCrumb), item: addressOf(publicUrl, '/') },
            { '@type': 'ListItem', position: 2, name: t(HEAD_TEXT.allPartsCrumb), item: addressOf(publicUrl, '/parts') },
            { '@type': 'ListItem', position: 3, name: words.name, item: url },
          ],
        },
      ],
    },
  };
};

export default serverPages(
  routeList.routes,
  {
    './HomePage': home,
    './AllPartsPage': allParts,
    './PurchasePage': part,
    './MachinePage': machinePage,
    './AssemblyPage': assemblyPage,
    // A visitor's own cart: public (a visitor may fill one) but nobody else's page, so the app's
    // page alone, kept out of search engines (X-Robots-Tag: noindex).
    './CartPage': plainPage,
  },
  [],
  { languages: ['en', 'bn'] },
);
