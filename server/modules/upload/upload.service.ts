import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type RequestContext, requireAdmin, requireViewer } from '../../context.js';
import { ConflictError, ValidationError } from '../../errors.js';
import type { User } from '../../generated/prisma/client.js';
import { parseInput } from '../../lib/validation.js';
import { type ImageUploadInput, imageUploadInput } from './upload.inputs.js';
import { loadSharp } from './sharp.js';

/** Each purpose is a sub-folder of UPLOAD_DIR and a path under /uploads. */
export type ImagePurpose = 'avatars' | 'catalog';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** Stored images fit inside this square; smaller ones keep their size. */
export const IMAGE_MAX_SIDE = 1200;
/** Decoding stops above this many pixels, however few bytes the file has (a 20000 x 20000 PNG is refused). */
export const IMAGE_MAX_PIXELS = 40_000_000;

const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP or GIF images are accepted';
const UNREADABLE = 'The image could not be read. Please upload a valid JPEG, PNG, WebP or GIF image.';
const STORED_NAME = /^[0-9a-f]{32}\.webp$/;

export interface StoredImage {
  url: string;
  path: string;
}

/** The accepted image format a file's first bytes announce, or null; the name and declared type are ignored. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Checks an uploaded image by its content, re-encodes it (EXIF orientation applied, then every piece of
 * metadata such as GPS location dropped) as WebP inside 1200 x 1200, and stores it under a random name of
 * our own in the purpose's folder. The raw upload is never kept or served.
 */
export async function storeImage(context: RequestContext, file: File, purpose: ImagePurpose): Promise<StoredImage> {
  const maxBytes = context.config.UPLOAD_MAX_BYTES;
  if (file.size === 0) throw new ValidationError('The file is empty. Please choose an image.', 'file');
  if (file.size > maxBytes) throw new ValidationError(`The image is larger than ${megabytes(maxBytes)}`, 'file');
  const bytes = Buffer.from(await file.arrayBuffer());
  // The declared size comes from the request; the bytes actually read are what count.
  if (bytes.length === 0) throw new ValidationError('The file is empty. Please choose an image.', 'file');
  if (bytes.length > maxBytes) throw new ValidationError(`The image is larger than ${megabytes(maxBytes)}`, 'file');
  const format = sniffImageFormat(bytes);
  if (!format) throw new ValidationError(NOT_AN_IMAGE, 'file');

  const encoded = await reencode(context, bytes, format);
  const directory = join(resolve(context.config.UPLOAD_DIR), purpose);
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const path = join(directory, name);
  await writeFile(path, encoded, { flag: 'wx' });
  return { url: `/uploads/${purpose}/${name}`, path };
}

/** Stores an admin's catalogue image (category, sub-category or product) and returns its URL. */
export async function uploadImage(context: RequestContext, rawInput: ImageUploadInput): Promise<{ url: string }> {
  const admin = requireAdmin(context);
  const { file } = parseInput(imageUploadInput, rawInput);
  await context.rateLimits.consume(context.rateLimits.uploadsPerAccount, admin.id);
  const { url } = await storeImage(context, file, 'catalog');
  return { url };
}

/** Replaces the signed-in user's avatar with an uploaded image; their previous uploaded avatar file is deleted. */
export async function updateAvatar(context: RequestContext, rawInput: ImageUploadInput): Promise<User> {
  const viewer = requireViewer(context);
  const { file } = parseInput(imageUploadInput, rawInput);
  // Decoding images is the costly part, so the point is taken before it.
  await context.rateLimits.consume(context.rateLimits.uploadsPerAccount, viewer.id);
  const stored = await storeImage(context, file, 'avatars');
  const db = context.db.prisma;
  let previous: string | null | undefined;
  try {
    // Compare-and-set on the avatar read just before: when two uploads race, each replaces exactly the
    // file it saw, so no file is deleted while in use and none is left behind.
    for (let attempt = 0; attempt < 5 && previous === undefined; attempt += 1) {
      const { avatar } = await db.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { avatar: true } });
      const swapped = await db.user.updateMany({ where: { id: viewer.id, avatar }, data: { avatar: stored.url } });
      if (swapped.count === 1) previous = avatar;
    }
    if (previous === undefined) throw new ConflictError('Your picture was changed at the same time. Please try again.', 'file');
  } catch (error) {
    // The new file was never referenced; it goes rather than lingering unused.
    await unlink(stored.path).catch(() => undefined);
    throw error;
  }
  await deleteStoredAvatar(context, previous);
  return db.user.findUniqueOrThrow({ where: { id: viewer.id } });
}

async function reencode(context: RequestContext, bytes: Buffer, format: ImageFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    // The decoder must agree with the magic bytes: a file that only starts like an image is refused.
    if (metadata.format !== format) throw new ValidationError(NOT_AN_IMAGE, 'file');
    return await image
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) {
      throw new ValidationError(`The image has too many pixels: at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels are accepted`, 'file');
    }
    context.logger.debug({ err: error }, 'uploaded image could not be decoded');
    throw new ValidationError(UNREADABLE, 'file');
  }
}

/** Deletes a previous avatar only when it is one of ours: a file we named, in UPLOAD_DIR/avatars. */
async function deleteStoredAvatar(context: RequestContext, url: string | null): Promise<void> {
  const name = url?.startsWith('/uploads/avatars/') ? url.slice('/uploads/avatars/'.length) : null;
  if (!name || !STORED_NAME.test(name)) return;
  try {
    await unlink(join(resolve(context.config.UPLOAD_DIR), 'avatars', name));
  } catch (error) {
    // Already gone is fine; anything else is worth knowing but must not fail the upload that succeeded.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') context.logger.warn({ err: error, url }, 'old avatar could not be deleted');
  }
}

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}
