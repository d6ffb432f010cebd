import { useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi, SubmissionErrors } from 'final-form';
import styled from 'styled-components';
import { formatDate, msg, plural, t, useFormatPrice, useToast } from '@storefront/shared';
import { TextField, zodValidator } from '@storefront/shared/forms';
import { COMPANY_ROLE_LABEL, INVITATION_DAYS, invitationBody, type CompanyInvitation, type InvitationBody } from '@storefront/shared/schemas';
import { Badge, Button, ConfirmDialog, ErrorText, media } from '@storefront/shared/ui';
import { submissionErrors } from '../../../components/ApiFormDialog';
import { cancelInvitation, invite, limitFromInput, ROLE_CHOICES } from '../api/company';
import { Panel } from './layout';
import { SectionTable } from './SectionTable';
import { SelectField } from './SelectField';

/** The form as typed: a buyer's limits are text (blank: no limit). */
interface InviteValues {
  email: string;
  role: InvitationBody['role'];
  orderLimit?: string;
  monthlyLimit?: string;
}

/** What is sent: a buyer's limits as amounts (null: none); no limits for another role. */
const inviteBody = ({ orderLimit, monthlyLimit, ...values }: InviteValues): InvitationBody =>
  values.role === 'buyer' ? { ...values, orderLimit: limitFromInput(orderLimit), monthlyLimit: limitFromInput(monthlyLimit) } : values;

const validate = zodValidator<InviteValues>(invitationBody, inviteBody);

const Fields = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  ${media.sm} { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); }
`;

/** A buyer's two limits, side by side from a tablet's width. */
const Limits = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  min-width: 0;
  legend { padding: 0; font-weight: 600; margin-bottom: ${({ theme }) => theme.space(1)}; }
  > p { margin: 0 0 ${({ theme }) => theme.space(3)}; color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
  > div { display: grid; gap: 0 ${({ theme }) => theme.space(4)}; }
  ${media.sm} { > div { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
`;

/** An invitee's address: a long one breaks rather than push the table past its column (a phone's card, a desktop's Actions). */
const Address = styled.span`
  overflow-wrap: anywhere;
`;

/** A part of a line that never breaks inside: a limit's amount, "per order". */
const Phrase = styled.span`
  white-space: nowrap;
`;

const STATUS: Record<CompanyInvitation['status'], { label: string; tone: 'warning' | 'success' | 'neutral' }> = {
  waiting: { label: msg('Waiting'), tone: 'warning' },
  accepted: { label: msg('Accepted'), tone: 'success' },
  expired: { label: msg('Expired'), tone: 'neutral' },
};

/** "BDT 20,000.00 per order", "No limit per month": on a narrow column, the amount and "per order" on lines of their own. */
function LimitLine({ limit, per }: { limit: number | null; per: 'order' | 'month' }) {
  const formatPrice = useFormatPrice();
  return (
    <>
      <Phrase>{limit == null ? t('No limit') : formatPrice(limit)}</Phrase> <Phrase>{per === 'order' ? t('per order') : t('per month')}</Phrase>
    </>
  );
}

/** The invite form: e-mail and role, and a buyer's limits; sent, it starts again with the same role. */
function InviteForm({ onChanged }: { onChanged: () => Promise<unknown> }) {
  const toast = useToast();
  const onSubmit = async (values: InviteValues, form: FormApi<InviteValues>): Promise<SubmissionErrors | void> => {
    try {
      const sent = await invite(inviteBody(values));
      await onChanged();
      toast.success(t('An invitation was sent to {email}.', { email: sent.email }));
      setTimeout(() => form.restart({ email: '', role: values.role }));
    } catch (error) {
      return submissionErrors(error, t('The invitation could not be sent.'));
    }
  };
  return (
    <Form<InviteValues> onSubmit={onSubmit} validate={validate} initialValues={{ email: '', role: 'buyer' }}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="company-invite-title">
          <Fields>
            <TextField id="invite-email" name="email" label={t('E-mail')} type="email" inputMode="email" autoComplete="off" />
            <SelectField id="invite-role" name="role" label={t('Role')} choices={ROLE_CHOICES} />
          </Fields>
          {values.role === 'buyer' && (
            <Limits aria-describedby="invite-limits-hint">
              <legend>{t('Spending limits')}</legend>
              <p id="invite-limits-hint">{t('Optional. An order above a limit waits for an approver; empty for no limit.')}</p>
              <div>
                <TextField id="invite-order-limit" name="orderLimit" label={t('Limit per order')} inputMode="decimal" autoComplete="off" />
                <TextField id="invite-monthly-limit" name="monthlyLimit" label={t('Limit per month')} inputMode="decimal" autoComplete="off" />
              </div>
            </Limits>
          )}
          {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
          <Button type="submit" disabled={submitting}>
            {submitting ? t('Sending…') : t('Send invitation')}
          </Button>
        </form>
      )}
    </Form>
  );
}

/** An invitation sent: its address, role and limits, status and expiry, and Cancel invitation while it waits. */
function InvitationRow({ invitation, onCancel }: { invitation: CompanyInvitation; onCancel: () => void }) {
  return (
    <tr>
      <th scope="row">
        <Address>{invitation.email}</Address>
      </th>
      <td data-label={t('Role and limits')}>
        {invitation.role === 'buyer' ? (
          <span>
            {t(COMPANY_ROLE_LABEL.buyer)}
            <br />
            <LimitLine limit={invitation.orderLimit} per="order" />
            <br />
            <LimitLine limit={invitation.monthlyLimit} per="month" />
          </span>
        ) : (
          t(COMPANY_ROLE_LABEL[invitation.role])
        )}
      </td>
      <td data-label={t('Status')}>
        <Badge $tone={STATUS[invitation.status].tone}>{t(STATUS[invitation.status].label)}</Badge>
      </td>
      <td data-label={t('Expires')} className="nowrap">
        <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
      </td>
      <td className="actions">
        {invitation.status === 'waiting' && (
          <Button $variant="secondary" $size="sm" aria-label={t('Cancel invitation to {email}', { email: invitation.email })} onClick={onCancel}>
            {t('Cancel invitation')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/**
 * Invite a member by e-mail with a role (a buyer with their spending limits, if any); the
 * invitations sent, with their role and limits, status and expiry, and Cancel invitation.
 */
export function InvitationsSection({ invitations, onChanged }: { invitations: CompanyInvitation[]; onChanged: () => Promise<unknown> }) {
  const toast = useToast();
  const [cancelling, setCancelling] = useState<CompanyInvitation | null>(null);
  const cancel = async (invitation: CompanyInvitation) => {
    setCancelling(null);
    try {
      await cancelInvitation(invitation._id);
      await onChanged();
      toast.success(t('The invitation to {email} was cancelled.', { email: invitation.email }));
    } catch (error) {
      toast.error(t('The invitation could not be cancelled: {reason}', { reason: (error as Error).message }));
    }
  };

  return (
    <Panel aria-labelledby="company-invite-title">
      <h2 id="company-invite-title">{t('Invite a member')}</h2>
      <p>
        {plural(INVITATION_DAYS, {
          one: 'We e-mail them a link that works for # day. They join when they sign in or sign up with that address.',
          other: 'We e-mail them a link that works for # days. They join when they sign in or sign up with that address.',
        })}
      </p>
      <InviteForm onChanged={onChanged} />
      {invitations.length > 0 && (
        <>
          <h3>{t('Invitations')}</h3>
          <SectionTable columns={[t('E-mail'), t('Role and limits'), t('Status'), t('Expires'), t('Actions')]}>
            {invitations.map((invitation) => (
              <InvitationRow key={invitation._id} invitation={invitation} onCancel={() => setCancelling(invitation)} />
            ))}
          </SectionTable>
        </>
      )}
      {cancelling && (
        <ConfirmDialog
          title={t('Cancel this invitation?')}
          message={t('The link sent to {email} will no longer work.', { email: cancelling.email })}
          confirmLabel={t('Cancel invitation')}
          cancelLabel={t('Keep invitation')}
          onConfirm={() => void cancel(cancelling)}
          onCancel={() => setCancelling(null)}
        />
      )}
    </Panel>
  );
}
