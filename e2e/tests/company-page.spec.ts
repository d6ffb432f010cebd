import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { api, apiToken, axeAtBothWidths, createCustomer, expect, test, verificationLinks } from '../support/fixtures';
import { addMember, invitationLink, makeCompany, signedIn, tokenOf, type TestCompany } from '../support/companies';
import { STACK } from '../stack-ports';

// The Company page's members and an invitee's way in (docs/companies.md): the members' table fits
// the dashboard at 1280 px and reflows on a phone with every action in reach; a role change asks
// first (cancelled once, then confirmed); a signed-out invitee opens the e-mailed link, signs in or
// up from a page that names the invitation, and ends on it accepted. Axe-clean at 375 and 1280 px.
// Each test makes its own company and accounts.

const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

/** Whether the select shows its chosen option whole: it is at least as wide as the same select sized to its longest option. */
const showsWholeValue = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => {
    const natural = element.cloneNode(true) as HTMLSelectElement;
    Object.assign(natural.style, { width: 'auto', minWidth: '0', maxWidth: 'none', position: 'absolute', visibility: 'hidden' });
    element.parentElement!.append(natural);
    const fits = element.getBoundingClientRect().width >= natural.getBoundingClientRect().width - 0.5;
    natural.remove();
    return fits;
  });

/** The members' table at this width: nothing scrolls sideways (the page or the table), each action and role select in reach and whole. */
async function membersFit(page: Page, width: number, names: string[]): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const members = page.getByRole('region', { name: 'Members' });
  const table = members.getByRole('table');
  await expect(table).toBeVisible();
  const [pageWidth, wrap] = await table.evaluate((element) => [
    document.documentElement.scrollWidth,
    { scroll: element.parentElement!.scrollWidth, client: element.parentElement!.clientWidth },
  ]);
  expect([width, pageWidth, wrap.scroll <= wrap.client]).toEqual([width, width, true]);
  for (const name of names) {
    const select = members.getByRole('combobox', { name: `Role of ${name}` });
    expect([name, width, await showsWholeValue(select)]).toEqual([name, width, true]);
    for (const action of [`Remove ${name}`, `Set limits of ${name}`]) {
      const button = members.getByRole('button', { name: action });
      if ((await button.count()) === 0) continue;
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
    }
  }
}

test.describe('the Company page and an invitee’s way in', () => {
  test('a company admin’s members table fits at 1280, 375 and 320 px, and a role change asks first (Cancel sets it back)', async ({ browser, demo }) => {
    test.slow();
    const company = await makeCompany(await apiToken(demo.admin));
    const member = await addMember(company, 'buyer', 'member');
    const { name } = member.account;

    const page = await signedIn(browser, company.admin);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Company' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
    const members = page.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
    for (const width of [1280, 375, 320]) await membersFit(page, width, [company.admin.name, name]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The buyer made an approver: asked first, and cancelled once.
    const role = members.getByRole('combobox', { name: `Role of ${name}` });
    await expect(role).toHaveValue('buyer');
    await role.selectOption('approver');
    const asking = page.getByRole('alertdialog', { name: `Make ${name} an Approver?` });
    await expect(asking).toContainText(`${name} will approve or reject the orders that go over a buyer’s limits`);
    await expect(asking).toContainText('Their spending limits no longer apply.');
    await expect(asking.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await axeAtBothWidths(page);
    await asking.getByRole('button', { name: 'Cancel' }).click();
    await expect(asking).toHaveCount(0);
    await expect(role).toHaveValue('buyer');
    await expect(role).toBeFocused();
    expect(((await (await api('/company', company.adminToken)).json()) as { members: { email: string; role: string }[] }).members).toContainEqual(
      expect.objectContaining({ email: member.account.email, role: 'buyer' }),
    );

    // Then confirmed, on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await role.selectOption('approver');
    await expect(asking).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().startsWith(`${STACK.apiUrl}/company/members/`) && r.request().method() === 'PATCH');
    await asking.getByRole('button', { name: 'Make an Approver' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(`${name} is now an approver.`)).toBeVisible();
    await expect(asking).toHaveCount(0);
    await expect(role).toHaveValue('approver');
    await expect(role).toBeFocused();
    // An approver has no limits to set.
    await expect(members.getByRole('button', { name: `Set limits of ${name}` })).toHaveCount(0);
    await axeAtBothWidths(page);
    await page.context().close();
  });

  test('a signed-out invitee opens the link, signs in from the page that names the invitation, and accepts it', async ({ browser, demo }) => {
    test.slow();
    const company = await makeCompany(await apiToken(demo.admin));
    const invitee = await createCustomer('invitee', { verified: true });
    expect((await api('/company/invitations', company.adminToken, { method: 'POST', body: { email: invitee.email, role: 'approver' } })).status).toBe(201);
    const link = await invitationLink(invitee.email, company.name);

    const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await page.goto(pathOf(link));
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(`/login?invitation=${tokenOf(link)}`);
    await expect(page.getByText(`Sign in to join ${company.name} as an approver.`)).toBeVisible();
    await expect(page.getByText(`The invitation was sent to ${invitee.email}.`)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(invitee.email);
    await axeAtBothWidths(page);

    await page.getByLabel('Password').fill(invitee.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(pathOf(link));
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation' })).toBeVisible();
    await page.getByRole('button', { name: `Join ${company.name}` }).click();
    await expect(page.getByText(`You joined ${company.name}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Approvals' })).toBeVisible();
    await axeAtBothWidths(page);
    await page.context().close();
  });

  test('a signed-out invitee signs up from the invitation’s login page, verifies the address on the invitation’s page and accepts it', async ({
    browser,
    demo,
  }) => {
    test.slow();
    const company: TestCompany = await makeCompany(await apiToken(demo.admin));
    const email = `newcomer${randomUUID().slice(0, 8)}@example.com`;
    expect((await api('/company/invitations', company.adminToken, { method: 'POST', body: { email, role: 'buyer' } })).status).toBe(201);
    const link = await invitationLink(email, company.name);

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(pathOf(link));
    await expect(page.getByText(`Sign in to join ${company.name} as a buyer.`)).toBeVisible();
    await page.getByRole('link', { name: 'Create new account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(page).toHaveURL(`/signup?invitation=${tokenOf(link)}`);
    await expect(page.getByText(`Sign up to join ${company.name} as a buyer.`)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await axeAtBothWidths(page);

    await page.getByLabel('Name').fill('Nadia Newcomer');
    await page.getByLabel('Password').fill('secret-pass-1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // Back on the invitation's page (reloaded with the new name), which asks for a verified address first.
    await expect(page).toHaveURL(pathOf(link));
    await expect(page.getByRole('alert')).toHaveText(`To join ${company.name}, verify your e-mail address first.`);
    await expect(page.getByRole('button', { name: /^Join / })).toHaveCount(0);
    await page.getByRole('button', { name: 'Send the verification e-mail' }).click();
    await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();
    await axeAtBothWidths(page);

    // The invitee opens the e-mail's link (the emulator's), then says so.
    const [verification] = await verificationLinks(email);
    expect((await fetch(verification!)).ok).toBe(true);
    await page.getByRole('button', { name: 'I have opened the link' }).click();
    await page.getByRole('button', { name: `Join ${company.name}` }).click();
    await expect(page.getByText(`You joined ${company.name}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().close();
  });
});
