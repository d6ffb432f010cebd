import { STACK } from '../stack-ports';
import { expect, test } from '../support/fixtures';

// A strict Content-Security-Policy (no inline scripts) refuses index.html's start-up script; a
// small script file runs the app instead. The policy is added to the HTML by the test
// (route.fulfill), and Chromium counts a page fulfilled that way as public: its local-network
// checks would then refuse every request to 127.0.0.1, which a deployed storefront never meets.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-features=LocalNetworkAccessChecks'],
  },
});

const slideTitle = 'Genuine parts for industrial sewing machines';

test('where a Content-Security-Policy refuses inline scripts, the storefront still runs, without the head start', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'self' http://127.0.0.1:*" } });
    },
  );
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Our Parts', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: slideTitle, exact: true })).toBeVisible();
  expect(refused.length).toBeGreaterThan(0); // the inline start-up script did not run
  // The page's content from the server is not over the app (index.html hides it once the app has rendered).
  await expect(page.locator('#first-view')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Browse all parts' }).first()).toBeVisible();
});

test('no other page can frame the storefront (clickjacking of Make Admin, Remove User, orders)', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await page.setContent(`<iframe title="storefront" src="${STACK.url}/dashboard/users"></iframe>`);
  expect((await refused).text()).toMatch(/frame-ancestors 'none'.*blocked|Refused to frame/);
  const framed = page.frames().find((frame) => frame.url().startsWith(STACK.url));
  if (framed) await expect(framed.locator('#root')).toHaveCount(0);
});

test('the storefront itself runs under its policy without a refusal', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const answer = await page.goto('/');
  expect(answer?.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  await expect(page.getByRole('heading', { name: 'Our Parts', exact: true })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(refused).toEqual([]);
});
