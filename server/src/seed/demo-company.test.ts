import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CompanyAdminView, Page, CompanySummary } from '@storefront/shared/schemas';
import { call, describeEachDb, signInCast, startServer, type Cast, type TestServer } from '../../test/harness';
import { DEMO_COMPANY } from './demo-company';

describe('the demo company’s accounts', () => {
  it('are demo accounts of the Auth emulator, at the same addresses', () => {
    const accounts = JSON.parse(readFileSync(path.join(__dirname, '../../../shared/demo-accounts.json'), 'utf8')) as Record<
      string,
      { email: string; name: string }
    >;
    const byEmail = new Map(Object.values(accounts).map((account) => [account.email, account.name]));
    for (const member of DEMO_COMPANY.members) expect([member.email, byEmail.get(member.email)]).toEqual([member.email, member.name]);
  });
});

describeEachDb('the demo company', (kind) => {
  let server: TestServer;
  let cast: Cast;
  beforeAll(async () => {
    server = await startServer(kind, { seedDemoHistory: true });
    cast = await signInCast(server);
  });
  afterAll(() => server?.close());

  it('is seeded once with its plants, terms and three members', async () => {
    const list = await call<Page<CompanySummary>>(server, 'GET', `/companies?q=${encodeURIComponent('Dhaka Knitwear')}`, { token: cast.admin.token });
    expect(list.body.items).toEqual([expect.objectContaining({ name: 'Dhaka Knitwear Ltd.', paymentTerms: 'net30', creditLimit: 500000, memberCount: 3 })]);
    const company = await call<CompanyAdminView>(server, 'GET', `/companies/${list.body.items[0]!._id}`, { token: cast.admin.token });
    expect(company.body.locations.map((l) => l.name).sort()).toEqual(['Ashulia plant', 'Gazipur plant']);
    expect(company.body.members.map((m) => [m.email, m.role, m.orderLimit, m.monthlyLimit])).toEqual([
      ['purchasing@dhakaknitwear.com', 'company_admin', null, null],
      ['finance@dhakaknitwear.com', 'approver', null, null],
      ['buyer@dhakaknitwear.com', 'buyer', 20000, 100000],
    ]);
  });

  it('has a delivered order of six weeks ago whose NET 30 invoice is unpaid and overdue', async () => {
    const list = await call<Page<CompanySummary>>(server, 'GET', `/companies?q=${encodeURIComponent('Dhaka Knitwear')}`, { token: cast.admin.token });
    const { credit } = (await call<CompanyAdminView>(server, 'GET', `/companies/${list.body.items[0]!._id}`, { token: cast.admin.token })).body;
    expect(credit.overdue).toBeGreaterThan(0);
    expect(credit.openBalance).toBe(credit.overdue);
    expect(credit.available).toBe(Math.round((credit.creditLimit - credit.openBalance - credit.unbilled) * 100) / 100);
  });
});
