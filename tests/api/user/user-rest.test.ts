import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../helpers/admin.js';
import { signUpAndLogin, VIEWER } from '../../helpers/auth.js';
import { cookiesFrom, rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { TEST_ROOT } from '../../helpers/test-env.js';

let t: TestApp;
const mailDir = join(TEST_ROOT, `mail-rest-user-${process.pid}`);
beforeAll(async () => {
  t = await startTestApp({ MAIL_DIR: mailDir, CORS_ORIGINS: 'https://old-shop.example.rw' });
});
afterAll(() => t.close());

const png = () => sharp({ create: { width: 40, height: 40, channels: 3, background: '#1b7a3a' } }).png().toBuffer();

describe('POST /api/user/register', () => {
  it('creates the account and answers the envelope', async () => {
    const response = await rest(t, 'POST', '/user/register', {
      body: { name: 'Claudine', email: 'Claudine@Example.rw', password: 'Rubavu#2026', confirmPassword: 'Rubavu#2026' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ error: false, success: true, message: 'User registered successfully', data: { name: 'Claudine', email: 'claudine@example.rw' } });
    expect(typeof response.body.data._id).toBe('string');
  });

  it("answers the specification's mismatch message with 400 and the field", async () => {
    const before = await t.db.user.count();
    const response = await rest(t, 'POST', '/user/register', { body: { name: 'X', email: 'x@example.rw', password: 'Rubavu#2026', confirmPassword: 'other-password' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'password and confirm password must be same', error: true, success: false, code: 'VALIDATION', field: 'confirmPassword' });
    expect(await t.db.user.count()).toBe(before);
  });

  it('refuses a duplicate e-mail in another case with 409', async () => {
    const response = await rest(t, 'POST', '/user/register', { body: { name: 'Again', email: 'CLAUDINE@example.rw', password: 'Rubavu#2026', confirmPassword: 'Rubavu#2026' } });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: true, success: false, field: 'email' });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.request('/api/user/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'The request body must be valid JSON', error: true, success: false });
  });
});

describe('login, cookies, refresh and logout', () => {
  it('logs in with data.accesstoken and data.refreshToken and sets httpOnly cookies', async () => {
    const response = await rest(t, 'POST', '/user/login', { body: { email: 'shopper@isoko.rw', password: 'Shopper@123' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: 'Login successfully', error: false, success: true });
    expect(typeof response.body.data.accesstoken).toBe('string');
    expect(typeof response.body.data.refreshToken).toBe('string');
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.some((cookie) => /^accessToken=.+HttpOnly/i.test(cookie))).toBe(true);
    expect(setCookies.some((cookie) => /^refreshToken=.+HttpOnly/i.test(cookie))).toBe(true);
  });

  it('answers a wrong password with 401 and the message', async () => {
    const response = await rest(t, 'POST', '/user/login', { body: { email: 'shopper@isoko.rw', password: 'nope-nope' }, clientAddress: '198.51.100.90' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: 'Invalid email or password', error: true, success: false });
  });

  it('serves user-details with the bearer token or with the cookies alone', async () => {
    const login = await rest(t, 'POST', '/user/login', { body: { email: 'shopper@isoko.rw', password: 'Shopper@123' } });
    for (const auth of [{ token: login.body.data.accesstoken }, { cookie: cookiesFrom(login) }]) {
      const response = await rest(t, 'GET', '/user/user-details', auth);
      expect(response.status).toBe(200);
      const user = response.body.data;
      expect(user).toMatchObject({ name: 'Demo Shopper', email: 'shopper@isoko.rw', role: 'USER', status: 'Active', verify_email: true });
      expect(typeof user._id).toBe('string');
      expect(Array.isArray(user.address_details) && Array.isArray(user.shopping_cart) && Array.isArray(user.orderHistory)).toBe(true);
      expect(typeof user.last_login_date).toBe('string');
    }
  });

  it('asks a signed-out caller to log in with 401', async () => {
    const response = await rest(t, 'GET', '/user/user-details');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: 'Please Login', error: true, success: false });
  });

  it('refreshes with the refresh token as bearer, as a cookie or in the body, rotating it', async () => {
    const login = await rest(t, 'POST', '/user/login', { body: { email: 'shopper@isoko.rw', password: 'Shopper@123' } });
    const byBearer = await rest(t, 'POST', '/user/refresh-token', { token: login.body.data.refreshToken });
    expect(byBearer.status).toBe(200);
    expect(typeof byBearer.body.data.accessToken).toBe('string');
    const byBody = await rest(t, 'POST', '/user/refresh-token', { body: { refreshToken: byBearer.body.data.refreshToken } });
    expect(byBody.status).toBe(200);
    const byCookie = await rest(t, 'POST', '/user/refresh-token', { cookie: cookiesFrom(byBody).replace(/accessToken=[^;]*;? ?/, '') });
    expect(byCookie.status).toBe(200);
    expect(new Set([login.body.data.refreshToken, byBearer.body.data.refreshToken, byBody.body.data.refreshToken, byCookie.body.data.refreshToken]).size).toBe(4);
  });

  it('logs out: clears the cookies and the token stops working', async () => {
    const login = await rest(t, 'POST', '/user/login', { body: { email: 'shopper@isoko.rw', password: 'Shopper@123' } });
    const cookie = cookiesFrom(login);
    const out = await rest(t, 'GET', '/user/logout', { cookie });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ message: 'Logout successfully', success: true });
    expect(out.headers.getSetCookie().some((c) => /^accessToken=;/.test(c))).toBe(true);
    expect((await rest(t, 'GET', '/user/user-details', { cookie })).status).toBe(401);
  });
});

describe('recovery and profile over REST', () => {
  it('recovers a password with the code from the outbox; reset works through the cookie alone', async () => {
    const shopper = await signUpAndLogin(t);
    const forgot = await rest(t, 'PUT', '/user/forgot-password', { body: { email: shopper.email } });
    expect(forgot.status).toBe(200);
    const unknown = await rest(t, 'PUT', '/user/forgot-password', { body: { email: 'nobody@example.rw' } });
    expect(unknown.body.message).toBe(forgot.body.message);
    await t.app.services.outbox.settled();
    const mail = readdirSync(mailDir).map((name) => readFileSync(join(mailDir, name), 'utf8')).find((text) => text.includes(shopper.email))!;
    const code = /\b(\d{6})\b/.exec(mail.split('\n\n').slice(1).join('\n'))![1]!;
    const wrong = await rest(t, 'PUT', '/user/verify-forgot-password-otp', { body: { email: shopper.email, otp: code === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(400);
    const verify = await rest(t, 'PUT', '/user/verify-forgot-password-otp', { body: { email: shopper.email, otp: code } });
    expect(verify.status).toBe(200);
    expect(verify.body.message).toBe('Verify otp successfully');
    const mismatch = await rest(t, 'PUT', '/user/reset-password', { body: { email: shopper.email, newPassword: 'Huye#2026x', confirmPassword: 'Huye#2026y' }, cookie: cookiesFrom(verify) });
    expect(mismatch.body).toMatchObject({ message: 'New password and confirm password must be same.', success: false });
    const reset = await rest(t, 'PUT', '/user/reset-password', { body: { email: shopper.email, newPassword: 'Huye#2026x', confirmPassword: 'Huye#2026x' }, cookie: cookiesFrom(verify) });
    expect(reset.status).toBe(200);
    expect((await rest(t, 'POST', '/user/login', { body: { email: shopper.email, password: 'Huye#2026x' } })).status).toBe(200);
    expect((await t.graphql(VIEWER, {}, { token: shopper.accessToken })).data?.viewer).toBeNull();
  });

  it('updates the profile and refuses a bad mobile without changing anything', async () => {
    const shopper = await signUpAndLogin(t);
    const bad = await rest(t, 'PUT', '/user/update-user', { token: shopper.accessToken, body: { name: 'Eric', email: shopper.email, mobile: '12345' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('mobile');
    expect((await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } })).name).toBe('Test Shopper');
    const good = await rest(t, 'PUT', '/user/update-user', { token: shopper.accessToken, body: { name: 'Eric', email: shopper.email, mobile: '0788 111 222' } });
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({ name: 'Eric', mobile: '+250788111222' });
  });
});

describe('uploads over REST', () => {
  it('replaces the avatar from the "avatar" field and refuses a renamed SVG', async () => {
    const shopper = await signUpAndLogin(t);
    const form = new FormData();
    form.set('avatar', new File([await png()], 'me.png', { type: 'image/png' }));
    const response = await rest(t, 'PUT', '/user/upload-avatar', { token: shopper.accessToken, form });
    expect(response.status).toBe(200);
    expect(response.body.data.avatar).toMatch(/^http:\/\/isoko\.test\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const svg = new FormData();
    svg.set('avatar', new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'me.jpg', { type: 'image/jpeg' }));
    const refused = await rest(t, 'PUT', '/user/upload-avatar', { token: shopper.accessToken, form: svg });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Only JPEG, PNG, WebP or GIF images are accepted');
  });

  it('lets admins upload catalogue images and answers data.url; shoppers get 403', async () => {
    const form = new FormData();
    form.set('image', new File([await png()], 'tile.png', { type: 'image/png' }));
    const response = await rest(t, 'POST', '/file/upload', { token: await adminToken(t), form });
    expect(response.status).toBe(200);
    expect(response.body.data.url).toMatch(/^http:\/\/isoko\.test\/uploads\/catalog\//);
    const shopper = await signUpAndLogin(t);
    const again = new FormData();
    again.set('image', new File([await png()], 'tile.png', { type: 'image/png' }));
    const refused = await rest(t, 'POST', '/file/upload', { token: shopper.accessToken, form: again });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Do not have permission', error: true, success: false });
  });
});

describe('CORS, OpenAPI and docs', () => {
  it('allows configured origins with credentials and not others', async () => {
    const allowed = await t.request('/api/user/login', { method: 'OPTIONS', headers: { origin: 'https://old-shop.example.rw', 'access-control-request-method': 'POST' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://old-shop.example.rw');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await t.request('/api/user/login', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('publishes an OpenAPI 3.1 document of every path, generated from the input schemas', async () => {
    const response = await t.request('/api/openapi.json');
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/user/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('password');
    expect(document.paths['/user/upload-avatar'].put.requestBody.content['multipart/form-data'].schema.required).toEqual(['avatar']);
    expect(document.paths['/file/upload'].post['x-isoko-auth']).toBe('admin');
  });

  it('shows a readable reference page', async () => {
    const response = await t.request('/api/docs');
    const html = await response.text();
    expect(html).toContain('Isoko REST API');
    expect(html).toContain('/api/user/refresh-token');
  });
});
