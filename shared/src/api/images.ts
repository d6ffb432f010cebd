// The core through its package name: this entry is bundled by the apps that upload (account,
// admin), the core is the one copy the shell shares; no page of the shell needs it.
import { callApi, endpoints } from '@storefront/shared';

/**
 * Uploads an image first, as every image-bearing form does (spec section 4), and returns its
 * URL. Unlike the original, a failed upload throws so the form can say so.
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const result = await callApi(endpoints.uploadImage, { body: form });
  if (!result?.success || !result.data?.url) throw new Error('The image could not be uploaded.');
  return result.data.url;
}
