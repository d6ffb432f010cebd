import { registerBanglaMessages, t } from '../i18n';
import { startBangla } from '../i18n/bangla';
import { headHtml } from './pageHead';
import { inPageLanguage, routerPlace, serverPages, type PageRender, type ServerPageRequest } from './serverPages';

const request = (path: string, language?: 'en' | 'bn', read: ServerPageRequest['read'] = async () => ({ status: 200, body: null })): ServerPageRequest => ({
  path,
  search: '',
  language,
  publicUrl: 'https://shop.example',
  assetBase: '/',
  config: { apiUrl: 'https://api.example' } as ServerPageRequest['config'],
  read,
});

const head = (html: string) => {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = html;
  return doc;
};
const alternates = (doc: Document) =>
  [...doc.querySelectorAll('link[rel="alternate"]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`);

describe('server pages in Bangla', () => {
  beforeAll(() => {
    registerBanglaMessages({ 'All parts': 'সব যন্ত্রাংশ', 'Every part we make.': 'আমাদের তৈরি সব যন্ত্রাংশ।' });
    startBangla();
  });

  /** A page that reads before it writes its words, as the catalogue's do; `held` keeps its read waiting. */
  const renderers = (held: Map<string, Promise<void>>): Record<string, PageRender> => ({
    './AllPartsPage': async (req, params, route) => {
      await held.get(req.language ?? 'en');
      return {
        status: 200,
        ready: 'h1',
        html: () => `<h1>${t('All parts')}</h1>`,
        head: { title: t('All parts'), description: t('Every part we make.'), canonicalPath: route.path, next: `${req.publicUrl}/parts?after=c2` },
      };
    },
  });
  const routes = [{ path: '/parts', module: './AllPartsPage', access: 'public' }];

  it('renders a page in the request’s language, even while a page of the other language renders', async () => {
    let releaseBangla = () => undefined as void;
    const held = new Map([['bn', new Promise<void>((resolve) => (releaseBangla = resolve))]]);
    const module = serverPages(routes, renderers(held), [], { languages: ['en', 'bn'] });
    expect(module.languages).toEqual(['en', 'bn']);
    const bangla = module.renderPage(request('/parts', 'bn'));
    // The English page renders (and sets its language) while the Bangla one waits on its read.
    const english = await module.renderPage(request('/parts', 'en'));
    releaseBangla();
    const page = await bangla;
    if (!page || !('headHtml' in page) || !english || !('headHtml' in english)) throw new Error('no page');
    const doc = head(page.headHtml);
    expect(doc.title).toBe('সব যন্ত্রাংশ');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('আমাদের তৈরি সব যন্ত্রাংশ।');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/bn/parts');
    expect(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('bn_BD');
    expect(doc.querySelector('link[rel="next"]')?.getAttribute('href')).toBe('https://shop.example/bn/parts?after=c2');
    expect(alternates(doc)).toEqual(['en https://shop.example/parts', 'bn https://shop.example/bn/parts', 'x-default https://shop.example/parts']);
    // A render still to run runs in its page's language, whichever ran last.
    expect(typeof page.html === 'function' && page.html()).toBe('<h1>সব যন্ত্রাংশ</h1>');
    expect(typeof english.html === 'function' && english.html()).toBe('<h1>All parts</h1>');
    const englishHead = head(english.headHtml);
    expect(englishHead.title).toBe('All parts');
    expect(englishHead.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/parts');
    expect(alternates(englishHead)).toEqual(alternates(doc));
  });

  it('renders English where the module speaks English only', async () => {
    const module = serverPages(routes, renderers(new Map()));
    expect(module.languages).toEqual(['en']);
    const page = await module.renderPage(request('/parts', 'bn'));
    if (!page || !('headHtml' in page)) throw new Error('no page');
    expect(head(page.headHtml).title).toBe('All parts');
    expect(head(page.headHtml).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/parts');
  });

  it('gives a page not found no alternates, and its canonical address in its language', () => {
    const doc = head(headHtml({ title: 'x', description: 'y', canonicalPath: '/nope' }, 'https://shop.example', 'Shop', { language: 'bn' }));
    expect(alternates(doc)).toEqual([]);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/bn/nope');
    const home = head(headHtml({ title: 'x', description: 'y', canonicalPath: '/' }, 'https://shop.example', 'Shop', { language: 'bn', alternates: true }));
    expect(alternates(home)).toEqual(['en https://shop.example/', 'bn https://shop.example/bn', 'x-default https://shop.example/']);
  });

  it('places a Bangla page’s router under /bn, and runs a render in the request’s language', () => {
    expect(routerPlace({ path: '/parts/1', language: 'bn' })).toEqual({ basename: '/bn', entry: '/bn/parts/1' });
    expect(routerPlace({ path: '/', language: 'bn' })).toEqual({ basename: '/bn', entry: '/bn' });
    expect(routerPlace({ path: '/parts/1' })).toEqual({ entry: '/parts/1' });
    expect(inPageLanguage({ language: 'bn' }, () => t('All parts'))).toBe('সব যন্ত্রাংশ');
    expect(inPageLanguage({}, () => t('All parts'))).toBe('All parts');
  });
});
