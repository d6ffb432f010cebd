import type { FastifyRequest } from 'fastify';
import { imageTooLarge } from '@storefront/shared/schemas';
import { badRequest, HttpError } from '../http/errors';

/** One uploaded file's field: its name, the byte limit and the messages the form shows under it. */
export interface UploadField {
  /** The multipart field the file comes in ("image", "drawing"). */
  name: string;
  maxBytes: number;
  /** No file, or an empty one. */
  required: string;
}

/**
 * The bytes of the one file of a multipart upload, read whole (within `field.maxBytes`). Every
 * mistake is the client's, answered with its status and the message under the field: not
 * multipart (415), no file or another field (400), too large (413), a malformed body (400).
 */
export async function readUploadedFile(request: FastifyRequest, field: UploadField): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the ${field.name} as multipart/form-data with the field "${field.name}"`);
  }
  const file = await request.file({ limits: { fileSize: field.maxBytes, files: 1, fields: 10, parts: 12 } }).catch((error: { statusCode?: number }) => {
    // busboy's own complaints (no boundary, truncated body) carry no status: they are bad requests.
    if (typeof error?.statusCode === 'number') throw error;
    throw badRequest('The multipart body is malformed');
  });
  if (!file) throw badRequest(field.required, { [field.name]: field.required });
  if (file.fieldname !== field.name) {
    file.file.resume();
    throw badRequest(`Send the ${field.name} in the field "${field.name}"`, { [field.name]: field.required });
  }
  const bytes = await file.toBuffer().catch((error: { statusCode?: number }) => {
    if (error?.statusCode === 413)
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', imageTooLarge(field.maxBytes), { [field.name]: imageTooLarge(field.maxBytes) });
    if (typeof error?.statusCode === 'number') throw error;
    throw badRequest('The multipart body is malformed');
  });
  if (bytes.length === 0) throw badRequest(field.required, { [field.name]: field.required });
  return bytes;
}
