import { t, useApi } from '@storefront/shared';
import { PAYMENT_TERMS_LABEL, type Company } from '@storefront/shared/schemas';
import { EmptyState, ErrorState, Lead, PageTitle, Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import { COMPANY_KEY } from '../api/company';
import { DetailsForm } from './DetailsForm';
import { InvitationsSection } from './InvitationsSection';
import { LocationsSection } from './LocationsSection';
import { MembersSection } from './MembersSection';

/**
 * Company (`/dashboard/company`, company admins): the company's details, its locations, its
 * members with their roles and spending limits, and invitations. The API refuses anything else
 * to anyone but a company admin of this company.
 */
export default function CompanyPage() {
  const company = useApi<Company | null>(COMPANY_KEY);
  const reload = () => company.mutate();

  if (company.error) {
    return (
      <>
        <PageTitle>{t('Company')}</PageTitle>
        <ErrorState title={t('Your company could not be loaded')} message={company.error.message} onRetry={() => void reload()} />
      </>
    );
  }
  if (company.data === undefined) {
    return (
      <div role="status">
        <VisuallyHidden>{t('Loading your company')}</VisuallyHidden>
        <Skeleton $height="2.2rem" $width="50%" />
        <Skeleton $height="12rem" style={{ marginTop: 24 }} />
      </div>
    );
  }
  const data = company.data;
  if (data === null) {
    return (
      <>
        <PageTitle>{t('Company')}</PageTitle>
        <EmptyState title={t('You do not belong to a company')}>
          <p>{t('A company admin can invite you by e-mail.')}</p>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PageTitle>{t('Company')}</PageTitle>
      <Lead style={{ textAlign: 'left', margin: '0 0 24px' }}>
        {data.name} · {t('Payment terms: {terms}.', { terms: t(PAYMENT_TERMS_LABEL[data.paymentTerms]) })}
        {data.poRequired ? ` ${t('Every order needs a PO reference.')}` : ''}
      </Lead>
      <DetailsForm company={data} onSaved={reload} />
      <LocationsSection locations={data.locations} onChanged={reload} />
      <MembersSection members={data.members} companyName={data.name} onChanged={reload} />
      <InvitationsSection invitations={data.invitations} onChanged={reload} />
    </>
  );
}
