import { useState } from 'react';
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { useFormatPrice, useSession, useToast } from '@storefront/shared';
import { TextField, zodValidator } from '@storefront/shared/forms';
import { memberBody, type CompanyMember, type CompanyRole } from '@storefront/shared/schemas';
import { Button, ConfirmDialog, Dialog, DialogActions, ErrorText, Select, TableWrap } from '@storefront/shared/ui';
import { limitFromInput, limitToInput, removeMember, ROLE_CHOICES, setMember } from '../api/company';
import { submissionErrors } from './formErrors';
import { CardTable, MemberEmail, Panel } from './layout';

/** A role in a sentence: "Karim is now an approver." */
const ROLE_IN_SENTENCE: Record<CompanyRole, string> = { company_admin: 'a company admin', approver: 'an approver', buyer: 'a buyer' };

interface LimitValues {
  orderLimit?: string;
  monthlyLimit?: string;
}

const toBody = (values: LimitValues) => ({ orderLimit: limitFromInput(values.orderLimit), monthlyLimit: limitFromInput(values.monthlyLimit) });
const validate = zodValidator<LimitValues>(memberBody, toBody);

/** A buyer's spending limits, per order and per calendar month; blank for none. */
function LimitsDialog({ member, onDone, onClose }: { member: CompanyMember; onDone: () => Promise<void>; onClose: () => void }) {
  const onSubmit = async (values: LimitValues): Promise<SubmissionErrors | void> => {
    try {
      await setMember(member._id, toBody(values));
      await onDone();
    } catch (error) {
      return submissionErrors(error, 'The limits could not be saved.');
    }
  };
  return (
    <Dialog title={`Spending limits of ${member.name}`} onClose={onClose}>
      <Form<LimitValues>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={{ orderLimit: limitToInput(member.orderLimit), monthlyLimit: limitToInput(member.monthlyLimit) }}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            <p>An order above a limit waits for an approver.</p>
            <TextField id="limit-order" name="orderLimit" label="Limit per order" inputMode="decimal" autoComplete="off" hint="Empty for no limit." />
            <TextField id="limit-month" name="monthlyLimit" label="Limit per month" inputMode="decimal" autoComplete="off" hint="Empty for no limit." />
            {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
            <DialogActions>
              <Button $variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Saving…' : 'Save limits'}
              </Button>
            </DialogActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}

/**
 * The company's members: their role (changed at once), each buyer's spending limits beside what
 * they spent this month, and Remove (after a confirmation naming the member).
 */
export function MembersSection({ members, companyName, onChanged }: { members: CompanyMember[]; companyName: string; onChanged: () => Promise<unknown> }) {
  const toast = useToast();
  const formatPrice = useFormatPrice();
  const session = useSession();
  /** A change to the company admin's own membership: the session reads their company role again (the sidebar and guard follow). */
  const ownChanged = (member: CompanyMember) => (member.email.toLowerCase() === session.user?.email.toLowerCase() ? session.refresh() : undefined);
  const [limiting, setLimiting] = useState<CompanyMember | null>(null);
  const [removing, setRemoving] = useState<CompanyMember | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  /** A role change the API refused, shown under that member's select. */
  const [roleError, setRoleError] = useState<{ id: string; message: string } | null>(null);
  /** "BDT 20,000.00 per order", "No limit per month". */
  const limitLine = (limit: number | null, per: 'order' | 'month') => `${limit === null ? 'No limit' : formatPrice(limit)} per ${per}`;

  const changeRole = async (member: CompanyMember, role: CompanyRole) => {
    setBusy(member._id);
    setRoleError(null);
    try {
      await setMember(member._id, { role });
      await onChanged();
      await ownChanged(member);
      toast.success(`${member.name} is now ${ROLE_IN_SENTENCE[role]}.`);
    } catch (error) {
      setRoleError({ id: member._id, message: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };
  const limitsSaved = async () => {
    const member = limiting;
    setLimiting(null);
    await onChanged();
    if (member) toast.success(`The limits of ${member.name} were saved.`);
  };
  const remove = async (member: CompanyMember) => {
    setRemoving(null);
    setBusy(member._id);
    try {
      await removeMember(member._id);
      await onChanged();
      await ownChanged(member);
      toast.success(`${member.name} was removed from the company.`);
    } catch (error) {
      toast.error(`${member.name} could not be removed: ${(error as Error).message}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel aria-labelledby="company-members-title">
      <h2 id="company-members-title">Members</h2>
      <TableWrap>
        <CardTable>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Role</th>
              <th scope="col">Limits</th>
              <th scope="col" className="num">
                This month
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const error = roleError?.id === member._id ? roleError.message : null;
              const buyer = member.role === 'buyer';
              return (
                <tr key={member._id}>
                  <th scope="row">
                    {member.name}
                    <MemberEmail>{member.email}</MemberEmail>
                  </th>
                  <td data-label="Role">
                    <span>
                      <Select
                        aria-label={`Role of ${member.name}`}
                        value={member.role}
                        disabled={busy === member._id}
                        aria-invalid={Boolean(error)}
                        aria-describedby={error ? `role-error-${member._id}` : undefined}
                        onChange={(event) => void changeRole(member, event.target.value as CompanyRole)}
                      >
                        {ROLE_CHOICES.map((choice) => (
                          <option key={choice.value} value={choice.value}>
                            {choice.label}
                          </option>
                        ))}
                      </Select>
                      {error && <ErrorText id={`role-error-${member._id}`}>{error}</ErrorText>}
                    </span>
                  </td>
                  <td data-label="Limits" className="nowrap">
                    {buyer ? (
                      <span>
                        {limitLine(member.orderLimit, 'order')}
                        <br />
                        {limitLine(member.monthlyLimit, 'month')}
                      </span>
                    ) : (
                      'None'
                    )}
                  </td>
                  <td data-label="Spent this month" className="num nowrap">
                    {formatPrice(member.spentThisMonth)}
                  </td>
                  <td className="actions">
                    {buyer && (
                      <Button
                        $variant="secondary"
                        $size="sm"
                        aria-haspopup="dialog"
                        aria-label={`Set limits of ${member.name}`}
                        disabled={busy === member._id}
                        onClick={() => setLimiting(member)}
                      >
                        Set limits
                      </Button>
                    )}
                    <Button
                      $variant="danger"
                      $size="sm"
                      aria-label={`Remove ${member.name}`}
                      disabled={busy === member._id}
                      onClick={() => setRemoving(member)}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </CardTable>
      </TableWrap>
      {limiting && <LimitsDialog member={limiting} onDone={limitsSaved} onClose={() => setLimiting(null)} />}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          message={`${removing.name} (${removing.email}) leaves ${companyName} at once and can no longer see or place its orders. The orders they placed stay the company’s.`}
          confirmLabel="Remove member"
          cancelLabel="Keep member"
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </Panel>
  );
}
