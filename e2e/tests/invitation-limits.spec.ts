import type { Page } from '@playwright/test';
import { apiToken, createCustomer, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { invitationLink, makeCompany, signedIn } from '../support/companies';

// A company admin invites a buyer with their spending limits (docs/companies.md, "Invitations"):
// the invite form's two limits (a limit the form refuses says why under its field), the list of
// invitations shows them, and once the buyer joins through the e-mailed link the Members table
// holds them. At a phone's 375 px and a desktop's 1280 px, axe-clean at each step. Each run makes
// its own company and accounts.

const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

/** Opens a page from the dashboard's sidebar, behind its menu button on a phone. */
async function fromSidebar(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav).toBeAttached();
  const menu = nav.getByRole('button');
  if ((await menu.count()) > 0 && (await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await nav.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('an invitation with spending limits', () => {
  for (const width of [375, 1280]) {
    test(`a company admin invites a buyer with limits, and the member has them once they join (${width} px)`, async ({ browser, demo }) => {
      test.slow();
      const company = await makeCompany(await apiToken(demo.admin));
      const buyer = await createCustomer('limitedbuyer', { verified: true });

      const page = await signedIn(browser, company.admin);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
      await fromSidebar(page, 'Company');

      // A buyer (the form's first role) gets the two limits; the form says what is wrong first.
      const invite = page.getByRole('form', { name: 'Invite a member' });
      await invite.getByLabel('E-mail').fill(buyer.email);
      await expect(invite.getByLabel('Role')).toHaveValue('buyer');
      const limits = invite.getByRole('group', { name: 'Spending limits' });
      await limits.getByLabel('Limit per order').fill('20,000.50');
      await limits.getByLabel('Limit per month').fill('5000');
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expect(limits.getByLabel('Limit per month')).toHaveAccessibleDescription('The limit per month cannot be less than the limit per order.');
      await expectNoSeriousA11yViolations(page);
      await limits.getByLabel('Limit per month').fill('100000');
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expect(page.getByText(`An invitation was sent to ${buyer.email}.`)).toBeVisible();
      await expect(limits.getByLabel('Limit per order')).toHaveValue('');

      // The list of invitations shows the limits the buyer joins with.
      const invitation = page.getByRole('region', { name: 'Invite a member' }).getByRole('row').filter({ hasText: buyer.email });
      await expect(invitation).toContainText('Waiting');
      await expect(invitation).toContainText(/BDT\s20,000\.50 per order/);
      await expect(invitation).toContainText(/BDT\s100,000\.00 per month/);
      // The table keeps the column: nothing scrolls sideways, Cancel invitation in reach.
      const table = page.getByRole('region', { name: 'Invite a member' }).getByRole('table');
      expect(await table.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
      const cancel = invitation.getByRole('button', { name: `Cancel invitation to ${buyer.email}` });
      await cancel.scrollIntoViewIfNeeded();
      await expect(cancel).toBeInViewport({ ratio: 1 });
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

      // The buyer opens the e-mail's link signed in, and joins.
      const link = await invitationLink(buyer.email, company.name);
      const mine = await signedIn(browser, buyer);
      await mine.setViewportSize({ width, height: 900 });
      await mine.goto(pathOf(link));
      await mine.getByRole('button', { name: `Join ${company.name}` }).click();
      await expect(mine.getByText(`You joined ${company.name}.`)).toBeVisible();
      await mine.context().close();

      // The company admin's Members table holds the buyer's limits.
      await fromSidebar(page, 'My Profile');
      await fromSidebar(page, 'Company');
      const member = page
        .getByRole('region', { name: 'Members' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(buyer.name) }) });
      await expect(member).toContainText(/BDT\s20,000\.50 per order/);
      await expect(member).toContainText(/BDT\s100,000\.00 per month/);
      await expect(member.getByRole('combobox', { name: `Role of ${buyer.name}` })).toHaveValue('buyer');
      // Accepted, the invitation leaves the list.
      await expect(page.getByRole('region', { name: 'Invite a member' }).getByRole('row').filter({ hasText: buyer.email })).toHaveCount(0);
      await member.scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await page.context().close();
    });
  }
});
