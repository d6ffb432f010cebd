import { callApi, endpoints } from '@storefront/shared';
import { uploadImage } from '@storefront/shared/images';
import type { ReviewBody } from '@storefront/shared/schemas';

/** Uploads the reviewer's photo to the API's image store: its URL, for the review. */
export const uploadReviewPhoto = (file: File): Promise<string> => uploadImage(file);

/** Adds a review of the company (its photo uploaded first). */
export function addReview(body: ReviewBody) {
  return callApi(endpoints.addReview, { body });
}
