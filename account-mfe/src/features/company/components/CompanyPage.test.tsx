import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { companyMessages, type Company } from '@storefront/shared/schemas';
import { findForm } from '../../../test/renderPage';
import { fakeApi, renderPage } from '../../../test/renderPage';
import { apiError, company, memberSession } from '../../../test/companyFixtures';
import CompanyPage from './CompanyPage';

const show = () => renderPage(<CompanyPage />, memberSession('company_admin'), '/dashboard/company');
/** Answers GET /company with whatever `current` holds when asked (a write changes it, the page reads again). */
function companyApi(routes: Parameters<typeof fakeApi>[0] = {}, start: Company = company) {
  const state = { current: start };
  const api = fakeApi({ 'GET /company': () => ({ body: state.current }), ...routes });
  return { ...api, state };
}
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the Company page (company admins)', () => {
  it('shows the company’s details, locations, members with their limits and spending, and invitations', async () => {
    companyApi();
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Company' })).toBeInTheDocument();
    expect(screen.getByText(/Dhaka Knitwear Ltd\. · Payment terms: NET 30\. Every order needs a PO reference\./)).toBeInTheDocument();
    await findForm('Save details');
    expect(screen.getByLabelText('Company name')).toHaveValue('Dhaka Knitwear Ltd.');
    expect(screen.getByLabelText('Tax number (BIN/VAT)')).toHaveValue('000123456-0101');

    const locations = section('Locations')
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(locations).toEqual([
      'LocationAddressPhoneActions',
      'Gazipur plantPlot 7, BSCIC, Gazipur01711000001EditRemove',
      'Ashulia plantZirabo, Ashulia–EditRemove',
    ]);

    const members = section('Members');
    const buyer = members.getByRole('row', { name: /Nasrin Buyer/ });
    expect(within(buyer).getByRole('rowheader')).toHaveTextContent('Nasrin Buyermember3@dhakaknit.com');
    expect(within(buyer).getByRole('combobox', { name: 'Role of Nasrin Buyer' })).toHaveValue('buyer');
    expect(
      within(buyer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Company adminApproverBuyer',
      expect.stringMatching(/^BDT\s50,000\.00 per orderBDT\s200,000\.00 per monthThis month: BDT\s64,000\.00$/),
      'Set limitsRemove',
    ]);
    expect(within(members.getByRole('row', { name: /Farid Approver/ })).getAllByRole('cell')[1]).toHaveTextContent(/^No limitsThis month: BDT\s0\.00$/);
    // Approvers and company admins are not held to limits: no limits to set.
    expect(within(members.getByRole('row', { name: /Farid Approver/ })).queryByRole('button', { name: /Set limits/ })).toBeNull();

    const invitations = section('Invite a member')
      .getAllByRole('row')
      .map((row) => row.textContent);
    // A buyer's invitation shows the limits they join with.
    expect(invitations[1]).toMatch(/^new@dhakaknit\.comBuyerBDT\s20,000\.00 per orderNo limit per monthWaiting.+Cancel invitation$/);
    expect(invitations[2]).toMatch(/^old@dhakaknit\.comApproverExpired.+$/);
    expect(invitations[2]).not.toMatch(/Cancel invitation/);
  });

  it('says so to someone without a company', async () => {
    fakeApi({ 'GET /company': { body: null } });
    show();
    expect(await screen.findByText('You do not belong to a company')).toBeInTheDocument();
    expect(screen.getByText('A company admin can invite you by e-mail.')).toBeInTheDocument();
  });

  it('saves the details, and shows the API’s refusal under its field', async () => {
    const { calls, state } = companyApi({
      'PUT /company': (init) => {
        const body = JSON.parse(String(init?.body)) as { name: string };
        if (body.name === 'Taken Ltd.') return apiError(409, 'NAME_TAKEN', companyMessages.nameTaken, { name: companyMessages.nameTaken });
        state.current = { ...state.current, ...body };
        return { body: state.current };
      },
    });
    const { toast } = show();
    await findForm('Save details');
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Taken Ltd.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    const field = screen.getByLabelText('Company name');
    await waitFor(() => expect(field).toHaveAccessibleDescription(companyMessages.nameTaken));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: 'Dhaka Knit Group' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The company’s details were saved.'));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      name: 'Dhaka Knit Group',
      taxNumber: '000123456-0101',
      billingAddress: 'Plot 7, BSCIC, Gazipur',
    });
    expect(await screen.findByText(/^Dhaka Knit Group · Payment terms/)).toBeInTheDocument();
  });

  it('adds a location in a dialog that checks what was typed, and gives the focus back', async () => {
    const { calls, state } = companyApi({
      'POST /company/locations': (init) => {
        const body = JSON.parse(String(init?.body)) as { name: string; address: string; phone: string };
        const added = { _id: 'eeeeeeee-eeee-4eee-8eee-000000000003', ...body };
        state.current = { ...state.current, locations: [...state.current.locations, added] };
        return { status: 201, body: added };
      },
    });
    const { toast } = show();
    const opener = await screen.findByRole('button', { name: 'Add a location' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a location' }));
    await findForm('Add location');
    expect(dialog.getByLabelText('Location name')).toHaveFocus();
    fireEvent.click(dialog.getByRole('button', { name: 'Add location' }));
    expect(await dialog.findByText(companyMessages.locationNameRequired)).toBeInTheDocument();
    expect(dialog.getByText(companyMessages.addressRequired)).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Location name'), { target: { value: 'Narayanganj plant' } });
    fireEvent.change(dialog.getByLabelText('Address'), { target: { value: 'BSCIC, Narayanganj' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Narayanganj plant was added.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Narayanganj plant', address: 'BSCIC, Narayanganj', phone: '' });
    expect(await section('Locations').findByRole('row', { name: /Narayanganj plant/ })).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('edits a location, showing a name already used under its field', async () => {
    companyApi({
      'PUT /company/locations/eeeeeeee-eeee-4eee-8eee-000000000002': apiError(409, 'LOCATION_NAME_TAKEN', companyMessages.locationNameTaken, {
        name: companyMessages.locationNameTaken,
      }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Ashulia plant' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Ashulia plant' }));
    await findForm('Save location');
    expect(dialog.getByLabelText('Address')).toHaveValue('Zirabo, Ashulia');
    fireEvent.change(dialog.getByLabelText('Location name'), { target: { value: 'Gazipur plant' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(dialog.getByLabelText('Location name')).toHaveAccessibleDescription(companyMessages.locationNameTaken));
  });

  it('removes a location after asking', async () => {
    const { calls } = companyApi({ 'DELETE /company/locations/eeeeeeee-eeee-4eee-8eee-000000000002': { body: { deleted: 1 } } });
    const { toast } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ashulia plant' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove Ashulia plant?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Remove location' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ashulia plant was removed.'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('changes a member’s role after a confirmation saying what changes; Cancel sets the select back; a refusal shows under it', async () => {
    const { calls, state } = companyApi({
      'PATCH /company/members/dddddddd-dddd-4ddd-8ddd-000000000002': (init) => {
        const body = JSON.parse(String(init?.body)) as { role: 'buyer' };
        state.current = { ...state.current, members: state.current.members.map((m) => (m.name === 'Farid Approver' ? { ...m, ...body } : m)) };
        return { body: state.current.members[1] };
      },
      'PATCH /company/members/dddddddd-dddd-4ddd-8ddd-000000000001': apiError(409, 'LAST_ADMIN', companyMessages.lastAdmin),
    });
    const { toast } = show();
    // Changed without taking the focus (as a script or some assistive tools do): the focus still comes back to it.
    const select = await screen.findByRole('combobox', { name: 'Role of Farid Approver' });

    // Cancel: nothing is sent, the select reads its role again and has the focus back.
    fireEvent.change(select, { target: { value: 'buyer' } });
    let dialog = await screen.findByRole('alertdialog', { name: 'Make Farid Approver a Buyer?' });
    expect(select).toHaveValue('buyer');
    expect(dialog).toHaveAccessibleDescription(
      'Farid Approver will place orders for the company; an order over their limits waits for an approver. They will no longer approve orders. They have no spending limits until you set them.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(select).toHaveValue('approver');
    expect(select).toHaveFocus();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    // Confirmed: the change is sent, a toast, and the focus is back on the select.
    fireEvent.change(select, { target: { value: 'buyer' } });
    dialog = await screen.findByRole('alertdialog', { name: 'Make Farid Approver a Buyer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a Buyer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Farid Approver is now a buyer.'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ role: 'buyer' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(select).toHaveValue('buyer');
    expect(select).toHaveFocus();

    // The API's refusal (the last company admin): under the select, which keeps its role.
    const own = screen.getByRole('combobox', { name: 'Role of Rahima Admin' });
    fireEvent.change(own, { target: { value: 'approver' } });
    const asking = await screen.findByRole('alertdialog', { name: 'Make Rahima Admin an Approver?' });
    expect(asking).toHaveAccessibleDescription(/You will no longer manage the company, and this page closes for you\.$/);
    fireEvent.click(within(asking).getByRole('button', { name: 'Make an Approver' }));
    await waitFor(() => expect(own).toHaveAccessibleDescription(companyMessages.lastAdmin));
    expect(own).toHaveValue('company_admin');
  });

  it('has the session read its company role again when a company admin changes their own role', async () => {
    const { state } = companyApi({
      'PATCH /company/members/dddddddd-dddd-4ddd-8ddd-000000000001': () => {
        state.current = { ...state.current, members: state.current.members.map((m, i) => (i === 0 ? { ...m, role: 'approver' as const } : m)) };
        return { body: state.current.members[0] };
      },
    });
    const refresh = jest.fn(async () => undefined);
    const { toast } = renderPage(<CompanyPage />, { ...memberSession('company_admin'), refresh }, '/dashboard/company');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role of Rahima Admin' }), { target: { value: 'approver' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Make an Approver' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rahima Admin is now an approver.'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('sets a buyer’s limits in a dialog: blank is no limit, anything else must be an amount', async () => {
    const { calls } = companyApi({ 'PATCH /company/members/dddddddd-dddd-4ddd-8ddd-000000000003': { body: company.members[2] } });
    const { toast } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Set limits of Nasrin Buyer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Spending limits of Nasrin Buyer' }));
    await findForm('Save limits');
    expect(dialog.getByLabelText('Limit per order')).toHaveValue('50000');
    fireEvent.change(dialog.getByLabelText('Limit per order'), { target: { value: 'lots' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(dialog.getByLabelText('Limit per order')).toHaveAccessibleDescription(`Empty for no limit. ${companyMessages.limitInvalid}`));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(dialog.getByLabelText('Limit per order'), { target: { value: '75,000' } });
    fireEvent.change(dialog.getByLabelText('Limit per month'), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The limits of Nasrin Buyer were saved.'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ orderLimit: 75000, monthlyLimit: null });
  });

  it('removes a member after a confirmation that names them', async () => {
    const { calls } = companyApi({ 'DELETE /company/members/dddddddd-dddd-4ddd-8ddd-000000000003': { body: { deleted: 1 } } });
    const { toast } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Nasrin Buyer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Nasrin Buyer?' });
    expect(dialog).toHaveAccessibleDescription(
      'Nasrin Buyer (member3@dhakaknit.com) leaves Dhaka Knitwear Ltd. at once and can no longer see or place its orders. The orders they placed stay the company’s.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep member' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Nasrin Buyer was removed from the company.'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('000000000003'))).toBe(true);
  });

  it('invites a member with a role, showing the API’s refusal under the address', async () => {
    const { calls } = companyApi({
      'POST /company/invitations': (init) => {
        const body = JSON.parse(String(init?.body)) as { email: string; role: string };
        if (body.email === 'taken@dhakaknit.com')
          return apiError(409, 'ALREADY_MEMBER', companyMessages.alreadyMember, { email: companyMessages.alreadyMember });
        return { status: 201, body: { ...company.invitations[0], ...body } };
      },
    });
    const { toast } = show();
    await findForm('Send invitation');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'taken@dhakaknit.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(companyMessages.alreadyMember));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'farhan@dhakaknit.com' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'approver' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('An invitation was sent to farhan@dhakaknit.com.'));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ email: 'farhan@dhakaknit.com', role: 'approver' });
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue(''));
  });

  it('cancels a waiting invitation after asking', async () => {
    const { calls } = companyApi({ 'DELETE /company/invitations/ffffffff-ffff-4fff-8fff-000000000001': { body: { deleted: 1 } } });
    const { toast } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel invitation to new@dhakaknit.com' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this invitation?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The invitation to new@dhakaknit.com was cancelled.'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
