import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { msg, t, useFormatPrice, useSession, useToast } from '@storefront/shared';
import { TextField, zodValidator } from '@storefront/shared/forms';
import { COMPANY_ROLE_LABEL, memberBody, type CompanyMember, type CompanyRole } from '@storefront/shared/schemas';
import { Button, ConfirmDialog, Dialog, DialogActions, ErrorText, media, Select } from '@storefront/shared/ui';
import { limitFromInput, limitToInput, removeMember, ROLE_CHOICES, setMember } from '../api/company';
import { ApiFormDialog } from '../../../components/ApiFormDialog';
import { CardTable, MemberEmail, Panel } from './layout';
import { SectionTable } from './SectionTable';

/** A member's new role in a sentence: "Karim is now an approver." */
const ROLE_NOW: Record<CompanyRole, string> = {
  company_admin: msg('{name} is now a company admin.'),
  approver: msg('{name} is now an approver.'),
  buyer: msg('{name} is now a buyer.'),
};

/** What a member of each role does: "Jamal Buyer will approve or reject …". */
const ROLE_DOES: Record<CompanyRole, string> = {
  company_admin: msg('{name} will manage the company: its details, locations, members and invitations; they approve orders and read invoices too.'),
  approver: msg('{name} will approve or reject the orders that go over a buyer’s limits, and read the company’s invoices.'),
  buyer: msg('{name} will place orders for the company; an order over their limits waits for an approver.'),
};

/**
 * The members' table fits the dashboard at 1280 px: a member's limits and this month's spending
 * share a column, the role select is as wide as its longest role, and the actions wrap under each
 * other when the row is narrow (and stay in view at the right should a long address still widen it).
 */
const MembersTable = styled(CardTable)`
  select { width: auto; max-width: 100%; min-width: 0; }
  .row-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; }
  td.actions button + button { margin-left: 0; }
  .spending { display: block; white-space: nowrap; }
  tbody tr:last-child th { border-bottom: none; }
  ${media.sm} {
    td.actions { position: sticky; right: 0; background: ${({ theme }) => theme.colors.surface}; }
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    td[data-label] { flex-wrap: wrap; }
    .spending { margin-left: auto; white-space: normal; }
    .row-actions { justify-content: flex-start; }
  }
`;

interface LimitValues {
  orderLimit?: string;
  monthlyLimit?: string;
}

const toBody = (values: LimitValues) => ({ orderLimit: limitFromInput(values.orderLimit), monthlyLimit: limitFromInput(values.monthlyLimit) });
const validate = zodValidator<LimitValues>(memberBody, toBody);

/** A buyer's spending limits, per order and per calendar month; blank for none. */
function LimitsDialog({ member, onDone, onClose }: { member: CompanyMember; onDone: () => Promise<void>; onClose: () => void }) {
  const save = async (values: LimitValues) => {
    await setMember(member._id, toBody(values));
    await onDone();
  };
  return (
    <ApiFormDialog<LimitValues>
      title={t('Spending limits of {name}', { name: member.name })}
      validate={validate}
      initialValues={{ orderLimit: limitToInput(member.orderLimit), monthlyLimit: limitToInput(member.monthlyLimit) }}
      onSubmit={save}
      onClose={onClose}
      failed={t('The limits could not be saved.')}
      cancelLabel={t('Cancel')}
      submitLabel={t('Save limits')}
      busyLabel={t('Saving…')}
    >
      <p>{t('An order above a limit waits for an approver.')}</p>
      <TextField id="limit-order" name="orderLimit" label={t('Limit per order')} inputMode="decimal" autoComplete="off" hint={t('Empty for no limit.')} />
      <TextField id="limit-month" name="monthlyLimit" label={t('Limit per month')} inputMode="decimal" autoComplete="off" hint={t('Empty for no limit.')} />
    </ApiFormDialog>
  );
}

/** "an Approver", "a Buyer": a role's name after "Make Jamal Buyer". */
const withArticle = (role: CompanyRole) =>
  role === 'approver' ? t('an {role}', { role: t(COMPANY_ROLE_LABEL[role]) }) : t('a {role}', { role: t(COMPANY_ROLE_LABEL[role]) });

/**
 * Asks before a member's role changes (a role decides what they may do, and a slip of the select
 * should not change it): what the new role does and what the old one loses. Cancel has the focus;
 * closing returns it to the select, which the caller sets back.
 */
function RoleDialog({
  member,
  role,
  own,
  limitLine,
  saving,
  onConfirm,
  onCancel,
}: {
  member: CompanyMember;
  role: CompanyRole;
  own: boolean;
  limitLine: (limit: number | null, per: 'order' | 'month') => string;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const whatId = useId();
  const loses =
    member.role === 'company_admin'
      ? own
        ? t('You will no longer manage the company, and this page closes for you.')
        : t('They will no longer manage the company.')
      : member.role === 'approver'
        ? t('They will no longer approve orders.')
        : t('Their spending limits no longer apply.');
  const limits =
    role !== 'buyer'
      ? ''
      : member.orderLimit === null && member.monthlyLimit === null
        ? ` ${t('They have no spending limits until you set them.')}`
        : ` ${t('Their limits: {order}, {month}.', { order: limitLine(member.orderLimit, 'order'), month: limitLine(member.monthlyLimit, 'month') })}`;
  return (
    <Dialog
      title={t('Make {name} {role}?', { name: member.name, role: withArticle(role) })}
      role="alertdialog"
      describedBy={whatId}
      onClose={saving ? () => undefined : onCancel}
    >
      <p id={whatId} style={{ margin: 0 }}>
        {t(ROLE_DOES[role], { name: member.name })} {loses}
        {limits}
      </p>
      <DialogActions>
        <Button $variant="secondary" onClick={onCancel} disabled={saving} data-autofocus>
          {t('Cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={saving}>
          {saving ? t('Changing the role…') : t('Make {role}', { role: withArticle(role) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A member's role, changed after a confirmation (RoleDialog) saying what changes; the select takes
 * the focus back once the dialog has closed, and a refusal shows under it.
 */
function useRoleChange(onChanged: () => Promise<unknown>, ownChanged: (member: CompanyMember) => unknown) {
  const toast = useToast();
  /** A role chosen in a member's select, waiting for the confirmation (the select shows it meanwhile). */
  const [roleChange, setRoleChange] = useState<{ member: CompanyMember; role: CompanyRole } | null>(null);
  const [savingRole, setSavingRole] = useState(false);
  /** The member whose select takes the focus back once the dialog has closed (however the select was changed). */
  const [focusRole, setFocusRole] = useState<string | null>(null);
  useEffect(() => {
    if (!focusRole || roleChange) return;
    document.getElementById(`role-${focusRole}`)?.focus();
    setFocusRole(null);
  }, [focusRole, roleChange]);
  const closeRoleDialog = (member: CompanyMember) => {
    setRoleChange(null);
    setFocusRole(member._id);
  };
  /** A role change the API refused, shown under that member's select. */
  const [roleError, setRoleError] = useState<{ id: string; message: string } | null>(null);

  const chooseRole = (member: CompanyMember, role: CompanyRole) => {
    setRoleError(null);
    if (role !== member.role) setRoleChange({ member, role });
  };
  // The dialog stays open while the change is saved, so the focus goes back to an enabled select.
  const changeRole = async ({ member, role }: { member: CompanyMember; role: CompanyRole }) => {
    setSavingRole(true);
    try {
      await setMember(member._id, { role });
      await onChanged();
      await ownChanged(member);
      toast.success(t(ROLE_NOW[role], { name: member.name }));
    } catch (error) {
      setRoleError({ id: member._id, message: (error as Error).message });
    } finally {
      setSavingRole(false);
      closeRoleDialog(member);
    }
  };
  return { roleChange, savingRole, roleError, chooseRole, changeRole, closeRoleDialog };
}

/** A member's row: name and e-mail, their role's select, limits and this month's spending, Set limits and Remove. */
function MemberRow({
  member,
  role,
  error,
  busy,
  limitLine,
  onRole,
  onLimits,
  onRemove,
}: {
  member: CompanyMember;
  /** The role the select shows: the one waiting for its confirmation, else the member's. */
  role: CompanyRole;
  error: string | null;
  busy: boolean;
  limitLine: (limit: number | null, per: 'order' | 'month') => string;
  onRole: (role: CompanyRole) => void;
  onLimits: () => void;
  onRemove: () => void;
}) {
  const formatPrice = useFormatPrice();
  const buyer = member.role === 'buyer';
  return (
    <tr>
      <th scope="row">
        {member.name}
        <MemberEmail>{member.email}</MemberEmail>
      </th>
      <td data-label={t('Role')}>
        <span>
          <Select
            id={`role-${member._id}`}
            aria-label={t('Role of {name}', { name: member.name })}
            value={role}
            disabled={busy}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `role-error-${member._id}` : undefined}
            onChange={(event) => onRole(event.target.value as CompanyRole)}
          >
            {ROLE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {t(choice.label)}
              </option>
            ))}
          </Select>
          {error && <ErrorText id={`role-error-${member._id}`}>{error}</ErrorText>}
        </span>
      </td>
      <td data-label={t('Limits and spending')}>
        <span className="spending">
          {buyer ? (
            <>
              {limitLine(member.orderLimit, 'order')}
              <br />
              {limitLine(member.monthlyLimit, 'month')}
            </>
          ) : (
            t('No limits')
          )}
          <br />
          {t('This month: {amount}', { amount: formatPrice(member.spentThisMonth) })}
        </span>
      </td>
      <td className="actions">
        <div className="row-actions">
          {buyer && (
            <Button
              $variant="secondary"
              $size="sm"
              aria-haspopup="dialog"
              aria-label={t('Set limits of {name}', { name: member.name })}
              disabled={busy}
              onClick={onLimits}
            >
              {t('Set limits')}
            </Button>
          )}
          <Button $variant="danger" $size="sm" aria-label={t('Remove {name}', { name: member.name })} disabled={busy} onClick={onRemove}>
            {t('Remove')}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/**
 * The company's members: their role (changed after a confirmation saying what changes), each
 * buyer's spending limits with what they spent this month, and Remove (after a confirmation
 * naming the member).
 */
export function MembersSection({ members, companyName, onChanged }: { members: CompanyMember[]; companyName: string; onChanged: () => Promise<unknown> }) {
  const toast = useToast();
  const formatPrice = useFormatPrice();
  const session = useSession();
  /** A change to the company admin's own membership: the session reads their company role again (the sidebar and guard follow). */
  const isOwn = (member: CompanyMember) => member.email.toLowerCase() === session.user?.email.toLowerCase();
  const ownChanged = (member: CompanyMember) => (isOwn(member) ? session.refresh() : undefined);
  const [limiting, setLimiting] = useState<CompanyMember | null>(null);
  const [removing, setRemoving] = useState<CompanyMember | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { roleChange, savingRole, roleError, chooseRole, changeRole, closeRoleDialog } = useRoleChange(onChanged, ownChanged);
  /** "BDT 20,000.00 per order", "No limit per month". */
  const limitLine = (limit: number | null, per: 'order' | 'month') =>
    `${limit === null ? t('No limit') : formatPrice(limit)} ${per === 'order' ? t('per order') : t('per month')}`;

  const limitsSaved = async () => {
    const member = limiting;
    setLimiting(null);
    await onChanged();
    if (member) toast.success(t('The limits of {name} were saved.', { name: member.name }));
  };
  const remove = async (member: CompanyMember) => {
    setRemoving(null);
    setBusy(member._id);
    try {
      await removeMember(member._id);
      await onChanged();
      await ownChanged(member);
      toast.success(t('{name} was removed from the company.', { name: member.name }));
    } catch (error) {
      toast.error(t('{name} could not be removed: {reason}', { name: member.name, reason: (error as Error).message }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel aria-labelledby="company-members-title">
      <h2 id="company-members-title">{t('Members')}</h2>
      <SectionTable columns={[t('Member'), t('Role'), t('Limits and spending'), t('Actions')]} table={MembersTable}>
        {members.map((member) => (
          <MemberRow
            key={member._id}
            member={member}
            role={roleChange?.member._id === member._id ? roleChange.role : member.role}
            error={roleError?.id === member._id ? roleError.message : null}
            busy={busy === member._id}
            limitLine={limitLine}
            onRole={(role) => chooseRole(member, role)}
            onLimits={() => setLimiting(member)}
            onRemove={() => setRemoving(member)}
          />
        ))}
      </SectionTable>
      {roleChange && (
        <RoleDialog
          member={roleChange.member}
          role={roleChange.role}
          own={isOwn(roleChange.member)}
          limitLine={limitLine}
          saving={savingRole}
          onConfirm={() => void changeRole(roleChange)}
          onCancel={() => closeRoleDialog(roleChange.member)}
        />
      )}
      {limiting && <LimitsDialog member={limiting} onDone={limitsSaved} onClose={() => setLimiting(null)} />}
      {removing && (
        <ConfirmDialog
          title={t('Remove {name}?', { name: removing.name })}
          message={t('{name} ({email}) leaves {company} at once and can no longer see or place its orders. The orders they placed stay the company’s.', {
            name: removing.name,
            email: removing.email,
            company: companyName,
          })}
          confirmLabel={t('Remove member')}
          cancelLabel={t('Keep member')}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </Panel>
  );
}
