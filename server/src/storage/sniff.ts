/** The image types an upload may be, told apart by their first bytes (never by name or declared type). */
export type ImageKind = { ext: 'png' | 'jpg' | 'webp' | 'gif'; mime: string };

const KINDS = {
  png: { ext: 'png', mime: 'image/png' },
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  webp: { ext: 'webp', mime: 'image/webp' },
  gif: { ext: 'gif', mime: 'image/gif' },
} as const satisfies Record<string, ImageKind>;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** PNG, JPEG, WebP or GIF by magic number; `undefined` for anything else (SVG included: it can carry script). */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && bytes.length > 24) return KINDS.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes.length > 4) return KINDS.jpg;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8)) return KINDS.webp;
  if ((startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) && bytes.length > 13) return KINDS.gif;
  return undefined;
}

/** The type each stored file is served as: the pictures, and an SVG drawing stored once made safe (never an upload as it came). */
export const MIME_BY_EXT: Record<string, string> = {
  ...Object.fromEntries(Object.values(KINDS).map((kind) => [kind.ext, kind.mime])),
  svg: 'image/svg+xml',
};
