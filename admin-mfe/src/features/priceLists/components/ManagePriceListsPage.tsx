import { useState } from 'react';
import styled from 'styled-components';
import { formatDay, formatNumber, Link, msg, t, useNavigate, useToast } from '@storefront/shared';
import type { PriceList } from '@storefront/shared/schemas';
import { Badge, Button, labelledCardRows, PageTitle, Table, VisuallyHidden, TableHead } from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { ListHead, titleWithCount, ListSearch, ListTable, useAdminList } from '../../../components/ListPage';
import { priceEndpoints } from '@storefront/shared/endpoints';
import { validityOf } from '../api/priceLists';
import { dateAfter } from '../../../components/dates';
import { AddPriceListDialog } from './AddPriceListDialog';
import { usePageLocale } from '../../../components/i18n';

/** The view's parameters in the URL, as the API names them. */
export const PRICE_LIST_KEYS = ['q'] as const;

/** From 600 px a table; on a phone each list is a card: its name on top, each figure beside its column's name. */
const ListsTable = styled(Table)`
  td.nowrap { white-space: nowrap; }
  tbody th { background: none; }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    min-width: 700px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    ${labelledCardRows}
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const TONE = { 'Valid today': 'success', 'Not yet valid': 'warning', Expired: 'neutral' } as const;

/** Whether a list is valid today, in words (shown with `t`). */
export const VALIDITY_LABEL: Record<keyof typeof TONE, string> = {
  'Valid today': msg('Valid today'),
  'Not yet valid': msg('Not yet valid'),
  Expired: msg('Expired'),
};

/** A calendar date as the storefront writes it. */
export const dayText = (date: string) => formatDay(date);

/** "Nov 1, 2026 – Dec 31, 2026", "From Nov 1, 2026", "Until Dec 31, 2026" or "Always". */
export function validityText(list: Pick<PriceList, 'validFrom' | 'validUntil'>): string {
  if (list.validFrom && list.validUntil) return t('{from} – {until}', { from: dayText(list.validFrom), until: dayText(list.validUntil) });
  if (list.validFrom) return t('From {day}', { day: dayText(list.validFrom) });
  if (list.validUntil) return t('Until {day}', { day: dayText(list.validUntil) });
  return t('Always');
}

/**
 * Manage Price Lists (docs/prices-and-quotes.md): the prices agreed with companies, each list with
 * the days it is valid, the companies that buy at it and how many prices it holds; searched by
 * name. "Add price list" adds one, and its page sets its prices and companies.
 */
export default function ManagePriceListsPage() {
  const locale = usePageLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const admin = useAdminList(priceEndpoints.listPriceLists, PRICE_LIST_KEYS, { filters: PRICE_LIST_KEYS });
  const { view, list } = admin;
  const [adding, setAdding] = useState(false);
  const today = dateAfter(0);

  return (
    <AdminPage>
      <ListHead>
        <PageTitle>{titleWithCount(t('Manage Price Lists'), list, locale)}</PageTitle>
        <Button onClick={() => setAdding(true)}>{t('Add price list')}</Button>
      </ListHead>
      <ListSearch admin={admin} label={t('Search price lists')} placeholder={t('Name')} />
      <ListTable
        admin={admin}
        noun={['price list', 'price lists']}
        frameLabel={t('Price lists (scrolls sideways)')}
        emptyTitle={t('No price lists yet')}
        empty={<p>{t('A price list holds the prices agreed with a company; add one, then its prices and companies.')}</p>}
      >
        <ListsTable>
          <VisuallyHidden as="caption">{view.values.q ? t('Matching price lists') : t('All price lists')}</VisuallyHidden>
          <TableHead columns={[t('Price list'), t('Valid'), t('Companies'), { label: t('Prices'), num: true }]} />
          <tbody>
            {list.items.map((priceList) => {
              const validity = validityOf(priceList, today);
              return (
                <tr key={priceList.id}>
                  <th scope="row">
                    <Link to={`/dashboard/managePriceLists/${priceList.id}`}>{priceList.name}</Link>
                  </th>
                  <td data-label={t('Valid')}>
                    <span>
                      <Badge $tone={TONE[validity]}>{t(VALIDITY_LABEL[validity])}</Badge>
                      <Muted>{validityText(priceList)}</Muted>
                    </span>
                  </td>
                  <td data-label={t('Companies')}>{priceList.companies.length ? priceList.companies.map((c) => c.name).join(', ') : t('None')}</td>
                  <td data-label={t('Prices')} className="num">
                    {formatNumber(priceList.entryCount, locale)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ListsTable>
      </ListTable>
      {adding && (
        <AddPriceListDialog
          onClose={() => setAdding(false)}
          onAdded={(added) => {
            setAdding(false);
            toast.success(t('{name} was added: now give it its prices and companies.', { name: added.name }));
            void list.reload();
            navigate(`/dashboard/managePriceLists/${added.id}`);
          }}
        />
      )}
    </AdminPage>
  );
}
