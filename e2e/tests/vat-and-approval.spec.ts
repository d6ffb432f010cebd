import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { api, apiToken, expect, expectNoSeriousA11yViolations, login, test, testParts } from '../support/fixtures';
import { addMember, makeCompany, makePart, memberId } from '../support/companies';

// Prices are net, and a company buyer is told so before the invoice (docs/buying.md): a part's page
// says "excl. VAT", the cart and checkout show the total excl. VAT, the VAT (15 %) and the total
// with it, and checkout says before placing that an order above the buyer's limit will wait for
// approval, as the server then places it. A part's own Place Order form ships to the company's
// locations with a PO reference, as checkout does. Each run makes its own company, buyer and part
// (a limit of 20,000 an order and 100,000 a month, like the demo's buyer), at 375 and 1280 px.

const parts = testParts();
const loaded = (page: Page) => expect(page.locator('[role="status"]').filter({ hasText: /^Loading/ })).toHaveCount(0);
/** A full page's picture to look at: in the test's output, or in VAT_SHOTS when set (outputs are emptied by the next run). */
const shoot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: process.env.VAT_SHOTS ? path.join(process.env.VAT_SHOTS, `${name}.png`) : info.outputPath(`${name}.png`), fullPage: true });

test.describe('VAT said before the invoice, and approval said before placing', () => {
  test.afterAll(() => parts.removeAll());

  for (const width of [375, 1280]) {
    test(`a company buyer sees prices excl. VAT, net, VAT and total, and the approval notice before placing, at ${width} px`, async ({
      browser,
      demo,
    }, info) => {
      test.slow(); // a company, a buyer, two orders through the real API
      const adminToken = await apiToken(demo.admin);
      const company = await makeCompany(adminToken);
      const buyer = await addMember(company, 'buyer', 'vatbuyer');
      const limited = await api(`/company/members/${await memberId(company, buyer.account.email)}`, company.adminToken, {
        method: 'PATCH',
        body: { orderLimit: 20_000, monthlyLimit: 100_000 },
      });
      expect(limited.status).toBe(200);
      const part = await makePart(parts, adminToken, { price: 520, min: 1, stock: 200 });

      // Signed in at a desktop's width (the header's Log out is in the folded menu on a phone), then at the test's.
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      await login(page, buyer.account);
      await page.setViewportSize({ width, height: 800 });

      // The part's page, found by its number: its price excl. VAT, and the Place Order form ships to the company's location.
      await page.goto(`/parts?q=${part.sku}`);
      await page.getByRole('link', { name: `Purchase ${part.name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
      await expect(page.getByText('BDT 520.00 per unit excl. VAT', { exact: true })).toBeVisible();
      const form = page.getByRole('form', { name: 'Place Order' });
      const shipTo = form.getByRole('group', { name: 'Ship to' });
      await expect(shipTo.getByRole('radio', { name: company.location.name })).toBeChecked();
      await expect(form.getByLabel('Address')).toHaveValue(company.location.address);
      await form.getByLabel('Purchase-order reference (optional)').fill('PO-VAT-1');
      const quantity = form.getByLabel('Quantity', { exact: true });
      await quantity.fill('2');
      await expect(form.getByRole('status', { name: 'Total excl. VAT' })).toHaveText('BDT 1,040.00');
      await expectNoSeriousA11yViolations(page);
      await shoot(page, info, `part-${width}`);
      const placed = page.waitForResponse((r) => r.url().endsWith('/booking') && r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Place Order' }).click();
      expect((await placed).status()).toBe(201);
      await expect(page.getByText('order added successfully!!!')).toBeVisible();
      const orders = (await (await api('/company/orders', buyer.token)).json()) as {
        items: { poReference: string | null; locationName: string | null; status: string }[];
      };
      expect(orders.items[0]).toMatchObject({ poReference: 'PO-VAT-1', locationName: company.location.name, status: 'pending' });

      // 50 units (26,000.00) are above the buyer's 20,000.00 an order: the part's form says so already.
      await quantity.fill('50');
      const notice =
        "This order is above your limit of BDT 20,000.00 an order: it will wait for approval by your company's approver before Stitchline confirms it.";
      await expect(form.getByText(notice)).toBeVisible();
      await form.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('link', { name: 'View cart' }).last().click();

      // The cart: net, VAT (15 %) and the total with it.
      await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
      await loaded(page);
      await expect(page.getByText(/^Order total \(1 line\) excl\. VAT:/)).toContainText('BDT 26,000.00');
      await expect(page.getByText(/^VAT \(15 %\):/)).toContainText('BDT 3,900.00');
      await expect(page.getByText(/^Total incl\. VAT:/)).toContainText('BDT 29,900.00');
      await expectNoSeriousA11yViolations(page);
      await shoot(page, info, `cart-${width}`);

      // Checkout: the same amounts, and before Place order the notice that the order will wait, and why.
      await page.getByRole('link', { name: 'Check out' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await loaded(page);
      await expect(page.getByText(/^Order total excl\. VAT:/)).toContainText('BDT 26,000.00');
      await expect(page.getByText(/^VAT \(15 %\):/)).toContainText('BDT 3,900.00');
      await expect(page.getByText(/^Total incl\. VAT:/)).toContainText('BDT 29,900.00');
      await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
      await expect(page.getByRole('radio', { name: company.location.name })).toBeChecked();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, info, `checkout-${width}`);

      // The server agrees: the order is placed awaiting approval.
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByText(/awaits approval: your approvers have been told\.$/)).toBeVisible();
      const waiting = (await (await api('/company/orders', buyer.token)).json()) as { items: { status: string; totalPrice: number }[] };
      expect(waiting.items[0]).toMatchObject({ status: 'awaiting_approval', totalPrice: 26_000 });
      await page.context().close();
    });
  }
});
