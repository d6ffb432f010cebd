import { apiPath, companyEndpoints } from '@storefront/shared/endpoints';
import { callApi } from '@storefront/shared';
import { COMPANY_ROLE_LABEL, COMPANY_ROLES } from '@storefront/shared/schemas';
import type {
  Company,
  CompanyDetailsBody,
  CompanyInvitation,
  CompanyLocation,
  CompanyMember,
  CompanyRole,
  InvitationBody,
  LocationBody,
  MemberBody,
} from '@storefront/shared/schemas';

/** The caller's company (SWR key): its details, locations, members and invitations. */
export const COMPANY_KEY = apiPath(companyEndpoints.myCompany);

/** What an invitation's link shows before it is accepted (SWR key). */
export const invitationKey = (token: string) => apiPath(companyEndpoints.previewInvitation, { token });

export const saveCompany = (body: CompanyDetailsBody): Promise<Company> => callApi(companyEndpoints.saveCompany, { body });

export const addLocation = (body: LocationBody): Promise<CompanyLocation> => callApi(companyEndpoints.addLocation, { body });

export const editLocation = (id: string, body: LocationBody): Promise<CompanyLocation> => callApi(companyEndpoints.editLocation, { params: { id }, body });

export const removeLocation = (id: string) => callApi(companyEndpoints.removeLocation, { params: { id } });

export const invite = (body: InvitationBody): Promise<CompanyInvitation> => callApi(companyEndpoints.invite, { body });

export const cancelInvitation = (id: string) => callApi(companyEndpoints.cancelInvitation, { params: { id } });

export const setMember = (id: string, body: MemberBody): Promise<CompanyMember> => callApi(companyEndpoints.setMember, { params: { id }, body });

export const removeMember = (id: string) => callApi(companyEndpoints.removeMember, { params: { id } });

export const acceptInvitation = (token: string): Promise<Company> => callApi(companyEndpoints.acceptInvitation, { params: { token }, body: { token } });

/** A limit as typed: blank is no limit (null); anything else the number it reads as (NaN when it is not one). */
export function limitFromInput(value: string | undefined): number | null {
  const text = (value ?? '').trim().replace(/,/g, '');
  return text === '' ? null : Number(text);
}

/** A limit in a form's field: blank for none. */
export const limitToInput = (value: number | null): string => (value === null ? '' : String(value));

/** A role's choices in a select, in the order the roles are named. */
export const ROLE_CHOICES: { value: CompanyRole; label: string }[] = COMPANY_ROLES.map((value) => ({ value, label: COMPANY_ROLE_LABEL[value] }));
