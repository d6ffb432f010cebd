import { apiPath, callApi } from '@storefront/shared';
import { companyEndpoints } from '@storefront/shared/endpoints';
import { adminCompanyBody, issuesToFields, PAYMENT_TERMS, type AdminCompanyBody, type CompanyAdminView, type PaymentTerms } from '@storefront/shared/schemas';

/** The storefront admin's calls for companies (docs/companies.md): list, add, read and edit one. */

/** A company's page reads it by its id: its details, members, locations and credit. */
export const companyKey = (id: string) => apiPath(companyEndpoints.getCompany, { id });

/** Adds a company; the API invites its first company admin by e-mail. */
export const addCompany = (body: AdminCompanyBody) => callApi(companyEndpoints.addCompany, { body });
export const editCompany = (id: string, body: AdminCompanyBody) => callApi(companyEndpoints.editCompany, { params: { id }, body });

/** The company form as typed: every field text, the terms one of the four, "PO reference required" a box. */
export interface CompanyValues {
  name: string;
  taxNumber: string;
  billingAddress: string;
  paymentTerms: PaymentTerms;
  creditLimit: string;
  poRequired: boolean;
  /** Adding only: the first company admin's e-mail. */
  adminEmail: string;
}

export type CompanyErrors = Partial<Record<keyof CompanyValues | 'form', string>>;

export const emptyCompany: CompanyValues = {
  name: '',
  taxNumber: '',
  billingAddress: '',
  paymentTerms: 'prepaid',
  creditLimit: '0',
  poRequired: false,
  adminEmail: '',
};

/** A company's values in the form. */
export function companyValues(company: CompanyAdminView): CompanyValues {
  return {
    name: company.name,
    taxNumber: company.taxNumber,
    billingAddress: company.billingAddress,
    paymentTerms: PAYMENT_TERMS.includes(company.paymentTerms) ? company.paymentTerms : 'prepaid',
    creditLimit: String(company.creditLimit),
    poRequired: company.poRequired,
    adminEmail: '',
  };
}

/**
 * The form's values as the API's body, or each field's message: the API's own rules. Adding asks
 * for the first company admin's e-mail; editing sends none.
 */
export function companyRequest(values: CompanyValues, adding: boolean): { body: AdminCompanyBody } | { errors: CompanyErrors } {
  const credit = values.creditLimit.trim();
  const input = {
    name: values.name,
    taxNumber: values.taxNumber,
    billingAddress: values.billingAddress,
    paymentTerms: values.paymentTerms,
    creditLimit: credit === '' ? 0 : Number(credit.replace(/,/g, '')),
    poRequired: values.poRequired,
    ...(adding ? { adminEmail: values.adminEmail } : {}),
  };
  const parsed = adminCompanyBody.safeParse(input);
  if (!parsed.success) return { errors: issuesToFields(parsed.error.issues) as CompanyErrors };
  return { body: parsed.data };
}
