import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { companyMessages, type CompanyInvitation } from '@storefront/shared/schemas';
import { fakeApi, findForm, renderPage } from '../../../test/renderPage';
import { apiError, company, memberSession } from '../../../test/companyFixtures';
import { InvitationsSection } from './InvitationsSection';

const show = (invitations: CompanyInvitation[] = []) =>
  renderPage(<InvitationsSection invitations={invitations} onChanged={async () => undefined} />, memberSession('company_admin'), '/dashboard/company');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

describe('the invite form’s spending limits', () => {
  it('offers a buyer’s two limits, and only for a buyer', async () => {
    fakeApi({});
    show();
    await findForm('Send invitation');
    const limits = screen.getByRole('group', { name: 'Spending limits' });
    expect(limits).toHaveAccessibleDescription('Optional. An order above a limit waits for an approver; empty for no limit.');
    expect(within(limits).getByLabelText('Limit per order')).toHaveValue('');
    expect(within(limits).getByLabelText('Limit per month')).toHaveValue('');
    type('Role', 'approver');
    expect(screen.queryByRole('group', { name: 'Spending limits' })).toBeNull();
    type('Role', 'buyer');
    expect(screen.getByRole('group', { name: 'Spending limits' })).toBeInTheDocument();
  });

  it('sends a buyer’s limits as amounts (grouped digits read as typed), blank as none', async () => {
    const { calls } = fakeApi({
      'POST /company/invitations': (init) => ({ status: 201, body: { ...company.invitations[0], ...JSON.parse(String(init?.body)) } }),
    });
    const { toast } = show();
    await findForm('Send invitation');
    type('E-mail', 'rana@dhakaknit.com');
    type('Limit per order', '20,000.50');
    type('Limit per month', '100000');
    send();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('An invitation was sent to rana@dhakaknit.com.'));
    expect(calls.at(-1)?.body).toEqual({ email: 'rana@dhakaknit.com', role: 'buyer', orderLimit: 20000.5, monthlyLimit: 100000 });
    // The form starts again, the limits empty.
    await waitFor(() => expect(screen.getByLabelText('Limit per order')).toHaveValue(''));
    type('E-mail', 'tania@dhakaknit.com');
    send();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.at(-1)?.body).toEqual({ email: 'tania@dhakaknit.com', role: 'buyer', orderLimit: null, monthlyLimit: null });
  });

  it('says under each field what is wrong before sending: a third decimal, a negative amount, a month below the order', async () => {
    const { calls } = fakeApi({});
    show();
    await findForm('Send invitation');
    type('E-mail', 'rana@dhakaknit.com');
    type('Limit per order', '12.345');
    type('Limit per month', '-5');
    send();
    await waitFor(() => expect(screen.getByLabelText('Limit per order')).toHaveAccessibleDescription(companyMessages.limitCents));
    expect(screen.getByLabelText('Limit per month')).toHaveAccessibleDescription(companyMessages.limitInvalid);
    type('Limit per order', '5000');
    type('Limit per month', '1000');
    send();
    await waitFor(() => expect(screen.getByLabelText('Limit per month')).toHaveAccessibleDescription(companyMessages.monthlyBelowOrder));
    expect(screen.getByLabelText('Limit per order')).not.toHaveAccessibleDescription(companyMessages.limitCents);
    type('Limit per month', 'a lot');
    send();
    await waitFor(() => expect(screen.getByLabelText('Limit per month')).toHaveAccessibleDescription(companyMessages.limitInvalid));
    expect(calls).toEqual([]);
  });

  it('shows the API’s refusal of a limit under its field', async () => {
    fakeApi({
      'POST /company/invitations': () =>
        apiError(400, 'FST_ERR_VALIDATION', companyMessages.monthlyBelowOrder, { monthlyLimit: companyMessages.monthlyBelowOrder }),
    });
    show();
    await findForm('Send invitation');
    type('E-mail', 'rana@dhakaknit.com');
    type('Limit per month', '900');
    send();
    await waitFor(() => expect(screen.getByLabelText('Limit per month')).toHaveAccessibleDescription(companyMessages.monthlyBelowOrder));
  });

  it('lists each invitation with the limits a buyer joins with', () => {
    fakeApi({});
    show([
      { ...company.invitations[0]!, orderLimit: 20000, monthlyLimit: 100000 },
      { ...company.invitations[0]!, _id: 'second', email: 'open@dhakaknit.com', orderLimit: null, monthlyLimit: null },
      company.invitations[1]!,
    ]);
    const limits = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(limits).toEqual([
      expect.stringMatching(/^BuyerBDT\s20,000\.00 per orderBDT\s100,000\.00 per month$/),
      'BuyerNo limit per orderNo limit per month',
      'Approver',
    ]);
    // The address keeps its words: it may break only before its "@".
    expect(screen.getByRole('rowheader', { name: 'open@dhakaknit.com' })).toBeInTheDocument();
  });
});
