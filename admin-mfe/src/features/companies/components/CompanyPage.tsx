import { useMemo } from 'react';
import styled from 'styled-components';
import { formatDate, Link, t, useApi, useFormatPrice, useParams, useRefreshLists, useToast, textLang } from '@storefront/shared';
import { companyEndpoints } from '@storefront/shared/endpoints';
import { COMPANY_ROLE_LABEL, PAYMENT_TERMS_LABEL, type CompanyAdminView } from '@storefront/shared/schemas';
import { Button, ErrorText, PageTitle, Table, TableFrame, VisuallyHidden, DetailStates, Facts, TableHead } from '@storefront/shared/ui';
import { AdminPage, Panel, Sections } from '../../../components/AdminPage';
import { useFormSave } from '../../../components/useFormSave';
import { companyKey, companyRequest, companyValues, editCompany, type CompanyValues } from '../api/companies';
import { CompanyFields } from './CompanyFields';
import { usePageLocale } from '../../../components/i18n';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * One company, for the storefront's admin (`/dashboard/manageCompanies/<id>`): its details, terms,
 * credit limit and "PO reference required" to edit; its credit (open balance, overdue, unbilled,
 * available); its members, invitations and locations, which its company admins manage.
 */
export default function CompanyPage() {
  const { id } = useParams();
  const company = useApi<CompanyAdminView>(id ? companyKey(id) : null);

  if (company.error || !company.data)
    return (
      <DetailStates
        read={company}
        what="company"
        notFound={
          <>
            {t('There is no such company.')} <Link to="/dashboard/manageCompanies">{t('See all companies')}</Link>
          </>
        }
      />
    );
  const data = company.data;
  return (
    <AdminPage>
      <p>
        <Link to="/dashboard/manageCompanies">← {t('Manage Companies')}</Link>
      </p>
      <PageTitle>{data.name}</PageTitle>
      <Sections>
        <Credit company={data} />
        <PriceListOf company={data} />
        <Details company={data} onSaved={(saved) => void company.mutate(saved, { revalidate: false })} />
        <Members company={data} />
        <Locations company={data} />
      </Sections>
    </AdminPage>
  );
}

/** The list the company buys at (docs/prices-and-quotes.md), when it has one; the API adds it to the company. */
function PriceListOf({ company }: { company: CompanyAdminView & { priceList?: { id: string; name: string } | null } }) {
  return (
    <section aria-labelledby="company-price-list">
      <h2 id="company-price-list">{t('Price list')}</h2>
      {company.priceList ? (
        <p>
          {t('Buys at')} <Link to={`/dashboard/managePriceLists/${company.priceList.id}`}>{company.priceList.name}</Link> {t('while it is valid.')}
        </p>
      ) : (
        <p>
          <Muted>{t('Buys at list prices. A price list is assigned on its page under Manage Price Lists.')}</Muted>
        </p>
      )}
    </section>
  );
}

function Credit({ company }: { company: CompanyAdminView }) {
  const formatPrice = useFormatPrice();
  const { credit } = company;
  return (
    <section aria-labelledby="company-credit">
      <h2 id="company-credit">{t('Credit')}</h2>
      <Facts $min="160px">
        <div>
          <dt>{t('Terms')}</dt>
          <dd>{t(PAYMENT_TERMS_LABEL[credit.terms] ?? credit.terms)}</dd>
        </div>
        <div>
          <dt>{t('Credit limit')}</dt>
          <dd>{formatPrice(credit.creditLimit)}</dd>
        </div>
        <div>
          <dt>{t('Open balance')}</dt>
          <dd>{formatPrice(credit.openBalance)}</dd>
        </div>
        <div>
          <dt>{t('Overdue')}</dt>
          <dd>{formatPrice(credit.overdue)}</dd>
        </div>
        <div>
          <dt>{t('Unbilled')}</dt>
          <dd>{formatPrice(credit.unbilled)}</dd>
        </div>
        <div>
          <dt>{t('Available')}</dt>
          <dd>{formatPrice(credit.available)}</dd>
        </div>
      </Facts>
    </section>
  );
}

function Details({ company, onSaved }: { company: CompanyAdminView; onSaved(company: CompanyAdminView): void }) {
  const toast = useToast();
  const refreshLists = useRefreshLists();
  const initial = useMemo(() => companyValues(company), [company]);
  const { values, setValues, errors, busy, save } = useFormSave({
    initial,
    request: (next: CompanyValues) => companyRequest(next, false),
    send: (body) => editCompany(company._id, body),
    onSaved: (saved) => {
      toast.success(t('{name} was saved.', { name: saved.name }));
      onSaved(saved);
      void refreshLists(companyEndpoints.listCompanies);
    },
    failure: t('Could not save the company'),
  });

  return (
    <section aria-labelledby="company-details">
      <h2 id="company-details">{t('Details and terms')}</h2>
      <Panel>
        <form onSubmit={(event) => void save(event)} noValidate aria-labelledby="company-details">
          <CompanyFields values={values} errors={errors} adding={false} onChange={setValues} />
          {errors.form && <ErrorText role="alert">{errors.form}</ErrorText>}
          <Button type="submit" disabled={busy}>
            {busy ? t('Saving…') : t('Save changes')}
          </Button>
        </form>
      </Panel>
    </section>
  );
}

function Members({ company }: { company: CompanyAdminView }) {
  const formatPrice = useFormatPrice();
  const locale = usePageLocale();
  const limit = (amount: number | null) => (amount === null ? <Muted>{t('No limit')}</Muted> : formatPrice(amount));
  const waiting = company.invitations.filter((i) => i.status === 'waiting');
  return (
    <section aria-labelledby="company-members">
      <h2 id="company-members">{t('Members')}</h2>
      <p>
        <Muted>{t('Its company admins invite members, change their roles and set buyers’ limits.')}</Muted>
      </p>
      {company.members.length === 0 ? (
        <p>{t('No members yet.')}</p>
      ) : (
        <TableFrame label={t('Members (scrolls sideways)')}>
          <Table>
            <VisuallyHidden as="caption">{t('Members of {company}', { company: company.name })}</VisuallyHidden>
            <TableHead
              columns={[
                t('Name'),
                t('E-mail'),
                t('Role'),
                { label: t('Per order'), num: true },
                { label: t('Per month'), num: true },
                { label: t('This month'), num: true },
              ]}
            />
            <tbody>
              {company.members.map((member) => (
                <tr key={member._id}>
                  <td>{member.name || <Muted>{t('Not given')}</Muted>}</td>
                  <td>{member.email}</td>
                  <td>{t(COMPANY_ROLE_LABEL[member.role] ?? member.role)}</td>
                  <td className="num">{member.role === 'buyer' ? limit(member.orderLimit) : <Muted>{t('None')}</Muted>}</td>
                  <td className="num">{member.role === 'buyer' ? limit(member.monthlyLimit) : <Muted>{t('None')}</Muted>}</td>
                  <td className="num">{formatPrice(member.spentThisMonth)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableFrame>
      )}
      {waiting.length > 0 && (
        <>
          <h3>{t('Invitations waiting')}</h3>
          <ul>
            {waiting.map((invitation) => (
              <li key={invitation._id}>
                {invitation.email}, {t(COMPANY_ROLE_LABEL[invitation.role] ?? invitation.role)}: {t('valid until')}{' '}
                <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt, locale)}</time>.
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Locations({ company }: { company: CompanyAdminView }) {
  return (
    <section aria-labelledby="company-locations">
      <h2 id="company-locations">{t('Locations')}</h2>
      {company.locations.length === 0 ? (
        <p>{t('No locations yet: its company admins add them.')}</p>
      ) : (
        <TableFrame label={t('Locations (scrolls sideways)')}>
          <Table>
            <VisuallyHidden as="caption">{t('Where {company} has its orders shipped', { company: company.name })}</VisuallyHidden>
            <TableHead columns={[t('Location'), t('Address'), t('Phone')]} />
            <tbody>
              {company.locations.map((location) => (
                <tr key={location._id}>
                  <td>{location.name}</td>
                  <td lang={textLang(location.address)}>{location.address}</td>
                  <td>{location.phone}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableFrame>
      )}
    </section>
  );
}
