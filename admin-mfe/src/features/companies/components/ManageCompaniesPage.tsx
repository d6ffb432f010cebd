import { useState } from 'react';
import { formatNumber, Link, t, useFormatPrice, useToast } from '@storefront/shared';
import { companyEndpoints } from '@storefront/shared/endpoints';
import { PAYMENT_TERMS_LABEL } from '@storefront/shared/schemas';
import { Button, PageTitle, Table, VisuallyHidden, TableHead } from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { ListHead, Nowrap, titleWithCount, ListSearch, ListTable, useAdminList } from '../../../components/ListPage';
import { AddCompanyDialog } from './AddCompanyDialog';
import { usePageLocale } from '../../../components/i18n';

/** The view's parameters in the URL, as the API names them. */
export const COMPANY_LIST_KEYS = ['q'] as const;

/**
 * Manage Companies (docs/companies.md): every company that buys on account, paged and searched by
 * name or tax number, with its terms, credit limit, members and open balance; "Add company" adds
 * one and invites its first company admin.
 */
export default function ManageCompaniesPage() {
  const locale = usePageLocale();
  const formatPrice = useFormatPrice();
  const toast = useToast();
  const admin = useAdminList(companyEndpoints.listCompanies, COMPANY_LIST_KEYS, { filters: COMPANY_LIST_KEYS });
  const { view, list } = admin;
  const [adding, setAdding] = useState(false);

  return (
    <AdminPage>
      <ListHead>
        <PageTitle>{titleWithCount(t('Manage Companies'), list, locale)}</PageTitle>
        <Button onClick={() => setAdding(true)}>{t('Add company')}</Button>
      </ListHead>
      <ListSearch admin={admin} label={t('Search companies')} placeholder={t('Name or tax number')} />
      <ListTable admin={admin} noun={['company', 'companies']} frameLabel={t('Companies (scrolls sideways)')} emptyTitle={t('No companies yet')}>
        <Table>
          <VisuallyHidden as="caption">{view.values.q ? t('Matching companies') : t('All companies')}</VisuallyHidden>
          <TableHead
            columns={[
              t('Company'),
              t('Tax number'),
              t('Terms'),
              { label: t('Credit limit'), num: true },
              { label: t('Members'), num: true },
              { label: t('Open balance'), num: true },
            ]}
          />
          <tbody>
            {list.items.map((company) => (
              <tr key={company._id}>
                <td>
                  <Link to={`/dashboard/manageCompanies/${company._id}`}>{company.name}</Link>
                </td>
                <td>{company.taxNumber}</td>
                <Nowrap>{t(PAYMENT_TERMS_LABEL[company.paymentTerms] ?? company.paymentTerms)}</Nowrap>
                <Nowrap className="num">{formatPrice(company.creditLimit)}</Nowrap>
                <td className="num">{formatNumber(company.memberCount, locale)}</td>
                <Nowrap className="num">{formatPrice(company.openBalance)}</Nowrap>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListTable>
      {adding && (
        <AddCompanyDialog
          onClose={() => setAdding(false)}
          onAdded={(company) => {
            setAdding(false);
            toast.success(t('{name} was added: its first company admin has been invited.', { name: company.name }));
            void list.reload();
          }}
        />
      )}
    </AdminPage>
  );
}
