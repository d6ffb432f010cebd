import { callApi } from './client';
import { endpoints } from './endpoints';

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
