import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { loadSharp } from './sharp.js';
import { IMAGE_MAX_PIXELS } from './upload.service.js';

/** Widths the web app asks for (client/src/ui/imageSizes.ts's IMAGE_WIDTHS); a fixed set keeps the cache bounded. */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 960] as const;

/** Resized copies live here, inside UPLOAD_DIR but never served at their own path. */
export const VARIANTS_FOLDER = '.variants';

/**
 * The only uploads that have variants: names this shop generates itself, i.e. the upload service's random names
 * (catalog/, avatars/) and the seed's `<kind>-<slug>.webp`. Anything else, including any `..`, `%` or extra
 * segment, is refused before the path reaches the file system.
 */
const VARIANT_SOURCE = /^\/uploads\/((?:catalog|avatars)\/[0-9a-f]{32}\.webp|seed\/(?:category|subcategory|product)-[a-z0-9]+(?:-[a-z0-9]+)*\.webp)$/;

// Small images are looked at closely (product tiles); 80 keeps edges clean while a 320 px tile stays a few KB.
const WEBP_OPTIONS = { quality: 80, effort: 4 } as const;

const BAD_WIDTH = `The w parameter must be one of ${IMAGE_VARIANT_WIDTHS.join(', ')} (pixels).`;

/** The variant width a `w` query asks for: a number from the allowed set, undefined for no `w`, or null when not allowed. */
export function variantWidth(values: string[] | undefined): number | undefined | null {
  if (!values || values.length === 0) return undefined;
  if (values.length > 1) return null;
  const width = IMAGE_VARIANT_WIDTHS.find((allowed) => String(allowed) === values[0]);
  return width ?? null;
}

/** The upload-relative path ("seed/product-rice-1kg.webp") of a request path that may have variants, or null. */
export function variantSource(requestPath: string): string | null {
  return VARIANT_SOURCE.exec(requestPath)?.[1] ?? null;
}

/**
 * Makes (once) and caches the WebP of an upload at a width, and returns the cached file's path; null when the
 * original does not exist. A cached file older than its original is made again. Callers in this process share
 * one encoding per variant; other processes may race, but each writes a temporary file and renames it into
 * place, so a reader only ever sees a whole image.
 */
export function imageVariantStore(uploadDir: string): (source: string, width: number) => Promise<string | null> {
  const inFlight = new Map<string, Promise<string | null>>();

  async function make(source: string, width: number): Promise<string | null> {
    const original = join(uploadDir, source);
    const target = join(uploadDir, VARIANTS_FOLDER, String(width), source);
    const originalStats = await stat(original).catch(() => null);
    if (!originalStats?.isFile()) return null;
    const cached = await stat(target).catch(() => null);
    if (cached && cached.mtimeMs >= originalStats.mtimeMs) return target;

    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
    try {
      const sharp = await loadSharp();
      const image = sharp(original, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });
      const metadata = await image.metadata();
      // Never enlarged: an original no wider than asked is already the best answer, and re-encoding it would only lose quality.
      if (metadata.format === 'webp' && (metadata.width ?? Infinity) <= width) await copyFile(original, temporary);
      else await image.resize({ width, withoutEnlargement: true }).webp(WEBP_OPTIONS).toFile(temporary);
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    return target;
  }

  return (source, width) => {
    const key = `${width}/${source}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = make(source, width).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}

/**
 * GET /uploads/<file>?w=<width>: the upload resized to an allowed width as WebP (made once, then served from the
 * disk cache with the same headers as the original). No `w` passes the request on to the originals; a `w` outside
 * the set is a 400, a name the shop did not generate or a missing original a 404.
 */
export function imageVariants(uploadDir: string, logger: Logger): MiddlewareHandler {
  const variantFor = imageVariantStore(uploadDir);
  return async (c, next) => {
    // The cache is an implementation detail; its files are reached only through ?w=.
    if (c.req.path.startsWith(`/uploads/${VARIANTS_FOLDER}/`)) return c.text('Not found', 404);
    const width = variantWidth(c.req.queries('w'));
    if (width === undefined) return next();
    if (width === null) return c.text(BAD_WIDTH, 400);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const source = variantSource(c.req.path);
    if (!source) return c.text('Not found', 404);

    let file: string | null;
    try {
      file = await variantFor(source, width);
    } catch (error) {
      // A picture the resizer cannot read is still worth showing at full size rather than not at all.
      logger.warn({ err: error, source, width }, 'image variant could not be made; serving the original');
      file = join(uploadDir, source);
    }
    if (!file) return c.text('Not found', 404);
    return serveStatic({ path: file })(c, next);
  };
}
