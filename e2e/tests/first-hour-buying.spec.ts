import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import type { Cart } from '@storefront/shared';
import {
  api,
  apiToken,
  createCustomer,
  demo,
  expect,
  expectNoSeriousA11yViolations,
  login,
  test,
  testParts,
  type Account,
  type TestPart,
} from '../support/fixtures';

// A buyer's first hour (issue 45), the buying side: one quantity on a part's page, Order again
// that asks before it changes the cart, and a sold-out part an admin records, at a phone's
// width and a desktop's.

/** Every part the tests made, deleted at the end. */
const made = testParts();

async function makePart(fields: { min?: number; stock?: number } = {}): Promise<TestPart> {
  const run = randomUUID().slice(0, 6).toUpperCase();
  const description = 'A part for the first hour’s buying tests.';
  return made.add(await apiToken(demo.admin), {
    sku: `SL-FH${run}`,
    name: `First hour ${run} feed dog`,
    price: 45,
    description,
    min: fields.min ?? 2,
    stock: fields.stock,
  });
}

async function cartOf(account: Account): Promise<Cart> {
  return (await (await api('/cart', await apiToken(account))).json()) as Cart;
}

/** A screenshot beside the test's results, to look at. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

test.describe('a buyer’s first hour: buying', () => {
  test.afterAll(() => made.removeAll());

  for (const size of WIDTHS) {
    test.describe(`at ${size.width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
      });
      /** Signs in at a desktop's width (a phone's header folds the Log Out button away), then back to this width. */
      const signIn = async (page: Page, account: Account) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await login(page, account);
        await page.setViewportSize({ width: size.width, height: size.height });
      };

      test('a part’s page has one quantity: Add to cart puts the Place Order form’s quantity in the cart', async ({ page }, testInfo) => {
        const part = await makePart({ min: 3, stock: 40 });
        // A visitor has no Place Order form: one quantity, with the rule, for Add to cart, beside the sign-in.
        await page.goto(`/parts/${part._id}`);
        await expect(page.locator('#first-view')).toHaveCount(0); // the app's page, not the server's first view
        const visitorCart = page.getByRole('form', { name: 'Add to cart' });
        await expect(visitorCart.getByLabel('Quantity')).toHaveAccessibleDescription(/at least 3 \(minimum order\), at most 40 \(in stock\)/);
        await expect(page.getByRole('textbox', { name: /quantity/i })).toHaveCount(1);
        await expect(page.getByRole('link', { name: 'Sign in to order' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shot(page, testInfo, `part-page-visitor-${size.width}`);

        const customer = await createCustomer('one-qty');
        await signIn(page, customer);
        await page.goto(`/parts/${part._id}`);
        const order = page.getByRole('form', { name: 'Place Order' });
        await expect(order.getByLabel('Quantity')).toHaveValue('3');
        // One quantity field on the page, the form's.
        await expect(page.getByRole('textbox', { name: /quantity/i })).toHaveCount(1);
        await expectNoSeriousA11yViolations(page);
        await shot(page, testInfo, `part-page-${size.width}`);

        // The form's rule holds for the cart too, and its message is under the field.
        await order.getByLabel('Quantity').fill('2');
        await order.getByRole('button', { name: 'Add to cart' }).click();
        await expect(order.getByLabel('Quantity')).toHaveAccessibleDescription(/The minimum order is 3 units/);
        await order.getByLabel('Quantity').fill('7');
        // Keyboard alone: Tab from the field reaches the buttons.
        await order.getByRole('button', { name: 'Add to cart' }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await cartOf(customer)).lines.find((l) => l.partId === part._id)?.quantity).toBe(7);
        // Phone and address were not asked for, and no order was placed.
        await expect(order.getByText('phone is Required')).toHaveCount(0);
      });

      test('Order again into a cart that already holds one of its parts asks first, and Replace sets it (twice, never doubled)', async ({ page }, testInfo) => {
        const [held, other] = [await makePart({ min: 2, stock: 100 }), await makePart({ min: 2, stock: 100 })];
        const customer = await createCustomer('again');
        const token = await apiToken(customer);
        const placed = await api('/checkout', token, {
          method: 'POST',
          body: {
            address: 'Plot 7, Ashulia, Dhaka',
            phone: '+8801711000000',
            lines: [
              { partId: held._id, quantity: 20 },
              { partId: other._id, quantity: 4 },
            ],
          },
        });
        expect(placed.status).toBe(201);
        const { number } = ((await placed.json()) as { order: { number: string } }).order;
        expect((await api('/cart/lines', token, { method: 'POST', body: { lines: [{ partId: held._id, quantity: 10 }] } })).status).toBe(200);

        await signIn(page, customer);
        for (const time of [1, 2]) {
          await page.goto(`/dashboard/orders/${number}`);
          const opener = page.getByRole('button', { name: 'Order again' });
          await opener.click();
          const dialog = page.getByRole('dialog', { name: `Order again: ${number}` });
          await expect(dialog).toBeVisible();
          const lines = dialog.getByRole('list', { name: 'The order’s lines' }).getByRole('listitem');
          await expect(lines).toHaveCount(2);
          const heldQuantity = time === 1 ? 10 : 20;
          await expect(lines.filter({ hasText: held.sku })).toContainText(`On the order: 20 · In your cart: ${heldQuantity}`);
          await expect(lines.filter({ hasText: other.sku })).toContainText(time === 1 ? /On the order: 4$/ : 'In your cart: 4');
          if (time === 1) {
            await expectNoSeriousA11yViolations(page);
            await shot(page, testInfo, `order-again-${size.width}`);
            // Escape closes it, sends nothing, and the focus is back on Order again.
            await page.keyboard.press('Escape');
            await expect(dialog).toHaveCount(0);
            await expect(opener).toBeFocused();
            expect((await cartOf(customer)).lines.find((l) => l.partId === held._id)?.quantity).toBe(10);
            await page.keyboard.press('Enter');
            await expect(dialog).toBeVisible();
          }
          await dialog.getByRole('button', { name: 'Replace those lines' }).click();
          await expect(page).toHaveURL(/\/cart$/);
          await expect(page.getByText(time === 1 ? `Added 1 line; ${held.sku} now 20 (was 10).` : 'Your cart already holds these quantities.')).toBeVisible();
          const cart = await cartOf(customer);
          expect([held._id, other._id].map((id) => cart.lines.find((l) => l.partId === id)?.quantity)).toEqual([20, 4]);
        }
      });

      test('a sold-out part says Out of stock on its page, its card and search, with Place Order and Add to cart off and why', async ({
        page,
        request,
      }, testInfo) => {
        const part = await makePart({ min: 5, stock: 30 });
        // The admin records the empty shelf in Edit's call: stock 0 is accepted.
        const edited = await api(`/parts/${part._id}`, await apiToken(demo.admin), { method: 'PATCH', body: { available_Quantity: 0 } });
        expect(edited.status).toBe(200);

        // The page server's HTML says so to a crawler: the offer is out of stock.
        const html = await (await request.get(`/parts/${part._id}`)).text();
        expect(html).toContain('https://schema.org/OutOfStock');

        const customer = await createCustomer('sold-out');
        await signIn(page, customer);
        await page.goto(`/parts/${part._id}`);
        // The app has taken over from the server's first view (which says the same until then).
        await expect(page.locator('#first-view')).toHaveCount(0);
        const reason = page.getByText(/^Out of stock\. There is not enough of this part in stock/);
        await expect(reason).toBeVisible();
        for (const name of ['Place Order', 'Add to cart']) {
          const button = page.getByRole('button', { name, exact: true });
          await expect(button).toBeDisabled();
          await expect(button).toHaveAccessibleDescription(/^Out of stock\./);
        }
        await expect(page.getByRole('textbox', { name: /quantity/i })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
        await shot(page, testInfo, `sold-out-${size.width}`);

        // Search finds it, and its card says so; Purchase stays, its Add to cart is off.
        await page.goto(`/parts?q=${part.sku}`);
        await expect(page.locator('#first-view')).toHaveCount(0);
        const card = page.getByRole('article', { name: part.name });
        await expect(card.getByRole('definition').filter({ hasText: /^Out of stock$/ })).toBeVisible();
        await expect(card.getByRole('link', { name: `Purchase ${part.name}` })).toBeVisible();
        await expect(card.getByRole('button', { name: `Out of stock, ${part.name}` })).toBeDisabled();
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
});
