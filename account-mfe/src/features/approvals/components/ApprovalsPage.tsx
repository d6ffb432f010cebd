import styled from 'styled-components';
import { formatDate, Link, useFormatPrice, type Order } from '@storefront/shared';
import { companyEndpoints } from '@storefront/shared/endpoints';
import { useListParams, usePagedList } from '@storefront/shared/lists';
import { orderPartsSummary } from '@storefront/shared/orders';
import { labelledCardRows, Lead, PagedTable, PageTitle, Table } from '@storefront/shared/ui';
import { daysLeftText, heldForText } from '../api/approvals';

const Intro = styled(Lead)`
  text-align: left;
  margin: 0 0 ${({ theme }) => theme.space(5)};
`;

const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

/** From 600 px a table; on a phone each order is a card: its number on top, each figure beside its column's name. */
const ApprovalsTable = styled(Table)`
  td.nowrap { white-space: nowrap; }
  tbody th { background: none; white-space: normal; }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    min-width: 760px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    ${labelledCardRows}
  }
`;

const APPROVAL_LIST_KEYS: readonly never[] = [];

/** Approvals (`/dashboard/approvals`, approvers and company admins): the company's orders awaiting approval, oldest first. */
export default function ApprovalsPage() {
  const formatPrice = useFormatPrice();
  const view = useListParams(APPROVAL_LIST_KEYS);
  const list = usePagedList<Order>(companyEndpoints.approvals, {}, { pages: view.pages, onPagesChange: view.setPages });
  return (
    <Frame>
      <PageTitle>Approvals</PageTitle>
      <Intro>Orders above a buyer’s limit wait here for an approver, oldest first. Open one to approve or reject it.</Intro>
      <PagedTable
        list={list}
        noun={['order', 'orders']}
        what="orders awaiting approval"
        frameLabel="Orders awaiting approval"
        filtered={false}
        onClearFilters={() => undefined}
        emptyTitle="Nothing awaits approval"
        empty={<p>No order is waiting for a decision.</p>}
      >
        <ApprovalsTable>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed by</th>
              <th scope="col">Parts</th>
              <th scope="col" className="num">
                Total
              </th>
              <th scope="col">Why</th>
              <th scope="col">Placed</th>
              <th scope="col">Days left</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((order) => (
              <tr key={order._id}>
                <th scope="row">
                  <Link to={`/dashboard/orders/${order.number}`} state={{ from: 'approvals' }}>
                    {order.number}
                  </Link>
                </th>
                <td data-label="Placed by">{order.name}</td>
                <td data-label="Parts">{orderPartsSummary(order)}</td>
                <td data-label="Total" className="num nowrap">
                  {formatPrice(order.totalPrice)}
                </td>
                <td data-label="Why">{heldForText(order.heldFor)}</td>
                <td data-label="Placed" className="nowrap">
                  <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                </td>
                <td data-label="Days left" className="nowrap">
                  {daysLeftText(order.approvalDueAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </ApprovalsTable>
      </PagedTable>
    </Frame>
  );
}
