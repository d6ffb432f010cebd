import styled from 'styled-components';
import { useFormatPrice } from '@storefront/shared';
import { approvalNotice, approvalReason } from '@storefront/shared/schemas';
import type { BuyerCompany } from '../buying/company';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9375rem;
`;

/**
 * Before an order is placed, whether it will wait for approval and why (docs/companies.md): the
 * server's own rule (`approvalReason`) on the buyer's limits and spending this month as GET
 * /company gives them, and the order's net total. Nothing for anyone else.
 */
export function ApprovalNotice({ company, orderTotal }: { company: BuyerCompany | null | undefined; orderTotal: number }) {
  const formatPrice = useFormatPrice();
  const me = company?.me;
  const reason = me ? approvalReason(me, orderTotal, me.spentThisMonth) : null;
  if (!me || !reason) return null;
  return (
    <Notice role="status" id="approval-notice">
      {approvalNotice(reason, me, orderTotal, me.spentThisMonth, formatPrice)}
    </Notice>
  );
}
