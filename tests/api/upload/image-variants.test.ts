import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { TEST_ROOT, TEST_UPLOADS } from '../../helpers/test-env.js';

// A folder of this file's own, so the cache files it inspects are only the ones these tests made.
const UPLOAD_DIR = join(TEST_ROOT, `uploads-variants-${randomUUID()}`);
const WIDTHS = [160, 320, 480, 640, 960];

let t: TestApp;
/** A catalogue upload as the upload service names it: 1200 x 900, a photo-like gradient so resizing matters. */
let photoUrl: string;
let photoBytes: Buffer;
/** A seeded product picture (600 x 600). */
let seedUrl: string;

const variantFile = (url: string, width: number) => join(UPLOAD_DIR, '.variants', String(width), url.slice('/uploads/'.length));

async function storedPhoto(): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><defs><linearGradient id="g" x2="1" y2="1">
    <stop offset="0" stop-color="#2e7d32"/><stop offset=".5" stop-color="#fdd835"/><stop offset="1" stop-color="#c62828"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/><circle cx="600" cy="450" r="300" fill="#fff" opacity=".6"/></svg>`;
  const bytes = await sharp(Buffer.from(gradient)).webp({ quality: 82 }).toBuffer();
  writeFileSync(join(UPLOAD_DIR, 'catalog', name), bytes);
  return `/uploads/catalog/${name}`;
}

beforeAll(async () => {
  mkdirSync(join(UPLOAD_DIR, 'catalog'), { recursive: true });
  mkdirSync(join(UPLOAD_DIR, 'seed'), { recursive: true });
  t = await startTestApp({ UPLOAD_DIR });
  photoUrl = await storedPhoto();
  photoBytes = readFileSync(join(UPLOAD_DIR, photoUrl.slice('/uploads/'.length)));
  const product = await t.db.product.findFirstOrThrow({ orderBy: { name: 'asc' } });
  seedUrl = (product.images as string[])[0]!;
  copyFileSync(join(TEST_UPLOADS, seedUrl.slice('/uploads/'.length)), join(UPLOAD_DIR, seedUrl.slice('/uploads/'.length)));
});
afterAll(() => t.close());

describe('resized image variants (/uploads/<file>?w=<width>)', () => {
  it('answers a smaller WebP of the requested width, keeping the proportions, with the originals’ headers', async () => {
    const response = await t.request(`${photoUrl}?w=320`);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(bytes.length).toBeLessThan(photoBytes.length / 4);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(Date.parse(response.headers.get('last-modified') ?? '')).not.toBeNaN();
  });

  it('serves every width the web app asks for, and never enlarges a smaller original', async () => {
    for (const width of WIDTHS) {
      const photo = await sharp(Buffer.from(await (await t.request(`${photoUrl}?w=${width}`)).arrayBuffer())).metadata();
      expect(photo).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      const seed = await t.request(`${seedUrl}?w=${width}`);
      expect(seed.status).toBe(200);
      expect(await sharp(Buffer.from(await seed.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: Math.min(width, 600), height: Math.min(width, 600) });
    }
  });

  it('makes a variant once and serves it from the disk cache afterwards', async () => {
    const first = Buffer.from(await (await t.request(`${seedUrl}?w=160`)).arrayBuffer());
    const cached = variantFile(seedUrl, 160);
    expect(existsSync(cached)).toBe(true);
    const madeAt = statSync(cached).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = Buffer.from(await (await t.request(`${seedUrl}?w=160`)).arrayBuffer());
    expect(second.equals(first)).toBe(true);
    expect(statSync(cached).mtimeMs).toBe(madeAt);
  });

  it('makes the variant again when the original is newer than the cached copy', async () => {
    await t.request(`${photoUrl}?w=480`);
    const cached = variantFile(photoUrl, 480);
    const past = new Date(Date.now() - 60_000);
    utimesSync(cached, past, past);
    await t.request(`${photoUrl}?w=480`);
    expect(statSync(cached).mtimeMs).toBeGreaterThan(past.getTime() + 1000);
  });

  it('gives concurrent first requests for one variant the same whole image and leaves no temporary files', async () => {
    const url = await storedPhoto();
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.request(`${url}?w=640`)));
    const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
    expect(await sharp(bodies[0]).metadata()).toMatchObject({ width: 640, height: 480 });
    expect(readdirSync(join(UPLOAD_DIR, '.variants', '640', 'catalog')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('answers the original when no width is asked for', async () => {
    const response = await t.request(photoUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(photoBytes)).toBe(true);
  });

  it('refuses a width outside the set with 400 and a plain explanation, cached by nobody', async () => {
    for (const query of ['w=100', 'w=321', 'w=0', 'w=-320', 'w=320.0', 'w=0320', 'w=abc', 'w=', 'w=320&w=480', 'w=99999999999']) {
      const response = await t.request(`${photoUrl}?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.text()).toBe('The w parameter must be one of 160, 320, 480, 640, 960 (pixels).');
      expect(response.headers.get('cache-control')).toBeNull();
    }
  });

  it('answers 404 for a missing original, a name the shop did not generate, the cache folder and path tricks', async () => {
    writeFileSync(join(UPLOAD_DIR, 'catalog', 'chosen-by-hand.webp'), photoBytes);
    const paths = [
      `/uploads/catalog/${'0'.repeat(32)}.webp?w=320`,
      '/uploads/seed/product-no-such-thing.webp?w=320',
      '/uploads/catalog/chosen-by-hand.webp?w=320',
      `/uploads/.variants/320/${seedUrl.slice('/uploads/'.length)}`,
      '/uploads/seed/..%2f..%2fpackage.json?w=320',
      `/uploads/seed/..%2f${photoUrl.slice('/uploads/'.length)}?w=320`,
      `/uploads//${photoUrl.slice('/uploads/'.length)}?w=320`,
    ];
    for (const path of paths) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('"name": "isoko"');
    }
    // URL parsing folds these dot segments away before the server sees them; they must still not reach the file.
    for (const path of ['/uploads/../package.json?w=320', '/uploads/%2e%2e/package.json?w=320', '/uploads/seed/%2e%2e/%2e%2e/package.json?w=320']) {
      expect(await (await t.request(path)).text(), path).not.toContain('"name": "isoko"');
    }
  });
});
