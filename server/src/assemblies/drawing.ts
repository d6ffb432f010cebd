import type { FastifyRequest } from 'fastify';
import { PARTS_BOOK_LIMITS, partsBookMessages } from '@storefront/shared/schemas';
import { badRequest, HttpError } from '../http/errors';
import { ImageRejectedError, reencodeImage } from '../images/reencode';
import { readUploadedFile } from '../images/upload';
import type { ImageStore } from '../storage/image-store';
import { sniffImage } from '../storage/sniff';
import { looksLikeSvg, sanitizeSvg, SvgTooComplexError, SvgTooSlowError, SvgUnreadableError } from './svg';

/** A stored drawing: its name in the image store and its size in its own units. */
export interface StoredDrawing {
  name: string;
  width: number;
  height: number;
}

const unsupported = () => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', partsBookMessages.drawingTypes, { drawing: partsBookMessages.drawingTypes });
const unreadable = () => badRequest(partsBookMessages.drawingUnreadable, { drawing: partsBookMessages.drawingUnreadable });
const refusedSvg = (message: string) => badRequest(message, { drawing: message });
const tooSlow = () => new HttpError(422, 'DRAWING_TOO_COMPLEX', partsBookMessages.drawingTooSlow, { drawing: partsBookMessages.drawingTooSlow });

/**
 * An assembly's drawing from a multipart upload (field "drawing"), stored in the image store: an
 * SVG made safe (`svg.ts`, in a worker thread), sized by its viewBox; a PNG or JPEG through the
 * part images' pipeline (re-encoded without metadata, web-sized, with a WebP copy), sized by its
 * pixels. Anything else is refused (415); an SVG that tells no size, nests too deep or has too
 * many elements too (400), and one that takes too long to make safe (422).
 */
export async function storeDrawing(request: FastifyRequest, images: ImageStore, deadlineMs?: number): Promise<StoredDrawing> {
  const bytes = await readUploadedFile(request, { name: 'drawing', maxBytes: PARTS_BOOK_LIMITS.drawingBytes, required: partsBookMessages.drawingRequired });
  const kind = sniffImage(bytes);
  if (kind) {
    if (kind.ext !== 'png' && kind.ext !== 'jpg') throw unsupported();
    const picture = await reencodeImage(bytes, kind).catch((error: unknown) => {
      if (error instanceof ImageRejectedError) {
        throw error.status === 415 ? unsupported() : badRequest(error.message, { drawing: error.message });
      }
      throw error;
    });
    const name = await images.put(picture.main.bytes, picture.main.ext);
    if (picture.webp) await images.put(picture.webp, 'webp', name.slice(0, name.lastIndexOf('.')));
    return { name, width: picture.width, height: picture.height };
  }
  if (!looksLikeSvg(bytes)) throw unsupported();
  const safe = await sanitizeSvg(bytes.toString('utf8'), { deadlineMs }).catch((error: unknown) => {
    if (error instanceof SvgUnreadableError) throw unreadable();
    if (error instanceof SvgTooComplexError) {
      throw refusedSvg(error.excess === 'depth' ? partsBookMessages.drawingTooDeep : partsBookMessages.drawingTooManyElements);
    }
    if (error instanceof SvgTooSlowError) throw tooSlow();
    throw error;
  });
  const name = await images.put(Buffer.from(safe.svg, 'utf8'), 'svg');
  return { name, width: safe.width, height: safe.height };
}
