import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';
import { STACK } from '../stack-ports';

/** The cookie that carries a browser's canary bucket (BUCKET_COOKIE in @storefront/shared/builds). */
const BUCKET_COOKIE = 'storefront-bucket';
import { api, apiToken, expect, expectNoSeriousA11yViolations, login, test } from '../support/fixtures';

// One team ships alone, with the storefront running and the shell never rebuilt: builds are
// published under their ids and recorded in the deploy ledger (npm run deploy), and what new
// page loads get is chosen on the Deployments page: promote, canary for a share of browsers
// (each keeping its side), roll back. A build that does not fit the live shell is refused.

const ROOT = path.resolve(__dirname, '..', '..');
const CATALOGUE = `http://${STACK.host}:${STACK.ports.catalogue}`;
type DeployModule = typeof import('../../scripts/deploy.mjs');

async function deployer() {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, 'global-setup names the data folder').toBeTruthy();
  const { deploy } = (await import('../../scripts/deploy.mjs')) as DeployModule;
  const demo = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'demo-accounts.json'), 'utf8')) as { admin: { email: string; password: string } };
  const deployDir = path.join(dataDir!, 'builds', 'catalogue');
  return {
    deployDir,
    deploy: (options: Omit<Parameters<DeployModule['deploy']>[0], 'remote'>) =>
      deploy({ remote: 'catalogue', storefrontUrl: STACK.url, deployDir, credentials: demo.admin, ...options }),
  };
}

/** Which catalogue build a page load ran: the build folder its remoteEntry.js came from ('' for config.json's). */
async function catalogueBuild(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Our Parts', exact: true })).toBeVisible();
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('/remoteEntry.js')),
  );
  const catalogue = entries.filter((name) => name.startsWith(CATALOGUE));
  expect(new Set(catalogue).size, `one catalogue entry: ${catalogue.join(', ')}`).toBe(1);
  return new URL(catalogue[0]!).pathname.replace(/\/?remoteEntry\.js$/, '').replace(/^\//, '');
}

/**
 * The build each of `count` fresh browsers (new contexts, nothing cached or kept) gets on its first
 * page load, and again after a reload. `buckets` gives each browser its canary bucket before its
 * first request (the cookie the page server would draw); without it, each draws its own.
 */
async function freshBrowsers(browser: Browser, count: number, buckets: number[] = []): Promise<{ build: string; again: string }[]> {
  const results: { build: string; again: string }[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, async (_, offset) => {
      const context = await browser.newContext();
      try {
        const bucket = buckets[start + offset];
        if (bucket !== undefined) await context.addCookies([{ name: BUCKET_COOKIE, value: String(bucket), url: STACK.url }]);
        const page = await context.newPage();
        await page.goto('/');
        const build = await catalogueBuild(page);
        await page.reload();
        return { build, again: await catalogueBuild(page) };
      } finally {
        await context.close();
      }
    });
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

/** Confirms a change on the Deployments page and waits for the ledger's answer. */
async function confirm(page: Page, dialogName: string | RegExp, button: string | RegExp) {
  const dialog = page.getByRole('alertdialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('a catalogue build goes from candidate to canary to live and back, chosen on the Deployments page, the shell never rebuilt', async ({
  page,
  browser,
  demo,
}) => {
  test.setTimeout(480_000); // one production build of a remote on a 2-core machine, and 20 fresh browsers
  const shellBefore = fs.statSync(path.join(ROOT, 'shell', 'dist', 'index.html')).mtimeMs;
  const { deploy, deployDir } = await deployer();
  const tag = randomUUID().slice(0, 8);
  const a = `catalogue-a-${tag}`;
  const b = `catalogue-b-${tag}`;

  // A: the build the storefront runs (catalogue-mfe/dist), deployed as it is, then made live.
  await deploy({ dist: path.join(ROOT, 'catalogue-mfe', 'dist'), buildId: a });
  await login(page, demo.admin);
  await page.goto('/dashboard/deployments');
  await expect(page.getByRole('heading', { name: 'Deployments', level: 1 })).toBeVisible();
  const catalogue = page.getByRole('region', { name: 'Catalogue', exact: true });
  await catalogue.getByRole('button', { name: `Promote ${a}` }).click();
  await confirm(page, `Promote ${a}`, `Promote ${a}`);
  await expect(page.getByText(`${a} is live for Catalogue`)).toBeVisible();
  expect((await freshBrowsers(browser, 2)).map(({ build }) => build)).toEqual([a, a]);

  // B: built and deployed while A is live. A candidate: nobody gets it. Built to carry its own
  // federation runtime (REMOTE_RUNTIME=own): free of the shell's major.minor, it still runs beside it.
  await deploy({ buildId: b, buildEnv: { REMOTE_RUNTIME: 'own' } });
  const routesB = JSON.parse(fs.readFileSync(path.join(deployDir, b, 'routes.json'), 'utf8')) as { requires: Record<string, unknown> };
  expect(routesB.requires.federation).toBeUndefined();
  expect(fs.existsSync(path.join(deployDir, b, 'remoteEntry.js'))).toBe(true);
  await page.reload();
  const rowB = catalogue.getByRole('row').filter({ hasText: b });
  await expect(rowB.getByText('published', { exact: true })).toBeVisible();
  expect((await freshBrowsers(browser, 2)).map(({ build }) => build)).toEqual([a, a]);
  await expectNoSeriousA11yViolations(page);

  // Canary 50 %, from the keyboard: about half of 20 fresh browsers get B, each keeps its side.
  await rowB.getByRole('button', { name: `Canary ${b}` }).focus();
  await page.keyboard.press('Enter');
  const canary = page.getByRole('dialog', { name: `Canary ${b}` });
  const share = canary.getByLabel('Share of browsers (%)');
  await expect(share).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await share.fill('50');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`50 % of browsers get ${b} for Catalogue`)).toBeVisible();
  await expect(rowB.getByText('canary 50 %')).toBeVisible();
  // A canary of 50 % takes the buckets below 5,000 (of 10,000): browsers on either side of the line
  // get their side, and keep it across reloads.
  const sides = await freshBrowsers(browser, 8, [0, 1250, 2500, 4999, 5000, 6250, 7500, 9999]);
  expect(sides.map(({ build }) => build)).toEqual([b, b, b, b, a, a, a, a]);
  expect(
    sides.every(({ build, again }) => build === again),
    'each browser keeps its build across reloads',
  ).toBe(true);
  // Browsers that draw their own bucket (the page server's cookie) get one of the two, and keep it.
  // How evenly the draw splits them is canaryBucket's unit test's (shell/src/remotes/liveBuilds.test.ts).
  const drawn = await freshBrowsers(browser, 4);
  expect(drawn.every(({ build, again }) => (build === a || build === b) && build === again)).toBe(true);
  // B's code runs: its build id is on its pages.
  const one = await browser.newContext();
  const onePage = await one.newPage();
  await onePage.addInitScript(() => localStorage.setItem('storefront:canary-bucket', '0'));
  await onePage.goto('/');
  // The page's own element, not the server's copy of it (gone once the page has rendered).
  await expect(onePage.locator('#root [data-remote="catalogue"]')).toHaveAttribute('data-build', b);
  await one.close();

  // Promote B: everyone gets it.
  await rowB.getByRole('button', { name: `Promote ${b}` }).click();
  await confirm(page, `Promote ${b}`, `Promote ${b}`);
  await expect(rowB.getByText('live', { exact: true })).toBeVisible();
  expect(new Set((await freshBrowsers(browser, 2, [0, 9999])).map(({ build }) => build))).toEqual(new Set([b]));

  // Roll back: everyone gets A again. (Escape first: the dialog closes, nothing changes, focus returns.)
  // The promotion's toast has gone by then: fading out, axe would judge its colours mid-way.
  await expect(page.getByText(`${b} is live for Catalogue`, { exact: true })).toHaveCount(0, { timeout: 15_000 });
  const rollBack = catalogue.getByRole('button', { name: `Roll back catalogue to ${a}` });
  await rollBack.click();
  await expect(page.getByRole('alertdialog', { name: `Roll back to ${a}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(rollBack).toBeFocused();
  await expect(rowB.getByText('live', { exact: true })).toBeVisible();
  await rollBack.click();
  await confirm(page, `Roll back to ${a}`, `Roll back to ${a}`);
  await expect(page.getByText(`Catalogue rolled back to ${a}`)).toBeVisible();
  expect(new Set((await freshBrowsers(browser, 2, [0, 9999])).map(({ build }) => build))).toEqual(new Set([a]));

  // Every change is in the page's history, with who made it.
  const history = page.getByRole('region', { name: 'History', exact: true });
  for (const change of ['Rolled back', 'Promoted', 'Canary 50 %']) {
    await expect(history.getByRole('row').filter({ hasText: change }).filter({ hasText: demo.admin.email }).first()).toBeVisible();
  }
  expect(fs.statSync(path.join(ROOT, 'shell', 'dist', 'index.html')).mtimeMs).toBe(shellBefore);

  // On a phone: every build's actions reachable, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  const promoteB = catalogue.getByRole('button', { name: `Promote ${b}` });
  await promoteB.scrollIntoViewIfNeeded();
  await expect(promoteB).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('a canary build that throws on load: its error rate shows on the Deployments page, and the other browsers never see it', async ({
  page,
  browser,
  demo,
}) => {
  test.setTimeout(240_000);
  const { deploy } = await deployer();
  const tag = randomUUID().slice(0, 8);
  const good = `catalogue-good-${tag}`;
  const bad = `catalogue-throws-${tag}`;
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-throws-'));
  try {
    await deploy({ dist: path.join(ROOT, 'catalogue-mfe', 'dist'), buildId: good });
    fs.cpSync(path.join(ROOT, 'catalogue-mfe', 'dist'), broken, { recursive: true });
    for (const variant of ['.gz', '.br']) fs.rmSync(path.join(broken, `remoteEntry.js${variant}`), { force: true });
    fs.writeFileSync(path.join(broken, 'remoteEntry.js'), 'throw new Error("a build that throws on load");\n');
    await deploy({ dist: broken, buildId: bad }); // its contract is the good build's: only running it shows
  } finally {
    fs.rmSync(broken, { recursive: true, force: true });
  }
  const token = await apiToken(demo.admin);
  expect((await api('/deployments/catalogue/live', token, { method: 'PUT', body: { buildId: good } })).status).toBe(200);
  expect((await api('/deployments/catalogue/canary', token, { method: 'PUT', body: { buildId: bad, percent: 50 } })).status).toBe(200);

  // Each browser's side is its bucket: two on each side, each sending its report.
  for (const bucket of ['0', '4999', '5000', '9999']) {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.addInitScript((value) => localStorage.setItem('storefront:canary-bucket', value), bucket);
    const reported = visitor.waitForRequest((request) => request.url().endsWith('/deployments/health') && request.method() === 'POST');
    await visitor.goto('/');
    if (Number(bucket) < 5000) {
      await expect(visitor.getByRole('alert').filter({ hasText: 'The catalogue area is unavailable right now' })).toBeVisible();
    } else {
      await expect(visitor.getByRole('heading', { name: 'Our Parts', exact: true })).toBeVisible();
    }
    const events = (JSON.parse((await reported).postData() ?? '{}') as { events: { build: string; kind: string }[] }).events;
    expect(events).toEqual(expect.arrayContaining([{ remote: 'catalogue', build: Number(bucket) < 5000 ? bad : good, kind: 'view' }]));
    await context.close();
  }

  // A beacon is on its way once sent: wait until the API has all four page loads.
  const reportedViews = async () => {
    const overview = (await (await api('/deployments/health', token)).json()) as { builds: { build: string; views: number }[] };
    return [bad, good].map((build) => overview.builds.find((entry) => entry.build === build)?.views ?? 0);
  };
  await expect.poll(reportedViews).toEqual([2, 2]);
  await login(page, demo.admin);
  await page.goto('/dashboard/deployments');
  const health = page.getByRole('region', { name: 'Catalogue', exact: true }).getByRole('table', { name: /Catalogue: page loads, error rate/ });
  await expect(health.getByRole('row').filter({ hasText: bad })).toContainText('canary');
  await expect(health.getByRole('row').filter({ hasText: bad }).getByRole('cell').nth(1)).toHaveText('100 %');
  await expect(health.getByRole('row').filter({ hasText: good }).getByRole('cell').nth(1)).toHaveText('0 %');
  await expectNoSeriousA11yViolations(page);
  // End it: every browser gets the good build again.
  expect((await api('/deployments/catalogue/canary', token, { method: 'DELETE' })).status).toBe(200);
});

test('a signed preview link opens a build that is not live for the admin, in that tab only, says so, and expires', async ({ page, browser, demo }) => {
  const { deploy } = await deployer();
  const previewed = `catalogue-preview-${randomUUID().slice(0, 8)}`;
  await deploy({ dist: path.join(ROOT, 'catalogue-mfe', 'dist'), buildId: previewed });
  await login(page, demo.admin);
  await page.goto('/dashboard/deployments');
  const previewButton = page
    .getByRole('region', { name: 'Catalogue', exact: true })
    .getByRole('row')
    .filter({ hasText: previewed })
    .getByRole('button', { name: `Preview ${previewed}` });
  await previewButton.click();
  await page
    .getByRole('alertdialog', { name: `Preview ${previewed}` })
    .getByRole('button', { name: 'Make the preview link' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Preview ${previewed}` });
  const link = await dialog.getByLabel(/^Preview link, until/).inputValue();
  expect(link).toMatch(new RegExp(`^${STACK.url}/\\?preview=[\\w.-]+$`));
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(previewButton).toBeFocused();

  // The admin opens it in a tab of their own: that tab runs the build, and says so.
  const tab = await page.context().newPage();
  // The app runs once per page load (a second run would register the remotes again).
  const twice: string[] = [];
  tab.on('console', (message) => {
    if (/already registered/.test(message.text())) twice.push(message.text());
  });
  const arrived = await tab.goto(link);
  // The HTML the page arrives with, before any script: the previewed build's pages, with its pictures.
  const firstPaint = (await arrived?.text()) ?? '';
  expect(firstPaint).toContain('id="first-view"');
  expect(firstPaint).toContain(`${CATALOGUE}/${previewed}/`);
  expect(arrived?.headers()['x-robots-tag']).toBe('noindex');
  const banner = tab.getByRole('complementary', { name: 'Preview' });
  await expect(banner).toContainText(`Preview: this tab runs ${previewed} for the catalogue area, until`);
  expect(await catalogueBuild(tab)).toBe(previewed);
  expect(new URL(tab.url()).search).toBe(''); // the token left the address bar
  await expectNoSeriousA11yViolations(tab);
  await tab.reload();
  expect(await catalogueBuild(tab)).toBe(previewed);
  // Nobody else: the admin's other tabs, and other browsers, get what is live.
  const otherTab = await page.context().newPage();
  const live = await otherTab.goto('/');
  expect(await live?.text()).not.toContain(`${CATALOGUE}/${previewed}/`);
  expect(await catalogueBuild(otherTab)).not.toBe(previewed);
  await otherTab.close();
  expect((await freshBrowsers(browser, 1))[0]?.build).not.toBe(previewed);
  // Someone else holding the link is not let in.
  const visitor = await browser.newContext();
  const theirs = await visitor.newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole('complementary', { name: 'Preview' })).toContainText('A preview link opens for a signed-in admin');
  expect(await catalogueBuild(theirs)).not.toBe(previewed);
  await visitor.close();
  // Leaving it: the tab is live again.
  await banner.getByRole('button', { name: 'Leave preview' }).click();
  await expect(banner).toBeHidden();
  expect(await catalogueBuild(tab)).not.toBe(previewed);

  // A changed link, and one past its time, open nothing but the live storefront, and say why.
  await tab.goto(link.replace(/(preview=[\w-]+\.)([\w-])/, (_, head: string, c: string) => `${head}${c === 'A' ? 'B' : 'A'}`));
  await expect(tab.getByRole('complementary', { name: 'Preview' })).toContainText('This preview link is not valid. You see the live storefront.');
  expect(await catalogueBuild(tab)).not.toBe(previewed);
  // A link past its time, signed as the API signs (its built code, with the secret it keeps in its data folder).
  const { signPreview } = createRequire(__filename)(path.join(ROOT, 'server', 'dist', 'shared', 'src', 'previewToken.js')) as {
    signPreview: (claims: { remote: string; buildId: string; exp: number }, secret: Buffer) => string;
  };
  const secret = Buffer.from(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'api-token-secret'), 'utf8').trim(), 'utf8');
  const expired = signPreview({ remote: 'catalogue', buildId: previewed, exp: Math.floor(Date.now() / 1000) - 1 }, secret);
  await tab.goto(`/?preview=${expired}`);
  await expect(tab.getByRole('complementary', { name: 'Preview' })).toContainText('This preview link has expired: ask for a new one');
  expect(await catalogueBuild(tab)).not.toBe(previewed);
  expect(twice).toEqual([]);
  await tab.close();
});

test('a build published to an S3-compatible bucket is recorded with the bucket’s URL, never over an earlier one', async ({ demo }) => {
  const { default: S3rver } = await import('s3rver');
  const { CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const { s3Client } = (await import('../../scripts/lib/publish-s3.mjs')) as typeof import('../../scripts/lib/publish-s3.mjs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  try {
    const endpoint = `http://127.0.0.1:${port}`;
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const client = s3Client({ endpoint, credentials });
    await client.send(new CreateBucketCommand({ Bucket: 'builds' }));
    client.destroy();
    const { deploy } = await deployer();
    const buildId = `catalogue-s3-${randomUUID().slice(0, 8)}`;
    const s3 = { bucket: 'builds', endpoint, credentials };
    const baseUrl = `${endpoint}/builds/catalogue/`;
    await deploy({ dist: path.join(ROOT, 'catalogue-mfe', 'dist'), buildId, s3, baseUrl });
    // The bucket serves it, and the ledger knows it by that URL.
    const entry = await fetch(`${baseUrl}${buildId}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe(fs.readFileSync(path.join(ROOT, 'catalogue-mfe', 'dist', 'remoteEntry.js'), 'utf8'));
    const token = await apiToken(demo.admin);
    const overview = (await (await api('/deployments', token)).json()) as { remotes: { remote: string; builds: { buildId: string; entryUrl: string }[] }[] };
    const recorded = overview.remotes.find((area) => area.remote === 'catalogue')?.builds.find((build) => build.buildId === buildId);
    expect(recorded?.entryUrl).toBe(`${baseUrl}${buildId}/remoteEntry.js`);
    await expect(deploy({ dist: path.join(ROOT, 'catalogue-mfe', 'dist'), buildId, s3, baseUrl })).rejects.toThrow(/never replaced/);
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a build that does not fit the shell and was published by hand anyway is refused by the shell before its code runs', async ({ page, demo }) => {
  const { deploy, deployDir } = await deployer();
  const { publishBuild } = (await import('../../scripts/publish.mjs')) as typeof import('../../scripts/publish.mjs');
  const tag = randomUUID().slice(0, 8);
  const good = `catalogue-fits-${tag}`;
  const skewed = `catalogue-react20-${tag}`;
  await deploy({ dist: path.join(ROOT, 'catalogue-mfe', 'dist'), buildId: good });
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-react20-'));
  const token = await apiToken(demo.admin);
  try {
    fs.cpSync(path.join(ROOT, 'catalogue-mfe', 'dist'), copy, { recursive: true });
    const routes = JSON.parse(fs.readFileSync(path.join(copy, 'routes.json'), 'utf8')) as { requires: { shared: Record<string, string> } };
    routes.requires.shared.react = '^20.0.0';
    fs.writeFileSync(path.join(copy, 'routes.json'), JSON.stringify(routes));
    for (const variant of ['.gz', '.br']) fs.rmSync(path.join(copy, `routes.json${variant}`), { force: true });
    // By hand: published and recorded without the deploy's check.
    publishBuild(copy, deployDir, skewed);
    const recorded = await api('/deployments/builds', token, {
      method: 'POST',
      body: { remote: 'catalogue', buildId: skewed, version: '1.0.0', commit: 'abcdef1', entryUrl: `${CATALOGUE}/${skewed}/remoteEntry.js`, contract: {} },
    });
    expect(recorded.status).toBe(201);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
  expect((await api('/deployments/catalogue/live', token, { method: 'PUT', body: { buildId: skewed } })).status).toBe(200);
  try {
    await page.goto('/');
    await expect(page.getByRole('alert').filter({ hasText: 'The catalogue area is unavailable right now' })).toBeVisible();
    // None of its code ran (the start-up script may have downloaded it, before the shell judged
    // it): its entry would have declared the `catalogue` container. The rest of the storefront works.
    expect(await page.evaluate(() => 'catalogue' in window)).toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const reportedFailures = async () => {
      const overview = (await (await api('/deployments/health', token)).json()) as { builds: { build: string; loadFailures: number }[] };
      return overview.builds.find((entry) => entry.build === skewed)?.loadFailures ?? 0;
    };
    await expect.poll(reportedFailures).toBe(1);
  } finally {
    expect((await api('/deployments/catalogue/live', token, { method: 'PUT', body: { buildId: good } })).status).toBe(200);
  }
  // A build that fits runs, and declares its container.
  const fresh = await page.context().browser()!.newContext();
  const visitor = await fresh.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: 'Our Parts', exact: true })).toBeVisible();
  expect(await visitor.evaluate(() => 'catalogue' in window)).toBe(true);
  await fresh.close();
});

test('a build that does not fit the live storefront is refused with its reasons, and nothing is published', async () => {
  const { deploy, deployDir } = await deployer();
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-broken-'));
  try {
    fs.cpSync(path.join(ROOT, 'catalogue-mfe', 'dist'), broken, { recursive: true });
    // It drops a page and asks for a React the shell does not provide.
    const routes = JSON.parse(fs.readFileSync(path.join(broken, 'routes.json'), 'utf8')) as { routes: { path: string }[] };
    routes.routes = routes.routes.filter((route) => route.path !== '/parts/:id');
    fs.writeFileSync(path.join(broken, 'routes.json'), JSON.stringify(routes));
    const manifest = JSON.parse(fs.readFileSync(path.join(broken, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
    for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^20.0.0';
    fs.writeFileSync(path.join(broken, 'mf-manifest.json'), JSON.stringify(manifest));

    const buildId = `catalogue-broken-${randomUUID().slice(0, 8)}`;
    const refused = await deploy({ dist: broken, buildId }).then(
      () => null,
      (error: Error & { problems?: string[] }) => error,
    );
    expect(refused?.name).toBe('DeployRefused');
    expect(refused?.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^catalogue needs react \^20\.0\.0, the shell provides 19\./),
        expect.stringMatching(/^catalogue no longer has the page \/parts\/:id \(\.\/PurchasePage\) that the live build serves$/),
      ]),
    );
    expect(fs.existsSync(path.join(deployDir, buildId))).toBe(false);
  } finally {
    fs.rmSync(broken, { recursive: true, force: true });
  }
});

test("the shell runs config.json's builds when the deploy ledger cannot answer, and asks it once per page load", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/deployments/live')) asked.push(request.url());
  });
  await page.goto('/');
  await catalogueBuild(page);
  // The page's Link header preloads the answer; the shell takes it (one request, not two).
  expect(asked).toEqual([`${STACK.apiUrl}/deployments/live`]);

  const down = await page.context().browser()!.newContext();
  const offline = await down.newPage();
  await offline.route('**/deployments/live', (route) => route.abort('connectionrefused'));
  await offline.goto('/');
  expect(await catalogueBuild(offline)).toBe('');
  await down.close();
});

test('the Deployments page passes axe at phone and desktop widths, and says how to deploy where nothing is', async ({ page, demo }) => {
  await login(page, demo.admin);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/deployments');
    await expect(page.getByRole('heading', { name: 'Deployments', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expect(page.getByRole('region', { name: 'Account', exact: true }).getByText(/npm run deploy -w account-mfe/)).toBeVisible();
});

test("a catalogue build deployed and promoted changes the server's HTML, a canary's browsers get the canary's, without a restart", async ({
  request,
  demo,
}) => {
  test.setTimeout(120_000);
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, 'global-setup names the data folder').toBeTruthy();
  const { deploy } = (await import('../../scripts/deploy.mjs')) as DeployModule;
  const tag = randomUUID().slice(0, 8);
  const deployBuild = async (buildId: string, intro?: string) => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-html-'));
    try {
      fs.cpSync(path.join(ROOT, 'catalogue-mfe', 'dist'), dist, { recursive: true });
      if (intro) {
        const file = path.join(dist, 'pages.cjs');
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll('Every part we make, with its price', intro));
      }
      await deploy({
        remote: 'catalogue',
        storefrontUrl: STACK.url,
        deployDir: path.join(dataDir!, 'builds', 'catalogue'),
        credentials: demo.admin,
        dist,
        buildId,
      });
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  };
  const plain = `catalogue-plain-${tag}`;
  const changed = `catalogue-html-${tag}`;
  await deployBuild(plain);
  await deployBuild(changed, `Build ${tag}: every part we make, with its price`);
  const token = await apiToken(demo.admin);
  const html = async (bucket: number) => (await request.get('/parts', { headers: { Cookie: `storefront-bucket=${bucket}` } })).text();
  try {
    expect((await api('/deployments/catalogue/live', token, { method: 'PUT', body: { buildId: plain } })).status).toBe(200);
    expect((await api('/deployments/catalogue/canary', token, { method: 'PUT', body: { buildId: changed, percent: 50 } })).status).toBe(200);
    // The ledger's answer is kept 5 s by the page server: the canary is in the HTML soon after.
    await expect.poll(() => html(0), { timeout: 30_000 }).toContain(`Build ${tag}`);
    expect(await html(9999)).not.toContain(`Build ${tag}`);
    expect((await api('/deployments/catalogue/live', token, { method: 'PUT', body: { buildId: changed } })).status).toBe(200);
    await expect.poll(() => html(9999), { timeout: 30_000 }).toContain(`Build ${tag}`);
  } finally {
    // The rest of the browser tests run the plain build again.
    expect((await api('/deployments/catalogue/live', token, { method: 'PUT', body: { buildId: plain } })).status).toBe(200);
  }
  await expect.poll(() => html(9999), { timeout: 30_000 }).not.toContain(`Build ${tag}`);
});
