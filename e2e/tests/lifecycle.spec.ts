import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { api, apiToken, createCustomer, expect, expectNoSeriousA11yViolations, login, test, type Account } from '../support/fixtures';
import { STACK } from '../stack-ports';

// After the order (DECISIONS.md): an admin confirms, ships (carrier, tracking number), delivers or
// cancels (with a reason) from the order's page; its customer follows every change on theirs,
// gets the e-mails (the stack's mail catcher) and downloads the invoice the confirmation links to.

/** The text of the e-mail with this subject in the mail catcher's inbox, once it has arrived. */
async function emailText(subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const inbox = (await (await fetch(`${STACK.mailUrl}/api/email`)).json()) as { subject: string; text: string }[];
        text = inbox.find((mail) => mail.subject.endsWith(subject))?.text ?? '';
        return text;
      },
      { message: `the e-mail “${subject}”` },
    )
    .not.toBe('');
  return text;
}

const made: string[] = [];

/** A part of the test's own and an order of it by a new customer: the order's number. */
async function placedOrder(admin: Account): Promise<{ customer: Account; number: string }> {
  const adminToken = await apiToken(admin);
  const run = randomUUID().slice(0, 6).toUpperCase();
  const created = await api('/parts', adminToken, {
    method: 'POST',
    body: {
      sku: `SL-LC${run}`,
      name: `Lifecycle ${run} feed dog`,
      price: 35,
      description: 'A part for the lifecycle tests.',
      min_order_Quantity: 1,
      available_Quantity: 100,
      img: '/images/seed/feed-dog.svg',
    },
  });
  expect(created.status).toBe(201);
  const partId = ((await created.json()) as { insertedId: string }).insertedId;
  made.push(partId);
  const customer = await createCustomer('lifecycle');
  const placed = await api('/checkout', await apiToken(customer), {
    method: 'POST',
    body: { address: 'Plot 3, DEPZ, Savar', phone: '01711000000', lines: [{ partId, quantity: 4 }] },
  });
  expect(placed.status).toBe(201);
  return { customer, number: ((await placed.json()) as { order: { number: string } }).order.number };
}

async function signedIn(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(page, account);
  return page;
}

const timelineOf = (page: Page) => page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');

test.describe('after the order: confirm, ship, deliver or cancel, on a timeline', () => {
  test.afterAll(async ({ demo }) => {
    const token = await apiToken(demo.admin);
    for (const id of made.splice(0)) await api(`/parts/${id}`, token, { method: 'DELETE' });
  });

  test('the admin confirms and ships with a tracking number; the customer follows the order to delivered', async ({ browser, demo }) => {
    test.slow(); // two browsers, two sign-ins
    const { customer, number } = await placedOrder(demo.admin);
    const admin = await signedIn(browser, demo.admin);
    await admin.goto(`/dashboard/manageorders/${number}`);
    await expect(admin.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();

    const confirm = admin.getByRole('button', { name: 'Confirm', exact: true });
    await confirm.click();
    const confirming = admin.getByRole('alertdialog', { name: `Confirm order ${number}?` });
    await expect(confirming.getByRole('button', { name: 'Back' })).toBeFocused();
    await expectNoSeriousA11yViolations(admin);
    // Back closes it and gives the focus back to the button that opened it.
    await admin.keyboard.press('Escape');
    await expect(confirming).toHaveCount(0);
    await expect(confirm).toBeFocused();
    await confirm.click();
    await confirming.getByRole('button', { name: 'Confirm' }).click();
    await expect(admin.getByText(`Order ${number} for ${customer.name} confirmed`, { exact: true })).toBeVisible();
    await expect(timelineOf(admin)).toHaveCount(2);
    await expect(timelineOf(admin).nth(1)).toContainText(`Confirmed`);
    await expect(timelineOf(admin).nth(1)).toContainText(`By ${demo.admin.name} (admin)`);
    // Confirmed, it has its invoice, for the admin too.
    await expect(admin.getByRole('button', { name: 'Download invoice' })).toBeVisible();

    await admin.getByRole('button', { name: 'Mark shipped' }).click();
    const shipping = admin.getByRole('alertdialog', { name: `Mark order ${number} shipped?` });
    await expect(shipping.getByLabel('Carrier')).toBeFocused();
    await shipping.getByLabel('Carrier').fill('Sundarban Courier');
    await shipping.getByLabel('Tracking number').fill('SB-0098-1123');
    await shipping.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(timelineOf(admin).nth(2)).toContainText('Carrier: Sundarban Courier · Tracking number: SB-0098-1123');

    const mine = await signedIn(browser, customer);
    await mine.goto(`/dashboard/orders/${number}`);
    await expect(mine.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(mine.getByText('shipped', { exact: true })).toBeVisible();
    await expect(timelineOf(mine)).toHaveText([
      /^Placed.*By youE-mail (sent )?to /,
      /^Confirmed.*By our teamE-mail (sent )?to /,
      /^Shipped.*By our teamCarrier: Sundarban Courier · Tracking number: SB-0098-1123E-mail (sent )?to /,
    ]);
    // A shipped order can no longer be cancelled by its customer.
    await expect(mine.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(mine);

    // The confirmation e-mail names the invoice and links to it: the link lands on the order's
    // page with Download invoice focused, and the PDF holds the order's number and total.
    const confirmation = await emailText(`Your order ${number} is confirmed`);
    const invoiceNumber = /Invoice: (INV-\d{4}-\d{6})/.exec(confirmation)![1]!;
    const link = new RegExp(`Download your invoice ${invoiceNumber}: (\\S+#invoice)`).exec(confirmation)![1]!;
    await mine.goto(link);
    const download = mine.getByRole('button', { name: 'Download invoice' });
    await expect(download).toBeFocused();
    await expect(mine.getByText(new RegExp(`^${invoiceNumber}, issued`))).toBeVisible();
    const [file] = await Promise.all([mine.waitForEvent('download'), mine.keyboard.press('Enter')]);
    expect(file.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    const { readFile } = await import('node:fs/promises');
    const { pdfText } = await import('../../scripts/lib/pdf-text.mjs');
    const text = ((await pdfText(await readFile((await file.path())!))) as string[]).join(' ').replace(/\n/g, ' ');
    expect(text).toContain(`Invoice number: ${invoiceNumber}`);
    expect(text).toContain(`Order number: ${number}`);
    // Prices are net: the invoice adds VAT.
    expect(text).toContain('Net total: BDT 140.00');
    expect(text).toContain('VAT (15 %)');

    await admin.getByRole('button', { name: 'Mark delivered' }).click();
    await admin
      .getByRole('alertdialog', { name: `Mark order ${number} delivered?` })
      .getByRole('button', { name: 'Mark delivered' })
      .click();
    await expect(admin.getByText(`Order ${number} for ${customer.name} marked delivered`, { exact: true })).toBeVisible();
    await expect(admin.getByRole('button', { name: /^(Confirm|Mark|Cancel)/ })).toHaveCount(0);

    await mine.reload();
    await expect(mine.getByText('delivered', { exact: true })).toBeVisible();
    await expect(timelineOf(mine).last()).toContainText('Delivered');
    await admin.context().close();
    await mine.context().close();
  });

  test('the admin cancels with a reason, which the customer reads on the order’s page', async ({ browser, demo }) => {
    test.slow();
    const { customer, number } = await placedOrder(demo.admin);
    const admin = await signedIn(browser, demo.admin);
    await admin.setViewportSize({ width: 375, height: 800 });
    await admin.goto(`/dashboard/manageorders/${number}`);
    await admin.getByRole('button', { name: 'Cancel', exact: true }).click();
    const cancelling = admin.getByRole('alertdialog', { name: `Cancel order ${number}?` });
    await expect(cancelling.getByLabel('Reason')).toBeFocused();
    await cancelling.getByRole('button', { name: 'Cancel order' }).click();
    await expect(cancelling.getByRole('alert')).toHaveText('Say why the order is cancelled.');
    await expectNoSeriousA11yViolations(admin);
    await cancelling.getByLabel('Reason').fill('The customer asked for a different size');
    await cancelling.getByRole('button', { name: 'Cancel order' }).click();
    await expect(admin.getByText(`Order ${number} for ${customer.name} cancelled`, { exact: true })).toBeVisible();
    await expect(admin.getByText('cancelled', { exact: true })).toBeVisible();

    const mine = await signedIn(browser, customer);
    await mine.goto(`/dashboard/orders/${number}`);
    await expect(timelineOf(mine).last()).toContainText('Reason: The customer asked for a different size');
    await admin.context().close();
    await mine.context().close();
  });
});
