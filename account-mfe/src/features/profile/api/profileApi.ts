import { type Language, type Profile, apiPath, callApi, endpoints, t } from '@storefront/shared';
import { companyEndpoints } from '@storefront/shared/endpoints';
import { uploadImage } from '@storefront/shared/images';
import { profileFormSchema } from '@storefront/shared/schemas';

/** How many orders wait for the reader's approval: the first page of Approvals, one order long (its `total`). */
export const approvalsWaitingKey = `${apiPath(companyEndpoints.approvals)}?limit=1`;

/** What the update form holds: typed text and the image (a new file, or the stored URL). */
export interface ProfileFormValues {
  name?: string;
  education?: string;
  location?: string;
  phone?: string;
  linkedin?: string;
  img?: File | string;
}

export class ImageUploadError extends Error {
  constructor(cause: unknown) {
    super(t('The photo could not be uploaded: {reason}', { reason: (cause as Error)?.message ?? t('unknown error') }));
    this.name = 'ImageUploadError';
  }
}

/**
 * Spec section 4: the image is uploaded first, then the profile is saved with the returned URL.
 * Unlike the original, a failed upload is an error the form reports (ImageUploadError).
 */
export async function saveProfile(email: string, values: ProfileFormValues): Promise<Profile> {
  const parsed = profileFormSchema.parse(values);
  let img: string;
  if (typeof values.img === 'string') img = values.img;
  else {
    try {
      img = await uploadImage(values.img as File);
    } catch (cause) {
      throw new ImageUploadError(cause);
    }
  }
  const profile: Profile = {
    name: parsed.name ?? '',
    email,
    education: parsed.education ?? '',
    phone: parsed.phone,
    location: parsed.location,
    linkedin: parsed.linkedin ?? '',
    img,
  };
  await callApi(endpoints.saveProfile, { params: { email }, body: profile });
  return profile;
}

/** Keeps the account's language: its pages, e-mails and invoices follow it (PUT /user/language). */
export async function saveLanguage(language: Language): Promise<void> {
  await callApi(endpoints.setLanguage, { body: { language } });
}
