import { createReadStream } from 'node:fs';
import { endpoints } from '@storefront/shared/endpoints';
import { route } from '../http/route';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { SEED_IMAGES_DIR } from '../paths';
import { badRequest, HttpError, notFound } from '../http/errors';
import { MIME_BY_EXT, sniffImage } from '../storage/sniff';
import { STORED_NAME } from '../storage/image-store';
import { ImageRejectedError, MAX_UPLOAD_SIDE, reencodeImage } from './reencode';
import { readUploadedFile } from './upload';

const tags = ['images'];
const SEED_NAME = /^[a-z0-9-]+\.svg$/;
/** What a stored SVG (a parts book's drawing, made safe on upload) may do when opened. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** Image upload (replaces the third-party host of the original) and serving of uploads and seed images. */
export async function imagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config, images } = ctx;

  route(
    app,
    endpoints.uploadImage,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Upload an image (multipart field "image"; PNG, JPEG, WebP or GIF, sniffed from the bytes)',
        description: `Re-encoded before it is stored: metadata removed, turned upright, at most 1600 px on its longest side, with a WebP copy served to browsers that accept it. Pictures over ${MAX_UPLOAD_SIDE} px on a side are refused (400).`,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request, { name: 'image', maxBytes: config.maxImageBytes, required: messages.imageRequired });
      const kind = sniffImage(bytes);
      if (!kind) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.imageTypes, { image: messages.imageTypes });
      // What is stored is re-encoded: no metadata (GPS of a phone photo), upright, web-sized.
      const picture = await reencodeImage(bytes, kind).catch((error: unknown) => {
        if (error instanceof ImageRejectedError) {
          throw error.status === 415
            ? new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', error.message, { image: error.message })
            : badRequest(error.message, { image: error.message });
        }
        throw error;
      });
      const name = await images.put(picture.main.bytes, picture.main.ext);
      if (picture.webp) await images.put(picture.webp, 'webp', name.slice(0, name.lastIndexOf('.')));
      return { success: true, data: { url: `${config.publicUrl}/images/${name}` } };
    },
  );

  route<{ Params: { file: string } }>(
    app,
    endpoints.seedImage,
    { schema: { tags, summary: 'A sample image shipped with the product' } },
    async (request, reply) => {
      const { file } = request.params;
      if (!SEED_NAME.test(file)) throw notFound('No such image');
      const fullPath = path.join(SEED_IMAGES_DIR, file);
      const info = await stat(fullPath).catch(() => undefined);
      if (!info?.isFile()) throw notFound('No such image');
      // Our own SVGs, but an SVG opened on its own is a document: give it no powers.
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return sendImage(reply, createReadStream(fullPath), 'image/svg+xml', info.size, 'public, max-age=86400');
    },
  );

  route<{ Params: { file: string } }>(
    app,
    endpoints.image,
    { schema: { tags, summary: 'An uploaded image (content-addressed, cached for a year)' } },
    async (request, reply) => {
      const { file } = request.params;
      if (!STORED_NAME.test(file)) throw notFound('No such image');
      const dot = file.lastIndexOf('.');
      const ext = file.slice(dot + 1);
      // An SVG opened on its own is a document: its inline styles and embedded pictures only, no powers.
      reply.header('Content-Security-Policy', ext === 'svg' ? SVG_POLICY : "default-src 'none'; sandbox");
      if (ext !== 'webp' && ext !== 'svg') {
        // The stored WebP copy for browsers that accept it (the same picture, fewer bytes).
        reply.header('Vary', 'Accept');
        if (/\bimage\/webp\b/.test(String(request.headers.accept ?? ''))) {
          const webp = await images.open(`${file.slice(0, dot)}.webp`);
          if (webp) return sendImage(reply, webp.stream, 'image/webp', webp.size, 'public, max-age=31536000, immutable');
        }
      }
      const found = await images.open(file);
      if (!found) throw notFound('No such image');
      return sendImage(reply, found.stream, MIME_BY_EXT[ext] ?? 'application/octet-stream', found.size, 'public, max-age=31536000, immutable');
    },
  );
}

function sendImage(reply: FastifyReply, stream: NodeJS.ReadableStream, type: string, size: number, cacheControl: string) {
  return reply
    .header('Content-Type', type)
    .header('Content-Length', size)
    .header('Cache-Control', cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .send(stream);
}
