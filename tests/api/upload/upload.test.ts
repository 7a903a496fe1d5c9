import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, signUpAndLogin } from '../../helpers/auth.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { pngBomb } from '../../helpers/images.js';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { TEST_ROOT } from '../../helpers/test-env.js';
import { ERROR_FIELDS } from '../../helpers/shop-fixtures.js';
import { graphql, member, documentText, type TadaDocumentNode } from '../../helpers/graphql.js';

// A folder of this file's own, so that counting stored files sees only what these tests wrote.
const UPLOAD_DIR = join(TEST_ROOT, `uploads-${randomUUID()}`);
const AVATARS = join(UPLOAD_DIR, 'avatars');
const CATALOG = join(UPLOAD_DIR, 'catalog');

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp({ UPLOAD_DIR });
  const login = await t.graphql(LOGIN, { input: { email: 'admin@isoko.rw', password: 'Admin@12345' } }, { clientAddress: '192.0.2.250' });
  adminToken = member(login.data!.login, 'LoginPayload').accessToken;
});
afterAll(() => t.close());

const UPDATE_AVATAR = graphql(`
  mutation UpdateAvatar($input: UpdateAvatarInput!) {
    updateAvatar(input: $input) {
      __typename
      ... on UpdateAvatarPayload { user { databaseId avatar } }
      ... on Error { message code }
      ... on ValidationError { field }
    }
  }
`);

const UPLOAD_IMAGE = graphql(`
  mutation UploadImage($input: UploadImageInput!) {
    uploadImage(input: $input) {
      __typename
      ... on UploadImagePayload { url }
      ... on Error { message code }
      ... on ValidationError { field }
    }
  }
`);

interface Upload {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/**
 * Sends one file the way a browser client does: a GraphQL multipart request (operations, map, file), the
 * file inside the mutation's input object (`variables.input.file`).
 */
async function postFile<Data>(document: TadaDocumentNode<Data, { input: { file: never } }>, upload: Upload, token: string | null) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: documentText(document), variables: { input: { file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new File([new Uint8Array(upload.bytes)], upload.name, { type: upload.type }));
  // Multipart is a "simple" request a cross-site form could send: CSRF prevention asks for this header.
  const headers: Record<string, string> = { 'x-forwarded-for': '192.0.2.251', 'x-graphql-yoga-csrf': '1' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await t.request('/graphql', { method: 'POST', headers, body: form });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  return { status: response.status, ...body };
}

async function sendFile<Data>(document: TadaDocumentNode<Data, { input: { file: never } }>, upload: Upload, token: string | null) {
  const answer = await postFile(document, upload, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

const updateAvatar = async (upload: Upload, token: string) => (await sendFile(UPDATE_AVATAR, upload, token)).updateAvatar;
const uploadImage = async (upload: Upload, token: string | null) => (await sendFile(UPLOAD_IMAGE, upload, token)).uploadImage;

const filesIn = (folder: string) => (existsSync(folder) ? readdirSync(folder) : []);

async function png(width: number, height: number): Promise<Uint8Array> {
  return sharp({ create: { width, height, channels: 3, background: '#2e7d32' } }).png().toBuffer();
}


const STORED_AVATAR = /^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/;
const NOT_AN_IMAGE = { __typename: 'ValidationError', code: 'VALIDATION', field: 'file', message: 'Only JPEG, PNG, WebP or GIF images are accepted' };

describe('avatar upload', () => {
  it('stores a PNG re-encoded as WebP and serves it from /uploads as image/webp', async () => {
    const shopper = await signUpAndLogin(t);
    const result = await updateAvatar({ bytes: await png(300, 200), name: 'me.png', type: 'image/png' }, shopper.accessToken);
    expect(result).toMatchObject({ __typename: 'UpdateAvatarPayload', user: { databaseId: shopper.userId } });
    expect(member(result, 'UpdateAvatarPayload').user.avatar).toMatch(STORED_AVATAR);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } })).avatar).toBe(member(result, 'UpdateAvatarPayload').user.avatar);

    const served = await t.request(member(result, 'UpdateAvatarPayload').user.avatar!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it.each([
    ['JPEG', (image: Sharp) => image.jpeg(), 'image/jpeg'],
    ['WebP', (image: Sharp) => image.webp(), 'image/webp'],
    ['GIF', (image: Sharp) => image.gif(), 'image/gif'],
  ])('accepts a %s image', async (_format, encode, type) => {
    const shopper = await signUpAndLogin(t);
    const bytes = await encode(sharp({ create: { width: 64, height: 48, channels: 3, background: '#ffb300' } })).toBuffer();
    const result = await updateAvatar({ bytes, name: 'picture', type }, shopper.accessToken);
    expect(member(result, 'UpdateAvatarPayload').user.avatar).toMatch(STORED_AVATAR);
  });

  it('fits large images inside 1200 x 1200', async () => {
    const shopper = await signUpAndLogin(t);
    const result = await updateAvatar({ bytes: await png(3000, 1500), name: 'wide.png', type: 'image/png' }, shopper.accessToken);
    const stored = await sharp(join(AVATARS, member(result, 'UpdateAvatarPayload').user.avatar!.split('/').pop()!)).metadata();
    expect(stored).toMatchObject({ width: 1200, height: 600 });
  });

  it('removes EXIF data such as the camera and copyright, after turning the picture upright', async () => {
    const shopper = await signUpAndLogin(t);
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1565c0' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Isoko test', Make: 'PhoneCo', Model: 'Camera 1' } } })
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect(original.exif?.toString('latin1')).toContain('Isoko test');

    const result = await updateAvatar({ bytes: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' }, shopper.accessToken);
    const stored = await sharp(join(AVATARS, member(result, 'UpdateAvatarPayload').user.avatar!.split('/').pop()!)).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // Orientation 6 means "rotate 90°": the stored picture is upright, so its sides are swapped.
    expect(stored).toMatchObject({ width: 20, height: 40 });
  });

  it('replaces the old avatar file with the new one', async () => {
    const shopper = await signUpAndLogin(t);
    const first = await updateAvatar({ bytes: await png(50, 50), name: 'one.png', type: 'image/png' }, shopper.accessToken);
    const firstFile = join(AVATARS, member(first, 'UpdateAvatarPayload').user.avatar!.split('/').pop()!);
    expect(existsSync(firstFile)).toBe(true);
    const second = await updateAvatar({ bytes: await png(60, 60), name: 'two.png', type: 'image/png' }, shopper.accessToken);
    expect(member(second, 'UpdateAvatarPayload').user.avatar).not.toBe(member(first, 'UpdateAvatarPayload').user.avatar);
    expect(existsSync(firstFile)).toBe(false);
    expect(existsSync(join(AVATARS, member(second, 'UpdateAvatarPayload').user.avatar!.split('/').pop()!))).toBe(true);
    expect((await t.request(member(first, 'UpdateAvatarPayload').user.avatar!)).headers.get('content-type')).not.toBe('image/webp');
  });

  it('deletes only its own avatar files: a previous avatar elsewhere under /uploads is left alone', async () => {
    const shopper = await signUpAndLogin(t);
    const catalogue = await uploadImage({ bytes: await png(30, 30), name: 'beans.png', type: 'image/png' }, adminToken);
    const catalogueFile = join(CATALOG, member(catalogue, 'UploadImagePayload').url.split('/').pop()!);
    for (const previous of [member(catalogue, 'UploadImagePayload').url, `/uploads/avatars/../catalog/${member(catalogue, 'UploadImagePayload').url.split('/').pop()}`]) {
      await t.db.user.update({ where: { id: shopper.userId }, data: { avatar: previous } });
      const result = await updateAvatar({ bytes: await png(50, 50), name: 'new.png', type: 'image/png' }, shopper.accessToken);
      expect(member(result, 'UpdateAvatarPayload').user.avatar).toMatch(STORED_AVATAR);
      expect(existsSync(catalogueFile)).toBe(true);
    }
  });

  it('ignores the file name: ../../x lands under a random name in the avatars folder', async () => {
    const shopper = await signUpAndLogin(t);
    const result = await updateAvatar({ bytes: await png(40, 40), name: '../../x.png', type: 'image/png' }, shopper.accessToken);
    expect(member(result, 'UpdateAvatarPayload').user.avatar).toMatch(STORED_AVATAR);
    for (const escaped of [resolve(AVATARS, '../../x.png'), resolve(AVATARS, '../x.png'), resolve(UPLOAD_DIR, 'x.png')]) {
      expect(existsSync(escaped)).toBe(false);
    }
  });

  describe('refuses, with a clear message, storing nothing and changing nothing', () => {
    const cases: [string, () => Promise<Upload>, Record<string, string>][] = [
      [
        'an SVG renamed .jpg',
        async () => ({
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'),
          name: 'cat.jpg',
          type: 'image/jpeg',
        }),
        NOT_AN_IMAGE,
      ],
      [
        'an HTML page renamed .jpg',
        async () => ({ bytes: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), name: 'cat.jpg', type: 'image/jpeg' }),
        NOT_AN_IMAGE,
      ],
      ['a PDF', async () => ({ bytes: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), name: 'cv.png', type: 'image/png' }), NOT_AN_IMAGE],
      [
        'JPEG magic bytes followed by garbage',
        async () => ({ bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]), name: 'broken.jpg', type: 'image/jpeg' }),
        { message: 'The image could not be read. Please upload a valid JPEG, PNG, WebP or GIF image.' },
      ],
      ['zero bytes', async () => ({ bytes: new Uint8Array(0), name: 'empty.png', type: 'image/png' }), { message: 'The file is empty. Please choose an image.' }],
      [
        'a file just over 5 MB',
        async () => {
          const bytes = Buffer.alloc(5 * 1024 * 1024 + 1);
          bytes.set(await png(10, 10));
          return { bytes, name: 'big.png', type: 'image/png' };
        },
        { message: 'The image is larger than 5 MB' },
      ],
      [
        'a 20000 x 20000 pixel bomb of a few kilobytes',
        async () => {
          const bytes = pngBomb(20_000, 20_000);
          expect(bytes.length).toBeLessThan(200_000);
          return { bytes, name: 'bomb.png', type: 'image/png' };
        },
        { message: 'The image has too many pixels: at most 40 megapixels are accepted' },
      ],
    ];

    it.each(cases)('%s', async (_name, makeUpload, expected) => {
      const shopper = await signUpAndLogin(t);
      const before = await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } });
      const stored = filesIn(AVATARS).length;
      const result = await updateAvatar(await makeUpload(), shopper.accessToken);
      expect(result).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION', field: 'file', ...expected });
      expect(await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } })).toEqual(before);
      expect(filesIn(AVATARS).length).toBe(stored);
    });
  });

  it('refuses a 50 MB file at the door: the request body is larger than the server reads', async () => {
    const shopper = await signUpAndLogin(t);
    const before = await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } });
    const stored = filesIn(AVATARS).length;
    const huge = Buffer.alloc(50 * 1024 * 1024, 0xff);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const answer = await postFile(UPDATE_AVATAR, { bytes: huge, name: 'huge.jpg', type: 'image/jpeg' }, shopper.accessToken);
    // Yoga reads at most 25 MB of a request; its multipart parser reports the overflow as a bad request.
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toContain('Request body too large');
    expect(await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } })).toEqual(before);
    expect(filesIn(AVATARS).length).toBe(stored);
  });

  it('asks a signed-out caller to log in', async () => {
    const result = (await sendFile(UPDATE_AVATAR, { bytes: await png(10, 10), name: 'a.png', type: 'image/png' }, null)).updateAvatar;
    expect(result).toEqual({ __typename: 'UnauthenticatedError', message: 'Please Login', code: 'UNAUTHENTICATED' });
  });
});

describe('catalogue image upload', () => {
  it('lets an admin upload an image and returns its URL', async () => {
    const result = await uploadImage({ bytes: await png(800, 800), name: 'tomatoes.png', type: 'image/png' }, adminToken);
    expect(result.__typename).toBe('UploadImagePayload');
    expect(member(result, 'UploadImagePayload').url).toMatch(/^\/uploads\/catalog\/[0-9a-f]{32}\.webp$/);
    const served = await t.request(member(result, 'UploadImagePayload').url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a shopper and a signed-out caller, storing nothing', async () => {
    const shopper = await signUpAndLogin(t);
    const stored = filesIn(CATALOG).length;
    const upload = { bytes: await png(20, 20), name: 'x.png', type: 'image/png' };
    expect(await uploadImage(upload, shopper.accessToken)).toEqual({ __typename: 'ForbiddenError', message: 'Do not have permission', code: 'FORBIDDEN' });
    expect(await uploadImage(upload, null)).toEqual({ __typename: 'UnauthenticatedError', message: 'Please Login', code: 'UNAUTHENTICATED' });
    expect(filesIn(CATALOG).length).toBe(stored);
  });

  it('checks an admin upload like any other', async () => {
    const result = await uploadImage({ bytes: Buffer.from('<svg/>'), name: 'logo.jpg', type: 'image/jpeg' }, adminToken);
    expect(result).toEqual(NOT_AN_IMAGE);
  });
});

// A shopper of their own for the bad-input classes below.
let shopper: Awaited<ReturnType<typeof signUpAndLogin>>;
beforeAll(async () => {
  shopper = await signUpAndLogin(t);
});

describe('class 18: hostile uploads', () => {
  const AVATAR = graphql(`mutation($input: UpdateAvatarInput!) { updateAvatar(input: $input) { __typename ... on UpdateAvatarPayload { user { avatar } } ...ErrorFields } }`, [ERROR_FIELDS]);
  const avatars = join(UPLOAD_DIR, 'avatars');
  const stored = () => (existsSync(avatars) ? readdirSync(avatars).length : 0);

  async function sendAvatar(bytes: Uint8Array, name: string, type: string, extraHeaders: Record<string, string> = {}) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: documentText(AVATAR), variables: { input: { file: null } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append('0', new File([new Uint8Array(bytes)], name, { type }));
    const response = await t.request('/graphql', {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.accessToken}`, 'x-graphql-yoga-csrf': '1', 'x-forwarded-for': '192.0.2.90', ...extraHeaders },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { data?: { updateAvatar: Record<string, unknown> }; errors?: { message: string }[] } };
  }


  it.each([
    ['an SVG renamed .jpg', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'Only JPEG, PNG, WebP or GIF images are accepted'],
    ['an HTML page renamed .jpg', () => Buffer.from('<!doctype html><script>alert(1)</script>'), 'Only JPEG, PNG, WebP or GIF images are accepted'],
    ['wrong magic bytes (PNG header on JPEG data)', async () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).jpeg().toBuffer()).subarray(8)]), 'The image could not be read. Please upload a valid JPEG, PNG, WebP or GIF image.'],
    ['zero bytes', () => new Uint8Array(0), 'The file is empty. Please choose an image.'],
  ])('refuses %s, storing nothing', async (_label, makeBytes, message) => {
    const before = stored();
    const answer = await unchanged(t, async () => sendAvatar(await makeBytes(), 'cat.jpg', 'image/jpeg'));
    expect(answer.body.data?.updateAvatar).toMatchObject({ __typename: 'ValidationError', field: 'file', message });
    expect(stored()).toBe(before);
  });

  it('refuses a 20000 x 20000 pixel bomb', async () => {
    const bytes = pngBomb(20_000, 20_000);
    expect(bytes.length).toBeLessThan(200_000);
    const answer = await unchanged(t, () => sendAvatar(bytes, 'bomb.png', 'image/png'));
    expect(answer.body.data?.updateAvatar).toMatchObject({
      __typename: 'ValidationError',
      message: 'The image has too many pixels: at most 40 megapixels are accepted',
    });
  }, 60_000);

  it('answers 413 for a 50 MB upload declared by its length, on /graphql and /api', async () => {
    const huge = new Uint8Array(50 * 1024 * 1024);
    const graphql = await unchanged(t, () => sendAvatar(huge, 'huge.jpg', 'image/jpeg', { 'content-length': String(50 * 1024 * 1024 + 600) }));
    expect(graphql.status).toBe(413);
    expect(graphql.body.errors?.[0]?.message).toBe('The request body is too large: at most 6 MB is accepted.');
    const form = new FormData();
    form.set('avatar', new File([huge], 'huge.jpg', { type: 'image/jpeg' }));
    const legacy = await unchanged(t, () => rest(t, 'PUT', '/user/upload-avatar', { token: shopper.accessToken, form }));
    expect(legacy.status).toBe(413);
    expect(legacy.body).toMatchObject({ error: true, code: 'PAYLOAD_TOO_LARGE' });
  }, 60_000);

  it('stores ../../x under a name of its own, with the EXIF location removed', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1565c0' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '30/1 3/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('PhoneCo');
    const answer = await sendAvatar(photo, '../../x.jpg', 'image/jpeg');
    const avatar = (answer.body.data?.updateAvatar.user as { avatar: string }).avatar;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(join(UPLOAD_DIR, '..', 'x.jpg'))).toBe(false);
    const saved = await sharp(join(avatars, avatar.split('/').pop()!)).metadata();
    expect(saved.exif).toBeUndefined();
  });

  it('refuses an SVG through the REST upload path too', async () => {
    const form = new FormData();
    form.set('avatar', new File([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')], 'me.jpg', { type: 'image/jpeg' }));
    const legacy = await unchanged(t, () => rest(t, 'PUT', '/user/upload-avatar', { token: shopper.accessToken, form }));
    expect(legacy.status).toBe(400);
    expect(legacy.body).toMatchObject({ message: 'Only JPEG, PNG, WebP or GIF images are accepted', error: true, success: false });
  });
});
