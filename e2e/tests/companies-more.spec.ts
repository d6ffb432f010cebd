import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api, apiToken, axeAtBothWidths, createCustomer, expect, test, testParts, type TestPart } from '../support/fixtures';
import { addMember, emailTo, invitationLink, makeCompany, makePart, signedIn, tokenOf, type TestCompany } from '../support/companies';

// Companies buy together (docs/companies.md), the paths companies.spec.ts leaves out: an invitation's
// refusals (another address, a link no invitation has, a used link), a company admin changing a
// member's role and removing them (whose next page load has no company pages), a PO reference the
// storefront's admin makes required, a credit hold the admin releases, and a buyer's monthly limit.
// Every page a test visits is checked with axe at 375 and 1280 px. Each test makes its own company
// and accounts (unique names), so the suite can run twice on one stack and beside companies.spec.ts.

const parts = testParts();

const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

/** Puts a quantity of a part in the account's cart through the API (the cart's own pages have their tests). */
async function inCart(token: string, part: TestPart, quantity: number): Promise<void> {
  expect((await api('/cart/lines', token, { method: 'POST', body: { lines: [{ partId: part._id, quantity }] } })).status).toBe(200);
}

/** Checkout as it is, shipping to the company's location; the order's page once it is placed. */
async function openCheckout(page: Page, company: TestCompany): Promise<void> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('group', { name: 'Ship to' }).getByRole('radio', { name: company.location.name }).check();
  await expect(page.getByLabel('Address')).toHaveValue(company.location.address);
}

/** The number of the order whose page the checkout opened. */
async function placedOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/dashboard\/orders\/SO-\d{4}-\d{6}$/);
  const number = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  return number;
}

test.describe('companies: refusals, members, PO references, credit holds and monthly limits', () => {
  test.afterAll(() => parts.removeAll());

  test('an invitation’s link says why it cannot be accepted: another address, a link no invitation has, a used link', async ({ browser, demo }) => {
    test.slow();
    const company = await makeCompany(await apiToken(demo.admin));
    const invitee = await createCustomer('invitee', { verified: true });
    const stranger = await createCustomer('stranger', { verified: true });
    expect((await api('/company/invitations', company.adminToken, { method: 'POST', body: { email: invitee.email, role: 'approver' } })).status).toBe(201);
    const link = await invitationLink(invitee.email, company.name);

    // Opened by another signed-in address: what it is is shown, and why it cannot be joined.
    const other = await signedIn(browser, stranger);
    await other.goto(pathOf(link));
    await expect(other.getByRole('heading', { level: 1, name: 'Invitation' })).toBeVisible();
    await expect(other.getByRole('definition').filter({ hasText: company.name })).toBeVisible();
    await expect(other.getByRole('definition').filter({ hasText: invitee.email })).toBeVisible();
    await expect(other.getByRole('alert')).toHaveText('This invitation was sent to another e-mail address. Sign in with that address to accept it.');
    await expect(other.getByRole('button', { name: /^Join / })).toHaveCount(0);
    await axeAtBothWidths(other);
    // The API refuses it too, were the page to offer it.
    expect((await api(`/invitations/${tokenOf(link)}/accept`, await apiToken(stranger), { method: 'POST' })).status).toBe(403);

    // A link no invitation has (an expired one cannot be made from the browser: the stack's
    // database is inside the API's process; the API tests make one expire).
    await other.goto(`/invitations/${randomBytes(32).toString('base64url')}`);
    await expect(other.getByRole('heading', { level: 1, name: 'Invitation' })).toBeVisible();
    await expect(other.getByRole('alert')).toHaveText('This invitation link is not valid. Ask your company admin for a new one.');
    await expect(other.getByRole('button', { name: /^Join / })).toHaveCount(0);
    await axeAtBothWidths(other);

    // The invitee joins; the link, opened again, says it was used.
    const mine = await signedIn(browser, invitee);
    await mine.goto(pathOf(link));
    await mine.getByRole('button', { name: `Join ${company.name}` }).click();
    await expect(mine.getByText(`You joined ${company.name}.`)).toBeVisible();
    await expect(mine).toHaveURL(/\/dashboard$/);
    await mine.goto(pathOf(link));
    await expect(mine.getByRole('heading', { level: 1, name: 'Invitation' })).toBeVisible();
    await expect(mine.getByRole('alert')).toHaveText('This invitation has already been used.');
    await expect(mine.getByRole('button', { name: /^Join / })).toHaveCount(0);
    await axeAtBothWidths(mine);
    // And to the other address it says the same.
    await other.goto(pathOf(link));
    await expect(other.getByRole('alert')).toHaveText('This invitation has already been used.');
    await axeAtBothWidths(other);

    for (const page of [other, mine]) await page.context().close();
  });

  test('a company admin makes a buyer an approver, then removes them: their next page load has no company pages', async ({ browser, demo }) => {
    test.slow();
    const adminToken = await apiToken(demo.admin);
    const company = await makeCompany(adminToken);
    const member = await addMember(company, 'buyer', 'member');
    const { name } = member.account;
    const part = await makePart(parts, adminToken, { price: 15, min: 1, stock: 100 });
    // An order of theirs, which stays the company's once they are removed.
    const placed = await api('/checkout', member.token, {
      method: 'POST',
      body: { address: company.location.address, phone: '01711000222', locationId: company.location._id, lines: [{ partId: part._id, quantity: 2 }] },
    });
    expect(placed.status).toBe(201);
    const order = ((await placed.json()) as { order: { number: string } }).order;

    // As a buyer, the member has Company orders but no Approvals.
    const theirs = await signedIn(browser, member.account);
    const sidebar = theirs.getByRole('navigation', { name: 'Dashboard' });
    await theirs.goto('/dashboard/orders');
    await expect(theirs.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(theirs.getByRole('link', { name: 'Company orders' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Approvals' })).toHaveCount(0);

    // The company admin changes their role on the Company page.
    const companyAdmin = await signedIn(browser, company.admin);
    await companyAdmin.goto('/dashboard/company');
    await expect(companyAdmin.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
    const role = companyAdmin.getByLabel(`Role of ${name}`);
    await expect(role).toHaveValue('buyer');
    await role.selectOption('approver');
    await companyAdmin
      .getByRole('alertdialog', { name: `Make ${name} an Approver?` })
      .getByRole('button', { name: 'Make an Approver' })
      .click();
    await expect(companyAdmin.getByText(`${name} is now an approver.`)).toBeVisible();
    await expect(role).toHaveValue('approver');
    // An approver has no spending limits to set.
    await expect(companyAdmin.getByRole('button', { name: `Set limits of ${name}` })).toHaveCount(0);
    await axeAtBothWidths(companyAdmin);

    // The member's next page load shows Approvals.
    await theirs.goto('/dashboard');
    await sidebar.getByRole('link', { name: 'Approvals' }).click();
    await expect(theirs.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    await axeAtBothWidths(theirs);

    // Remove asks first, naming the member; "Keep member" has the focus, and it comes back to Remove.
    const remove = companyAdmin.getByRole('button', { name: `Remove ${name}` });
    await remove.click();
    const asking = companyAdmin.getByRole('alertdialog', { name: `Remove ${name}?` });
    await expect(asking).toContainText(`${name} (${member.account.email}) leaves ${company.name} at once`);
    await expect(asking.getByRole('button', { name: 'Keep member' })).toBeFocused();
    await axeAtBothWidths(companyAdmin);
    await asking.getByRole('button', { name: 'Keep member' }).click();
    await expect(asking).toHaveCount(0);
    await expect(remove).toBeFocused();
    await remove.click();
    await companyAdmin
      .getByRole('alertdialog', { name: `Remove ${name}?` })
      .getByRole('button', { name: 'Remove member' })
      .click();
    await expect(companyAdmin.getByText(`${name} was removed from the company.`)).toBeVisible();
    await expect(companyAdmin.getByRole('rowheader', { name: new RegExp(`^${name}`) })).toHaveCount(0);
    await axeAtBothWidths(companyAdmin);

    // The removed member's next page load: no Approvals, no Company orders, and Approvals' address leads to the dashboard.
    await theirs.goto('/dashboard/orders');
    await expect(theirs.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Approvals' })).toHaveCount(0);
    await expect(theirs.getByRole('link', { name: 'Company orders' })).toHaveCount(0);
    await axeAtBothWidths(theirs);
    await theirs.goto('/dashboard/approvals');
    await expect(theirs).toHaveURL(/\/dashboard$/);
    await expect(theirs.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(theirs.getByRole('heading', { level: 1, name: 'Approvals' })).toHaveCount(0);
    await axeAtBothWidths(theirs);
    // The API refuses them with the token they had.
    expect((await api('/company/orders', member.token)).status).toBe(403);

    // The order they placed stays the company's.
    await companyAdmin.goto('/dashboard/orders?view=company');
    await expect(companyAdmin.getByRole('link', { name: order.number })).toBeVisible();
    await axeAtBothWidths(companyAdmin);

    for (const page of [theirs, companyAdmin]) await page.context().close();
  });

  test('a company the admin asks a PO reference of: checkout refuses an order without one and places it with one', async ({ browser, demo }) => {
    test.slow();
    const adminToken = await apiToken(demo.admin);
    const company = await makeCompany(adminToken, 'net30');
    const part = await makePart(parts, adminToken, { price: 12, min: 1, stock: 100 });

    // Manage Companies → the company's page → "PO reference required".
    const admin = await signedIn(browser, demo.admin);
    await admin.goto('/dashboard/manageCompanies');
    await expect(admin.getByRole('heading', { level: 1, name: 'Manage Companies' })).toBeVisible();
    await admin.getByLabel('Search companies').fill(company.name);
    await expect(admin).toHaveURL(/[?&]q=/);
    await expect(admin.getByRole('link', { name: company.name })).toBeVisible();
    await axeAtBothWidths(admin);
    await admin.getByRole('link', { name: company.name }).click();
    await expect(admin.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    const required = admin.getByLabel('PO reference required');
    await expect(required).not.toBeChecked();
    await required.check();
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByText(`${company.name} was saved.`)).toBeVisible();
    await expect(required).toBeChecked();
    await axeAtBothWidths(admin);
    expect(await (await api(`/companies/${company.id}`, adminToken)).json()).toMatchObject({ poRequired: true });

    // Without a reference, checkout says why at the field and places nothing.
    await inCart(company.adminToken, part, 3);
    const buying = await signedIn(browser, company.admin);
    await openCheckout(buying, company);
    const reference = buying.getByLabel('PO reference (required)');
    await expect(reference).toBeVisible();
    await buying.getByRole('button', { name: 'Place order' }).click();
    await expect(buying.getByText('Your company asks for a PO reference with every order.')).toBeVisible();
    await expect(reference).toHaveAttribute('aria-invalid', 'true');
    await expect(buying).toHaveURL(/\/checkout$/);
    await axeAtBothWidths(buying);
    // The API refuses it as well.
    const refused = await api('/checkout', company.adminToken, {
      method: 'POST',
      body: { address: company.location.address, phone: '01711000222', locationId: company.location._id, lines: [{ partId: part._id, quantity: 3 }] },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('Your company asks for a PO reference with every order.');

    // With one, it is placed, and the order's page shows it.
    await reference.fill('PO-GZP-4471');
    await buying.getByRole('button', { name: 'Place order' }).click();
    const number = await placedOrderNumber(buying);
    await expect(buying.getByText('pending', { exact: true })).toBeVisible();
    await expect(buying.getByRole('definition').filter({ hasText: /^PO-GZP-4471$/ })).toBeVisible();
    await axeAtBothWidths(buying);
    expect(await (await api(`/booking/${number}`, company.adminToken)).json()).toMatchObject({ poReference: 'PO-GZP-4471', status: 'pending' });

    for (const page of [admin, buying]) await page.context().close();
  });

  test('the admin lowers a company’s credit limit, an order goes on credit hold, the admin releases it and the buyer sees it pending', async ({
    browser,
    demo,
  }) => {
    test.slow();
    const adminToken = await apiToken(demo.admin);
    const company = await makeCompany(adminToken, 'net30');
    const part = await makePart(parts, adminToken, { price: 40, min: 1, stock: 100 });

    // The storefront's admin lowers the credit limit on the company's page.
    const admin = await signedIn(browser, demo.admin);
    await admin.goto(`/dashboard/manageCompanies/${company.id}`);
    await expect(admin.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    await admin.getByLabel('Credit limit').fill('100');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByText(`${company.name} was saved.`)).toBeVisible();
    const credit = admin.getByRole('region', { name: 'Credit', exact: true });
    await expect(credit.getByRole('definition').nth(1)).toContainText('100.00');
    await axeAtBothWidths(admin);

    // 5 × 40 = 200 net, above it: the order is placed on hold.
    await inCart(company.adminToken, part, 5);
    const buying = await signedIn(browser, company.admin);
    await openCheckout(buying, company);
    await expect(buying.getByText('On account (NET 30)')).toBeVisible();
    await axeAtBothWidths(buying);
    await buying.getByRole('button', { name: 'Place order' }).click();
    await expect(buying.getByText(/^Your order SO-\d{4}-\d{6} is on hold until our team checks your credit\.$/)).toBeVisible();
    const number = await placedOrderNumber(buying);
    await expect(buying.getByText('On hold (credit)', { exact: true })).toBeVisible();
    await axeAtBothWidths(buying);
    await emailTo(company.admin.email, `Your order ${number} is on hold`);

    // The admin releases it from the order's page, after a question.
    await admin.goto(`/dashboard/manageorders/${number}`);
    await expect(admin.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(admin.getByText('On hold (credit)', { exact: true })).toBeVisible();
    await expect(admin.getByText(/It takes the company above its credit limit: release it to go on, or cancel it\./)).toBeVisible();
    await axeAtBothWidths(admin);
    await admin.getByRole('button', { name: 'Release', exact: true }).click();
    const releasing = admin.getByRole('alertdialog', { name: `Release order ${number}?` });
    await expect(releasing.getByRole('button', { name: 'Back' })).toBeFocused();
    await axeAtBothWidths(admin);
    await releasing.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(admin.getByText(`Order ${number} for ${company.admin.name} released`)).toBeVisible();
    await expect(releasing).toHaveCount(0);
    await expect(admin.getByText('pending', { exact: true })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Release', exact: true })).toHaveCount(0);
    await expect(admin.getByRole('region', { name: 'Timeline' }).getByRole('listitem').last()).toContainText('Released');
    await axeAtBothWidths(admin);

    // The buyer's order is pending.
    await buying.reload();
    await expect(buying.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(buying.getByText('pending', { exact: true })).toBeVisible();
    await expect(buying.getByText('On hold (credit)', { exact: true })).toHaveCount(0);
    await axeAtBothWidths(buying);

    for (const page of [admin, buying]) await page.context().close();
  });

  test('a buyer’s first order within their monthly limit is pending; the second, taking the month above it, awaits approval and says why', async ({
    browser,
    demo,
  }) => {
    test.slow();
    const adminToken = await apiToken(demo.admin);
    const company = await makeCompany(adminToken);
    const buyer = await addMember(company, 'buyer', 'cobuyer');
    const { name } = buyer.account;
    const part = await makePart(parts, adminToken, { price: 30, min: 1, stock: 100 });

    // The company admin sets the buyer's limit per month.
    const companyAdmin = await signedIn(browser, company.admin);
    await companyAdmin.goto('/dashboard/company');
    await expect(companyAdmin.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
    await companyAdmin.getByRole('button', { name: `Set limits of ${name}` }).click();
    const limits = companyAdmin.getByRole('dialog', { name: `Spending limits of ${name}` });
    await expect(limits.getByLabel('Limit per order')).toBeFocused();
    await limits.getByLabel('Limit per month').fill('100');
    await axeAtBothWidths(companyAdmin);
    await limits.getByRole('button', { name: 'Save limits' }).click();
    await expect(companyAdmin.getByText(`The limits of ${name} were saved.`)).toBeVisible();
    const buyerRow = companyAdmin.getByRole('row').filter({ has: companyAdmin.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
    await expect(buyerRow).toContainText('No limit per order');
    await expect(buyerRow).toContainText('100.00 per month');
    await axeAtBothWidths(companyAdmin);

    // First order: 2 × 30 = 60, within the month's 100.
    await inCart(buyer.token, part, 2);
    const buying = await signedIn(browser, buyer.account);
    await openCheckout(buying, company);
    await buying.getByRole('button', { name: 'Place order' }).click();
    await expect(buying.getByText('order added successfully!!!')).toBeVisible();
    const first = await placedOrderNumber(buying);
    await expect(buying.getByText('pending', { exact: true })).toBeVisible();
    await axeAtBothWidths(buying);

    // Second order: another 60 takes the month to 120, above 100.
    await inCart(buyer.token, part, 2);
    await openCheckout(buying, company);
    await buying.getByRole('button', { name: 'Place order' }).click();
    await expect(buying.getByText(/^Your order SO-\d{4}-\d{6} awaits approval: your approvers have been told\.$/)).toBeVisible();
    const second = await placedOrderNumber(buying);
    expect(second).not.toBe(first);
    await expect(buying.getByText('Awaiting approval', { exact: true })).toBeVisible();
    await expect(buying.getByText('Decide by')).toBeVisible();
    await axeAtBothWidths(buying);

    // Why it waits: the buyer's e-mail and the approvers' list say it is the monthly limit.
    const told = await emailTo(buyer.account.email, second);
    expect(told.replace(/\s+/g, ' ')).toContain('It is above your monthly limit, so it waits for your company’s approval');
    await companyAdmin.goto('/dashboard/approvals');
    await expect(companyAdmin.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    const waiting = companyAdmin.getByRole('row').filter({ has: companyAdmin.getByRole('link', { name: second }) });
    await expect(waiting).toContainText('Above the monthly limit');
    await expect(companyAdmin.getByRole('link', { name: first })).toHaveCount(0);
    await axeAtBothWidths(companyAdmin);
    // The Company page counts both orders in the buyer's month.
    await companyAdmin.goto('/dashboard/company');
    await expect(buyerRow).toContainText('120.00');

    for (const page of [companyAdmin, buying]) await page.context().close();
  });
});
