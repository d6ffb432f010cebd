import { useMemo } from 'react';
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { t, useToast } from '@storefront/shared';
import { TextField, zodValidator } from '@storefront/shared/forms';
import { companyDetailsBody, type Company, type CompanyDetailsBody } from '@storefront/shared/schemas';
import { Button, ErrorText } from '@storefront/shared/ui';
import { saveCompany } from '../api/company';
import { submissionErrors } from '../../../components/ApiFormDialog';
import { Panel } from './layout';

const validate = zodValidator<CompanyDetailsBody>(companyDetailsBody);

/** The company's own details: name, tax number (BIN/VAT) and billing address. */
export function DetailsForm({ company, onSaved }: { company: Company; onSaved: () => Promise<unknown> }) {
  const toast = useToast();
  const initialValues = useMemo<CompanyDetailsBody>(
    () => ({ name: company.name, taxNumber: company.taxNumber, billingAddress: company.billingAddress }),
    [company.name, company.taxNumber, company.billingAddress],
  );
  const onSubmit = async (values: CompanyDetailsBody): Promise<SubmissionErrors | void> => {
    try {
      await saveCompany({ name: values.name, taxNumber: values.taxNumber ?? '', billingAddress: values.billingAddress ?? '' });
      await onSaved();
      toast.success(t('The company’s details were saved.'));
    } catch (error) {
      return submissionErrors(error, t('The company’s details could not be saved.'));
    }
  };
  return (
    <Panel aria-labelledby="company-details-title">
      <h2 id="company-details-title">{t('Details')}</h2>
      <Form<CompanyDetailsBody> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-labelledby="company-details-title">
            <TextField id="company-name" name="name" label={t('Company name')} autoComplete="organization" />
            <TextField id="company-tax-number" name="taxNumber" label={t('Tax number (BIN/VAT)')} autoComplete="off" hint={t('Optional')} />
            <TextField id="company-billing-address" name="billingAddress" label={t('Billing address')} multiline hint={t('Optional')} />
            {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
            <Button type="submit" disabled={submitting}>
              {submitting ? t('Saving…') : t('Save details')}
            </Button>
          </form>
        )}
      </Form>
    </Panel>
  );
}
