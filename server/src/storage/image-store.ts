import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded images live. Names are content addresses (sha256 + extension), so a stored file
 * never changes and can be cached forever. A folder by default; an S3-compatible bucket
 * (`s3-image-store.ts`) when the API runs as several replicas, so that any of them serves any image.
 */
export interface ImageStore {
  /**
   * Stores the bytes and returns the file name (`<sha256>.<ext>`). Storing the same bytes twice
   * is a no-op. With `base`, the name is `<base>.<ext>`: another encoding of the picture `base`.
   */
  put(bytes: Buffer, ext: string, base?: string): Promise<string>;
  /** A stream of a stored file, or `undefined` when there is none. */
  open(name: string): Promise<{ stream: Readable; size: number } | undefined>;
}

/** A stored file's name: pictures, and the parts book's drawings made safe (`.svg`, `assemblies/drawing.ts`). */
export const STORED_NAME = /^[a-f0-9]{64}\.(png|jpg|webp|gif|svg)$/;

export function folderImageStore(dir: string): ImageStore {
  let ready: Promise<unknown> | undefined;
  return {
    async put(bytes, ext, base) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const name = `${base ?? createHash('sha256').update(bytes).digest('hex')}.${ext}`;
      if (!STORED_NAME.test(name)) throw new Error(`not a stored image name: ${name}`);
      const target = path.join(dir, name);
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (!exists) {
        // Write then rename, so a reader never sees half a file.
        const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(temp, bytes);
        await rename(temp, target);
      }
      return name;
    },
    async open(name) {
      if (!STORED_NAME.test(name)) return undefined;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { stream: createReadStream(file), size: info.size };
    },
  };
}
