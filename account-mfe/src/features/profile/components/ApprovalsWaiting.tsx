import { Link, plural, t, useApi, useSession, type Page, type Order } from '@storefront/shared';
import { approvalsWaitingKey } from '../api/profileApi';
import { NoticePanel } from './NoticePanel';

/** "3 orders wait for your approval.", "1 order waits …", "No order waits …". */
function waitingText(count: number): string {
  if (count === 0) return t('No order waits for your approval.');
  return plural(count, { one: '# order waits for your approval.', other: '# orders wait for your approval.' });
}

/**
 * An approver's or company admin's day starts here: how many of the company's orders wait for
 * their decision, with the way to Approvals. Nothing for anyone else (a buyer, a lone customer, an
 * admin), and nothing while the count is read or if it cannot be.
 */
export function ApprovalsWaiting() {
  const { companyRole } = useSession();
  const decides = companyRole === 'approver' || companyRole === 'company_admin';
  const { data } = useApi<Page<Order>>(decides ? approvalsWaitingKey : null);
  if (!decides || !data) return null;
  return (
    <NoticePanel $tone="primary" aria-labelledby="approvals-waiting">
      <p id="approvals-waiting">
        <strong>{waitingText(data.total)}</strong>
      </p>
      <Link to="/dashboard/approvals">{t('Open Approvals')}</Link>
    </NoticePanel>
  );
}
