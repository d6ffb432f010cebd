import { useState, type FormEvent } from 'react';
import { ApiError } from '@storefront/shared';
import type { CompanyAdminView } from '@storefront/shared/schemas';
import { Button, Dialog, DialogActions, ErrorText } from '@storefront/shared/ui';
import { addCompany, companyRequest, emptyCompany, type CompanyErrors, type CompanyValues } from '../api/companies';
import { CompanyFields } from './CompanyFields';

/** "Add company": its details, terms and credit, and the first company admin, whom the API invites by e-mail. */
export function AddCompanyDialog({ onClose, onAdded }: { onClose(): void; onAdded(company: CompanyAdminView): void }) {
  const [values, setValues] = useState<CompanyValues>(emptyCompany);
  const [errors, setErrors] = useState<CompanyErrors>({});
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const request = companyRequest(values, true);
    if ('errors' in request) return setErrors(request.errors);
    setErrors({});
    setBusy(true);
    try {
      onAdded(await addCompany(request.body));
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields) setErrors(cause.fields as CompanyErrors);
      else setErrors({ form: `Could not add the company: ${(cause as Error).message}` });
      setBusy(false);
    }
  };

  return (
    <Dialog title="Add company" onClose={onClose}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <CompanyFields values={values} errors={errors} adding onChange={setValues} />
        {errors.form && <ErrorText role="alert">{errors.form}</ErrorText>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding…' : 'Add company'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
