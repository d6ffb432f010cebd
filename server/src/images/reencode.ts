import sharp from 'sharp';
import type { ImageKind } from '../storage/sniff';

/** Largest width or height an upload may have; larger ones are refused (400). */
export const MAX_UPLOAD_SIDE = 4096;
/** Longest side of the stored, web-sized picture. */
const WEB_SIDE = 1600;

export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 415,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export interface Reencoded {
  /** The picture to store, in the upload's format: rotated upright, no metadata, at most WEB_SIDE. */
  main: { bytes: Buffer; ext: ImageKind['ext'] };
  /** The same picture as WebP, for browsers that accept it (none when the upload is WebP already). */
  webp?: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an upload with sharp (libvips): what is stored never carries the sender's
 * metadata (EXIF with GPS position, camera, comments: sharp writes none unless asked), is
 * turned upright from its EXIF orientation, and is sized for the web. Animated GIFs keep their
 * frames. Throws ImageRejectedError for pictures that are too large or cannot be decoded.
 */
export async function reencodeImage(bytes: Buffer, kind: ImageKind): Promise<Reencoded> {
  const animated = kind.ext === 'gif' || kind.ext === 'webp';
  // Refuse decompression bombs before decoding: the header alone tells the size.
  const meta = await sharp(bytes, { animated, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRejectedError('The image could not be read: upload a PNG, JPEG, WebP or GIF picture', 415);
    });
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (!width || !height) throw new ImageRejectedError('The image could not be read: upload a PNG, JPEG, WebP or GIF picture', 415);
  if (width > MAX_UPLOAD_SIDE || height > MAX_UPLOAD_SIDE) {
    throw new ImageRejectedError(`The image is ${width} × ${height} pixels: pictures up to ${MAX_UPLOAD_SIDE} × ${MAX_UPLOAD_SIDE} can be uploaded`, 400);
  }

  const upright = () =>
    sharp(bytes, { animated, limitInputPixels: MAX_UPLOAD_SIDE * MAX_UPLOAD_SIDE * (meta.pages ?? 1) })
      .rotate()
      .resize({ width: WEB_SIDE, height: WEB_SIDE, fit: 'inside', withoutEnlargement: true });
  try {
    const encoders = {
      png: () => upright().png({ compressionLevel: 9, adaptiveFiltering: true }),
      jpg: () => upright().jpeg({ quality: 82, mozjpeg: true }),
      webp: () => upright().webp({ quality: 80 }),
      gif: () => upright().gif(),
    } as const;
    const { data, info } = await encoders[kind.ext]().toBuffer({ resolveWithObject: true });
    const webp = kind.ext === 'webp' ? undefined : await upright().webp({ quality: 80 }).toBuffer();
    return {
      main: { bytes: data, ext: kind.ext },
      // A WebP that is not smaller than the original is not worth sending.
      webp: webp && webp.length < data.length ? webp : undefined,
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError('The image could not be read: upload a PNG, JPEG, WebP or GIF picture', 415);
  }
}
