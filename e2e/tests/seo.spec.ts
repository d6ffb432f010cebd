import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { Page as ListPage, Part } from '@storefront/shared';
import { STACK } from '../stack-ports';
import { api, apiToken, createCustomer, expect, expectNoSeriousA11yViolations, test, withoutScript, type Account } from '../support/fixtures';

// Public pages as a crawler, a link preview or a browser before any script gets them: the
// shell's page server sends each with its content and head (page-server/src/pageServer.ts), the
// catalogue's and the shell's own components rendered on the server (their builds' pages.cjs).

const APP_SCRIPT = /\/app\.\w+\.js$/;

async function get<T>(apiPath: string): Promise<T> {
  const response = await fetch(`${STACK.apiUrl}${apiPath}`);
  expect(response.status, apiPath).toBe(200);
  return (await response.json()) as T;
}

/** What the head says: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
async function headOf(page: Page) {
  const head = await page.evaluate(() => {
    const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      titles: document.querySelectorAll('head title').length,
      description: attribute('meta[name="description"]', 'content'),
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      canonical: attribute('link[rel="canonical"]', 'href'),
      ogTitle: attribute('meta[property="og:title"]', 'content'),
      ogImage: attribute('meta[property="og:image"]', 'content'),
      ogUrl: attribute('meta[property="og:url"]', 'content'),
      twitterCard: attribute('meta[name="twitter:card"]', 'content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    };
  });
  return { ...head, jsonLd: head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>) };
}

async function newPart(admin: Account, name: string, description = 'A rotary hook for lockstitch machines.'): Promise<Part> {
  const token = await apiToken(admin);
  const created = await api('/parts', token, {
    method: 'POST',
    body: { name, price: 1234.5, description, min_order_Quantity: 2, available_Quantity: 40, img: '/images/seed/rotary-hook.svg' },
  });
  expect(created.status).toBe(201);
  return get<Part>(`/parts/${((await created.json()) as { insertedId: string }).insertedId}`);
}

test.describe('public pages without JavaScript', () => {
  test('every public page arrives with its content, its own head and its status', async ({ browser }) => {
    const [part] = (await get<ListPage<Part>>('/parts?limit=1')).items;
    const pages: [string, number, string, string][] = [
      ['/', 200, 'Home · Stitchline Parts', 'Our Parts'],
      ['/parts', 200, 'All parts · Stitchline Parts', 'All parts'],
      [`/parts/${part!._id}`, 200, `${part!.name} · Stitchline Parts`, part!.name],
      ['/blogs', 200, 'Blogs · Stitchline Parts', 'Questions and answers'],
      ['/myportfolio', 200, 'My Portfolio · Stitchline Parts', 'Sadia Rahman'],
      ['/about', 200, 'About Stitchline Parts · Stitchline Parts', 'About Stitchline Parts'],
      ['/privacy', 200, 'Privacy policy · Stitchline Parts', 'Privacy policy'],
      ['/terms', 200, 'Terms of use · Stitchline Parts', 'Terms of use'],
      ['/no/such/page', 404, 'Page not found · Stitchline Parts', 'Page not found'],
      [`/parts/${randomUUID()}`, 404, 'Part not found · Stitchline Parts', 'Part not found'],
      ['/parts/not-a-part', 404, 'Part not found · Stitchline Parts', 'Part not found'],
    ];
    await withoutScript(browser, async (page) => {
      const descriptions = new Set<string>();
      for (const [pagePath, status, title, heading] of pages) {
        const response = await page.goto(pagePath);
        expect([pagePath, response?.status()]).toEqual([pagePath, status]);
        const head = await headOf(page);
        expect([pagePath, head.title, head.titles, head.descriptions]).toEqual([pagePath, title, 1, 1]);
        expect(head.description!.length, pagePath).toBeGreaterThan(40);
        if (status === 200) descriptions.add(head.description!);
        if (status === 200) expect(head.canonical).toBe(`${STACK.url}${pagePath}`);
        expect(head.ogTitle).toBe(head.title);
        expect(head.ogUrl).toBe(head.canonical);
        expect(head.twitterCard).toMatch(/^summary/);
        await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      }
      expect(descriptions.size, 'each page describes itself').toBeGreaterThanOrEqual(7);
    });
  });

  test("home says who the company is; a part's page says what the part is, its price and stock, and where it sits", async ({ browser, demo }) => {
    const part = await newPart(demo.admin, `Needle bar ${randomUUID().slice(0, 6)}`);
    await withoutScript(browser, async (page) => {
      await page.goto('/');
      const home = await headOf(page);
      expect(home.jsonLd).toEqual([
        expect.objectContaining({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Stitchline Parts', url: `${STACK.url}/` }),
      ]);
      expect(home.ogImage).toMatch(/^http:\/\/.+\.svg$/);
      // Real links a crawler follows: the featured parts, all parts.
      expect(await page.locator('a[href^="/parts/"]').count()).toBeGreaterThanOrEqual(6);

      await page.goto(`/parts/${part._id}`);
      const head = await headOf(page);
      const url = `${STACK.url}/parts/${part._id}`;
      expect(head.ogImage).toBe(`${STACK.apiUrl}${part.img}`);
      const [product, breadcrumbs] = head.jsonLd;
      expect(product).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: part.name,
        description: part.description,
        image: [`${STACK.apiUrl}${part.img}`],
        sku: part.sku,
        mpn: part.sku,
        brand: { '@type': 'Brand', name: 'Stitchline Parts' },
        url,
        offers: expect.objectContaining({
          '@type': 'Offer',
          url,
          price: '1234.50',
          priceCurrency: 'BDT',
          availability: 'https://schema.org/InStock',
        }),
      });
      expect(breadcrumbs).toEqual(
        expect.objectContaining({
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: `${STACK.url}/` },
            { '@type': 'ListItem', position: 2, name: 'All parts', item: `${STACK.url}/parts` },
            { '@type': 'ListItem', position: 3, name: part.name, item: url },
          ],
        }),
      );
      // The part itself, as the page shows it, and the way to order for a visitor.
      await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
      await expect(page.getByText(part.sku, { exact: true })).toBeVisible();
      await expect(page.getByText('BDT 1,234.50')).toBeVisible();
      await expect(page.getByText('40 units')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in to order' })).toHaveAttribute('href', '/login');
      await expect(page.getByRole('img', { name: part.name })).toHaveAttribute('src', `${STACK.apiUrl}${part.img}`);
    });
  });

  test('all parts: the first page of parts as links, and a link to the next page, which shows the next parts', async ({ browser }) => {
    test.setTimeout(150_000);
    const all = await get<ListPage<Part>>('/parts?limit=24');
    await withoutScript(browser, async (page) => {
      // The page's HTML may be one made before the other tests added parts: a minute old at most.
      const linked = async () => {
        await page.goto('/parts');
        const hrefs = await page.locator('#first-view article a[href^="/parts/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        return [...new Set(hrefs)];
      };
      await expect.poll(linked, { timeout: 70_000, intervals: [1000, 5000] }).toEqual(all.items.map((part) => `/parts/${part._id}`));
      if (!all.nextCursor) return;
      const next = page.getByRole('link', { name: 'Load more parts' });
      await expect(next).toHaveAttribute('href', `/parts?after=${all.nextCursor}`);
      expect(await page.locator('link[rel="next"]').getAttribute('href')).toBe(`${STACK.url}/parts?after=${all.nextCursor}`);
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/parts\\?after=${all.nextCursor}$`));
      const second = await get<ListPage<Part>>(`/parts?limit=24&cursor=${all.nextCursor}`);
      await expect(page.locator(`a[href="/parts/${second.items[0]!._id}"]`).first()).toBeAttached();
      await expect(page.locator(`a[href="/parts/${all.items[0]!._id}"]`)).toHaveCount(0);
    });
  });

  test('a page under /bn is the same page in Bangla: lang="bn", its canonical address and alternates both ways, its app from the site’s root; 404 where English has none', async ({
    request,
    page,
  }) => {
    const [part] = (await get<ListPage<Part>>('/parts?limit=1')).items;
    const partPath = `/parts/${part!._id}`;
    const bangla = await request.get(`/bn${partPath}`);
    expect(bangla.status()).toBe(200);
    const html = await bangla.text();
    expect(html).toMatch(/<html lang="bn">/);
    expect(html).toContain(`rel="canonical" href="${STACK.url}/bn${partPath}"`);
    const alternates = [
      `hreflang="en" href="${STACK.url}${partPath}"`,
      `hreflang="bn" href="${STACK.url}/bn${partPath}"`,
      `hreflang="x-default" href="${STACK.url}${partPath}"`,
    ];
    for (const alternate of alternates) expect(html).toContain(alternate);
    const english = await (await request.get(partPath)).text();
    for (const alternate of alternates) expect(english).toContain(alternate);
    const missing = await request.get('/bn/no/such/page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toMatch(/<html lang="bn">/);

    // In a browser its scripts, styles and fonts come from the site's root (none under /bn), and the app takes it over.
    const failed: string[] = [];
    const assets = ['script', 'stylesheet', 'font'];
    page.on('response', (response) => {
      if (assets.includes(response.request().resourceType()) && response.status() >= 400) failed.push(response.url());
    });
    page.on('requestfailed', (failedRequest) => {
      if (assets.includes(failedRequest.resourceType())) failed.push(failedRequest.url());
    });
    await page.goto(`/bn${partPath}`);
    await expect(page.locator('#first-view')).toHaveCount(0);
    await expect(page.locator('#root h1')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    expect(failed).toEqual([]);
  });

  test('the sitemap lists every part with its last change, and robots.txt keeps crawlers out of the private pages', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/application\/xml/);
    const xml = await sitemap.text();
    // Each part in English and in Bangla (/bn/parts/<id>), each address with its alternates.
    const partsIn = (prefix: string) =>
      [
        ...xml.matchAll(
          new RegExp(`<url><loc>${STACK.url}${prefix}/parts/([0-9a-f-]{36})</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:]+Z</lastmod><xhtml:link `, 'g'),
        ),
      ].map((m) => m[1]);
    const { total } = await get<ListPage<Part>>('/parts?limit=1');
    for (const prefix of ['', '/bn']) {
      const parts = partsIn(prefix);
      expect(parts.length).toBe(total);
      expect(new Set(parts).size).toBe(total);
    }
    for (const pagePath of ['/', '/parts', '/blogs', '/about', '/privacy', '/terms']) expect(xml).toContain(`<loc>${STACK.url}${pagePath}</loc>`);
    for (const pagePath of ['/bn', '/bn/parts', '/bn/blogs']) expect(xml).toContain(`<loc>${STACK.url}${pagePath}</loc>`);

    const robots = await (await request.get('/robots.txt')).text();
    for (const pagePath of ['/dashboard', '/cart', '/checkout', '/quick-order']) expect(robots).toMatch(new RegExp(`^Disallow: ${pagePath}$`, 'm'));
    expect(robots).toContain(`Sitemap: ${STACK.url}/sitemap.xml`);
    // The private pages are the app's own page, kept out of the index.
    for (const pagePath of ['/dashboard/myorders', '/cart', '/checkout', '/quick-order']) {
      const privatePage = await request.get(pagePath);
      expect([pagePath, privatePage.status(), privatePage.headers()['x-robots-tag']]).toEqual([pagePath, 200, 'noindex']);
    }
  });

  // Known regression, to fix first next: since the server pages speak Bangla, a part whose name holds markup gets the
  // shell's plain page from the page server (its server render fails; the app still shows the part as text).
  test.fixme('a part whose name and description hold markup shows them as text: in the page, the head and the JSON-LD', async ({ browser, page, demo }) => {
    const name = `</script><script>window.__pwned=1</script> "Hook" <b>${randomUUID().slice(0, 6)}</b>`;
    const description = `Fits <i>all</i> "DDL" machines & more; it's 100% <steel> --> <!--`;
    const part = await newPart(demo.admin, name, description);
    await withoutScript(browser, async (plain) => {
      await plain.goto(`/parts/${part._id}`);
      const head = await headOf(plain);
      expect(head.title).toBe(`${name} · Stitchline Parts`);
      expect(head.jsonLd[0]).toEqual(expect.objectContaining({ name, description }));
      await expect(plain.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(plain.getByText(description)).toBeVisible();
      await expect(plain.locator('#first-view b, #first-view i, #first-view steel')).toHaveCount(0);
    });
    await page.goto(`/parts/${part._id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page).toHaveTitle(`${name} · Stitchline Parts`);
  });
});

test.describe('public pages in a browser', () => {
  /** The box of the page's main heading in the server's HTML, and in the app's page that replaced it. */
  async function headingBoxes(page: Page, pagePath: string, heading: (scope: Locator) => Locator) {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(pagePath, { waitUntil: 'commit' });
    const inView = heading(page.locator('#first-view'));
    await expect(inView).toBeVisible();
    await expect(page.locator('#root')).toBeEmpty();
    const before = await inView.boundingBox();
    release();
    await expect(page.locator('#first-view')).toHaveCount(0);
    const after = await heading(page.locator('#root')).boundingBox();
    return { before, after };
  }

  for (const width of [412, 1280]) {
    test(`the server's page and the app's are the same: nothing moves when the app takes over (${width} px)`, async ({ page }) => {
      const [part] = (await get<ListPage<Part>>('/parts?limit=1')).items;
      await page.setViewportSize({ width, height: 900 });
      for (const [pagePath, heading] of [
        [`/parts/${part!._id}`, (scope: Locator) => scope.getByRole('heading', { level: 1, includeHidden: true })],
        ['/parts', (scope: Locator) => scope.getByRole('heading', { level: 1, name: 'All parts', includeHidden: true })],
        ['/blogs', (scope: Locator) => scope.getByRole('heading', { level: 1, includeHidden: true })],
      ] as const) {
        const { before, after } = await headingBoxes(page, pagePath, heading);
        expect(before).not.toBeNull();
        for (const key of ['x', 'y', 'width', 'height'] as const)
          expect([pagePath, key, Math.abs((after?.[key] ?? -99) - (before?.[key] ?? 0)) <= 1]).toEqual([pagePath, key, true]);
        await page.unroute(APP_SCRIPT);
      }
      const shifts = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let sum = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
                if (!entry.hadRecentInput) sum += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(sum), 0);
          }),
      );
      expect(shifts).toBeLessThan(0.05);
    });
  }

  test("a navigation inside the app gives the new page its head: its title and canonical URL, and nothing of the first page's JSON-LD", async ({ page }) => {
    const [part] = (await get<ListPage<Part>>('/parts?limit=1')).items;
    await page.goto(`/parts/${part!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: part!.name })).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);
    expect((await headOf(page)).jsonLd.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
    await expect(page.getByRole('heading', { name: 'Questions and answers', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Blogs · Stitchline Parts');
    const blogs = await headOf(page);
    expect([blogs.canonical, blogs.ogUrl, blogs.jsonLd, blogs.descriptions, blogs.ogImage]).toEqual([`${STACK.url}/blogs`, null, [], 0, null]);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: part!.name })).toBeVisible();
    expect((await headOf(page)).canonical).toBe(`${STACK.url}/parts/${part!._id}`);
  });

  test('a visitor opens a part from a shared link, signs in from it, comes back and orders', async ({ page, demo }) => {
    const part = await newPart(demo.admin, `Presser foot ${randomUUID().slice(0, 6)}`);
    const customer = await createCustomer('shared-link');
    await page.goto(`/parts/${part._id}?utm_source=chat`);
    await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Sign in to order' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/parts/${part._id}\\?utm_source=chat$`));
    await page.getByLabel('Phone').fill('+880 1711-000000');
    await page.getByLabel('Address').fill('Plot 7, BSCIC Industrial Estate, Gazipur');
    await page.getByLabel('Quantity', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('order added successfully!!!', { exact: true })).toBeVisible();
    expect((await get<Part>(`/parts/${part._id}`)).available_Quantity).toBe(37);

    // Signed in, the part's page from the server hides the visitor's way in until the form is there.
    await page.goto(`/parts/${part._id}`, { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  });
});
