import { callApi, endpoints } from '@storefront/shared';
import { uploadImage } from '@storefront/shared/images';
import type { PartBody } from '@storefront/shared/schemas';

/** Uploads the part's picture to the API's image store: its URL, for the part. */
export const uploadPartImage = (file: File): Promise<string> => uploadImage(file);

/** Adds a part to the catalogue (its picture uploaded first). */
export function addPart(body: PartBody) {
  return callApi(endpoints.addPart, { body });
}
