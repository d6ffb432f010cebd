import { t } from '@storefront/shared';
import type { CompanyAdminView } from '@storefront/shared/schemas';
import { FormDialog } from '@storefront/shared/ui';
import { useFormSave } from '../../../components/useFormSave';
import { addCompany, companyRequest, emptyCompany, type CompanyErrors } from '../api/companies';
import { CompanyFields } from './CompanyFields';

/** "Add company": its details, terms and credit, and the first company admin, whom the API invites by e-mail. */
export function AddCompanyDialog({ onClose, onAdded }: { onClose(): void; onAdded(company: CompanyAdminView): void }) {
  const form = useFormSave({
    initial: emptyCompany,
    request: (values) => companyRequest(values, true),
    send: addCompany,
    onSaved: onAdded,
    failure: t('Could not add the company'),
  });
  const errors: CompanyErrors = form.errors;
  return (
    <FormDialog
      title={t('Add company')}
      onClose={onClose}
      onSubmit={form.save}
      busy={form.busy}
      submitLabel={t('Add company')}
      busyLabel={t('Adding…')}
      error={errors.form}
    >
      <CompanyFields values={form.values} errors={errors} adding onChange={form.setValues} />
    </FormDialog>
  );
}
