import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { api, apiToken, createCustomer, expect, login, testParts, type Account, type TestPart } from './fixtures';
import { STACK } from '../stack-ports';

// What the companies' browser tests share (docs/companies.md): reading the mail catcher, a company of
// the test's own with its first company admin and a location, members invited and accepted through
// the API, parts of the test's own, a signed-in browser.

interface Mail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The text of the e-mail to this address whose subject holds these words, once it has arrived. */
export async function emailTo(address: string, subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const inbox = (await (await fetch(`${STACK.mailUrl}/api/email`)).json()) as Mail[];
        const mail = inbox.find((m) => m.subject.includes(subject) && m.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
        text = mail?.text ?? '';
        return text;
      },
      { message: `the e-mail “${subject}” to ${address}` },
    )
    .not.toBe('');
  return text;
}

/** The link of the invitation to this company e-mailed to this address (`<storefront>/invitations/<token>`). */
export async function invitationLink(address: string, companyName: string): Promise<string> {
  const text = await emailTo(address, `: Join ${companyName} on `);
  const link = /Accept the invitation: (\S+)/.exec(text)?.[1];
  expect(link, 'the invitation e-mail’s link').toMatch(new RegExp(`^${STACK.url}/invitations/[\\w-]+$`));
  return link!;
}

/** The token of an invitation's link. */
export const tokenOf = (link: string) => link.split('/invitations/')[1]!;

export interface TestCompany {
  id: string;
  name: string;
  admin: Account;
  adminToken: string;
  location: { _id: string; name: string; address: string };
}

/** A company of the test's own, made by the storefront's admin; its first company admin accepted through the API; one location. */
export async function makeCompany(adminToken: string, terms: 'prepaid' | 'net30' = 'prepaid'): Promise<TestCompany> {
  const run = randomUUID().slice(0, 8);
  const name = `E2E Knit ${run} Ltd`;
  const admin = await createCustomer('coadmin', { verified: true });
  const created = await api('/companies', adminToken, {
    method: 'POST',
    body: { name, paymentTerms: terms, creditLimit: 1_000_000, adminEmail: admin.email },
  });
  expect(created.status).toBe(201);
  const id = ((await created.json()) as { _id: string })._id;
  const companyAdminToken = await apiToken(admin);
  // The first company admin's invitation is e-mailed too; its link is accepted through the API here.
  const token = tokenOf(await invitationLink(admin.email, name));
  expect((await api(`/invitations/${token}/accept`, companyAdminToken, { method: 'POST' })).status).toBe(200);
  const located = await api('/company/locations', companyAdminToken, {
    method: 'POST',
    body: { name: `Gazipur plant ${run}`, address: `Plot ${run}, Konabari, Gazipur`, phone: '01711000111' },
  });
  expect(located.status).toBe(201);
  const location = (await located.json()) as TestCompany['location'];
  return { id, name, admin, adminToken: companyAdminToken, location };
}

/** A member invited through the API by the company admin with a role, accepted through the API: their account and token. */
export async function addMember(company: TestCompany, role: 'approver' | 'buyer', prefix: string): Promise<{ account: Account; token: string }> {
  const account = await createCustomer(prefix, { verified: true });
  const token = await apiToken(account);
  expect((await api('/company/invitations', company.adminToken, { method: 'POST', body: { email: account.email, role } })).status).toBe(201);
  const link = await invitationLink(account.email, company.name);
  expect((await api(`/invitations/${tokenOf(link)}/accept`, token, { method: 'POST' })).status).toBe(200);
  return { account, token };
}

/** The member's id in the company (GET /company as its company admin). */
export async function memberId(company: TestCompany, email: string): Promise<string> {
  const read = await api('/company', company.adminToken);
  const members = ((await read.json()) as { members: { _id: string; email: string }[] }).members;
  return members.find((m) => m.email.toLowerCase() === email.toLowerCase())!._id;
}

/** A part of the test's own (a fresh number), made by the admin whose token it is given, kept in `parts` for the suite's afterAll. */
export async function makePart(
  parts: ReturnType<typeof testParts>,
  adminToken: string,
  fields: { price: number; min: number; stock: number },
): Promise<TestPart> {
  const run = randomUUID().slice(0, 6).toUpperCase();
  return parts.add(adminToken, {
    sku: `SL-CO${run}`,
    name: `Company ${run} presser foot`,
    price: fields.price,
    description: 'A part for the companies tests.',
    min: fields.min,
    stock: fields.stock,
  });
}

export async function stockOf(partId: string): Promise<number> {
  const read = await fetch(`${STACK.apiUrl}/parts/${partId}`);
  expect(read.status).toBe(200);
  return ((await read.json()) as { available_Quantity: number }).available_Quantity;
}

export async function signedIn(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(page, account);
  return page;
}
