import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, REFRESH, REGISTER, VIEWER, signUpAndLogin } from '../../helpers/auth.js';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { TEST_ROOT } from '../../helpers/test-env.js';
import { graphql, member, type VariablesOf } from '../../helpers/graphql.js';

// An access token alone must not take over an account, and guessable passwords are refused.
const MAIL_DIR = join(TEST_ROOT, 'mail', `account-security-${randomUUID()}`);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MAIL_DIR });
});
afterAll(() => t.close());

const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfilePayload { endedSessionCount user { databaseId email language } }
      ... on Error { message code }
      ... on ValidationError { field }
    }
  }
`);

const RESET = graphql(`
  mutation Reset($input: ResetPasswordInput!) {
    resetPassword(input: $input) { __typename ... on ResetPasswordPayload { email } ... on Error { message code } ... on ValidationError { field } }
  }
`);

let addressCounter = 0;
const freshAddress = () => `10.40.${Math.floor((addressCounter += 1) / 250)}.${(addressCounter % 250) + 1}`;

const updateProfile = (token: string, input: VariablesOf<typeof UPDATE_PROFILE>['input']) => t.graphql(UPDATE_PROFILE, { input }, { token });
const login = (email: string, password: string) => t.graphql(LOGIN, { input: { email, password } }, { clientAddress: freshAddress() });
const userRow = (id: string) => t.db.user.findUniqueOrThrow({ where: { id } });

/** A shopper signed in twice: `current` makes the change, `other` is a second device that must be signed out. */
async function shopperOnTwoDevices() {
  const current = await signUpAndLogin(t);
  const second = await login(current.email, current.password);
  expect(second.data?.login.__typename).toBe('LoginPayload');
  const other = { accessToken: member(second.data!.login, 'LoginPayload').accessToken, refreshToken: member(second.data!.login, 'LoginPayload').refreshToken };
  return { ...current, other };
}

async function mailsTo(address: string): Promise<{ headers: string; decoded: string }[]> {
  await t.app.services.outbox.settled();
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .sort()
    .map((file) => readFileSync(join(MAIL_DIR, file), 'utf8'))
    .filter((raw) => raw.slice(0, raw.indexOf('\n\n')).includes(`<${address}>`))
    .map((raw) => {
      const latin1 = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return { headers: raw.slice(0, raw.indexOf('\n\n')), decoded: Buffer.from(latin1, 'latin1').toString('utf8') };
    });
}

describe('changing the e-mail needs the current password (GraphQL)', () => {
  it('refuses without it or with a wrong one, naming currentPassword, and changes nothing', async () => {
    const shopper = await shopperOnTwoDevices();
    const before = await userRow(shopper.userId);
    const sessionsBefore = await t.db.session.findMany({ where: { userId: shopper.userId }, orderBy: { id: 'asc' } });
    const change = { name: 'Test Shopper', email: `taken-over-${randomUUID()}@example.rw`, mobile: '0781234567' };

    const without = await updateProfile(shopper.accessToken, change);
    expect(without.data?.updateProfile).toEqual({
      __typename: 'ValidationError',
      code: 'VALIDATION',
      field: 'currentPassword',
      message: 'Enter your current password to change your email or password',
    });
    const wrong = await updateProfile(shopper.accessToken, { ...change, currentPassword: 'not-my-password' });
    expect(wrong.data?.updateProfile).toEqual({ __typename: 'ValidationError', code: 'VALIDATION', field: 'currentPassword', message: 'Your current password is not correct' });

    expect(await userRow(shopper.userId)).toEqual(before);
    expect(await t.db.session.findMany({ where: { userId: shopper.userId }, orderBy: { id: 'asc' } })).toEqual(sessionsBefore);
    expect(await mailsTo(shopper.email)).toEqual([]);
    expect((await t.graphql(REFRESH, { refreshToken: shopper.other.refreshToken })).data?.refreshToken.__typename).toBe('RefreshTokenPayload');
  });

  it('accepts it: tells the OLD address by mail and ends the other sessions, keeping this one', async () => {
    const shopper = await shopperOnTwoDevices();
    const newEmail = `moved-${randomUUID()}@example.rw`;
    const answer = await updateProfile(shopper.accessToken, { name: 'Test Shopper', email: newEmail, mobile: '0781234567', currentPassword: shopper.password });
    expect(answer.data?.updateProfile).toEqual({
      __typename: 'UpdateProfilePayload',
      endedSessionCount: 1,
      user: { databaseId: shopper.userId, email: newEmail, language: 'EN' },
    });
    expect(await userRow(shopper.userId)).toMatchObject({ email: newEmail, verifyEmail: false });

    const [notice, ...more] = await mailsTo(shopper.email);
    expect(more).toEqual([]);
    expect(notice!.headers).toContain('Subject: The e-mail address of your Isoko account was changed');
    expect(notice!.decoded).toContain(`has just been changed to ${newEmail}`);
    expect(await mailsTo(newEmail)).toEqual([]);

    // The other device is signed out: its refresh token and its access token no longer work.
    const otherRefresh = await t.graphql(REFRESH, { refreshToken: shopper.other.refreshToken });
    expect(otherRefresh.data?.refreshToken).toMatchObject({ __typename: 'InvalidTokenError', code: 'INVALID_TOKEN' });
    const otherViewer = await t.graphql(VIEWER, {}, { token: shopper.other.accessToken });
    expect(otherViewer.data?.viewer ?? null).toBeNull();
    // This device stays signed in.
    expect((await t.graphql(VIEWER, {}, { token: shopper.accessToken })).data?.viewer).toMatchObject({ email: newEmail });
    expect((await t.graphql(REFRESH, { refreshToken: shopper.refreshToken })).data?.refreshToken.__typename).toBe('RefreshTokenPayload');
    // The old e-mail no longer signs in; the new one does.
    expect((await login(shopper.email, shopper.password)).data?.login.__typename).toBe('InvalidCredentialsError');
    expect((await login(newEmail, shopper.password)).data?.login.__typename).toBe('LoginPayload');
  });

  it("writes the notice in the user's language", async () => {
    const shopper = await signUpAndLogin(t);
    await updateProfile(shopper.accessToken, { name: 'Aline Uwase', email: shopper.email, mobile: '0781234567', language: 'RW' });
    const refused = await updateProfile(shopper.accessToken, { name: 'Aline Uwase', email: `rw-${randomUUID()}@example.rw`, mobile: '0781234567' });
    expect(refused.data?.updateProfile).toMatchObject({ field: 'currentPassword', message: "Andika ijambo ry'ibanga usanganywe kugira ngo uhindure imeyili cyangwa ijambo ry'ibanga" });
    const newEmail = `rw-${randomUUID()}@example.rw`;
    await updateProfile(shopper.accessToken, { name: 'Aline Uwase', email: newEmail, mobile: '0781234567', currentPassword: shopper.password });
    const [notice] = await mailsTo(shopper.email);
    expect(notice!.headers).toContain('Subject: Imeyili ya konti yawe ya Isoko yahinduwe');
    expect(notice!.decoded).toContain('Muraho Aline Uwase,');
  });
});

describe('changing the password needs the current password (GraphQL)', () => {
  it('refuses without it, refuses a guessable new one, then changes it and ends the other sessions', async () => {
    const shopper = await shopperOnTwoDevices();
    const before = await userRow(shopper.userId);
    const same = { name: 'Test Shopper', email: shopper.email, mobile: '0781234567' };
    const without = await updateProfile(shopper.accessToken, { ...same, newPassword: 'Inkoko&Ihene-2027' });
    expect(without.data?.updateProfile).toMatchObject({ __typename: 'ValidationError', field: 'currentPassword' });
    const wrong = await updateProfile(shopper.accessToken, { ...same, newPassword: 'Inkoko&Ihene-2027', currentPassword: 'Umuhinzi#2025' });
    expect(wrong.data?.updateProfile).toMatchObject({ __typename: 'ValidationError', field: 'currentPassword', message: 'Your current password is not correct' });
    const short = await updateProfile(shopper.accessToken, { ...same, newPassword: 'short', currentPassword: shopper.password });
    expect(short.data?.updateProfile).toMatchObject({ __typename: 'ValidationError', field: 'newPassword', message: 'Password must be at least 8 characters' });
    const weak = await updateProfile(shopper.accessToken, { ...same, newPassword: 'password123', currentPassword: shopper.password });
    expect(weak.data?.updateProfile).toMatchObject({ __typename: 'ValidationError', field: 'newPassword', message: expect.stringMatching(/^This password is too easy to guess\./) });
    expect(await userRow(shopper.userId)).toEqual(before);
    // An empty new password (a form left blank) changes nothing and needs no current password.
    const empty = await updateProfile(shopper.accessToken, { ...same, newPassword: '' });
    expect(empty.data?.updateProfile).toMatchObject({ __typename: 'UpdateProfilePayload', endedSessionCount: 0 });

    const changed = await updateProfile(shopper.accessToken, { ...same, newPassword: 'Inkoko&Ihene-2027', currentPassword: shopper.password });
    expect(changed.data?.updateProfile).toMatchObject({ __typename: 'UpdateProfilePayload', endedSessionCount: 1 });
    expect((await login(shopper.email, shopper.password)).data?.login.__typename).toBe('InvalidCredentialsError');
    expect((await login(shopper.email, 'Inkoko&Ihene-2027')).data?.login.__typename).toBe('LoginPayload');
    expect((await t.graphql(REFRESH, { refreshToken: shopper.other.refreshToken })).data?.refreshToken.__typename).toBe('InvalidTokenError');
    const mails = await mailsTo(shopper.email);
    expect(mails.map((mail) => /Subject: (.*)/.exec(mail.headers)?.[1])).toEqual(['Your Isoko password was changed']);
  });
});

describe('changing the e-mail or the password needs the current password (REST /api/user/update-user)', () => {
  it('refuses without it or with a wrong one (400, field currentPassword) and changes nothing', async () => {
    const shopper = await shopperOnTwoDevices();
    const before = await userRow(shopper.userId);
    const body = { name: 'Test Shopper', email: `rest-${randomUUID()}@example.rw`, mobile: '0781234567' };
    for (const extra of [{}, { currentPassword: 'not-my-password' }, { password: 'Inkoko&Ihene-2027' }]) {
      const refused = await rest(t, 'PUT', '/user/update-user', { token: shopper.accessToken, body: { ...body, ...extra } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: true, success: false, code: 'VALIDATION', field: 'currentPassword' });
    }
    const weak = await rest(t, 'PUT', '/user/update-user', {
      token: shopper.accessToken,
      body: { name: 'Test Shopper', email: shopper.email, mobile: '0781234567', password: '12345678', currentPassword: shopper.password },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ field: 'password', message: expect.stringMatching(/^This password is too easy to guess\./) });
    expect(await userRow(shopper.userId)).toEqual(before);
    expect(await mailsTo(shopper.email)).toEqual([]);
  });

  it('accepts it: mail to the old address, other sessions signed out, the legacy answer unchanged', async () => {
    const shopper = await shopperOnTwoDevices();
    const newEmail = `rest-${randomUUID()}@example.rw`;
    const answer = await rest(t, 'PUT', '/user/update-user', {
      token: shopper.accessToken,
      body: { name: 'Test Shopper', email: newEmail, mobile: '0781234567', currentPassword: shopper.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Updated successfully', success: true, data: { _id: shopper.userId, email: newEmail } });
    const [notice] = await mailsTo(shopper.email);
    expect(notice!.headers).toContain('Subject: The e-mail address of your Isoko account was changed');
    const otherRefresh = await rest(t, 'POST', '/user/refresh-token', { token: shopper.other.refreshToken });
    expect(otherRefresh.status).toBe(401);
    expect((await rest(t, 'GET', '/user/user-details', { token: shopper.other.accessToken })).status).toBe(401);
    expect((await rest(t, 'GET', '/user/user-details', { token: shopper.accessToken })).status).toBe(200);
  });
});

describe('guessable passwords are refused (GraphQL and REST)', () => {
  const register = (input: VariablesOf<typeof REGISTER>['input']) => t.graphql(REGISTER, { input }, { clientAddress: freshAddress() });

  it.each(['password', '12345678', 'Password1', 'qwertyuiop', 'Claudine2026', 'claudine.uwase@example.rw'])('refuses %j at registration and creates nothing', async (password) => {
    const email = `claudine.uwase-${randomUUID().slice(0, 8)}@example.rw`;
    const input = { name: 'Claudine Uwase', email, password: password.replace('claudine.uwase@example.rw', email), confirmPassword: '' };
    input.confirmPassword = input.password;
    const answer = await register(input);
    expect(answer.data?.register).toEqual({
      __typename: 'ValidationError',
      code: 'VALIDATION',
      field: 'password',
      message:
        'This password is too easy to guess. Choose a longer one mixing words, numbers and symbols, and do not use your name, your e-mail or a common password.',
    });
    const legacy = await rest(t, 'POST', '/user/register', { body: input, clientAddress: freshAddress() });
    expect(legacy.status).toBe(400);
    expect(legacy.body).toMatchObject({ error: true, success: false, field: 'password', message: expect.stringMatching(/^This password is too easy to guess\./) });
    expect(await t.db.user.count({ where: { email } })).toBe(0);
  });

  it('accepts a strong password, and the demo accounts of the README still sign in with theirs', async () => {
    const email = `strong-${randomUUID()}@example.rw`;
    const answer = await register({ name: 'Jean Habimana', email, password: 'Ubuki&Amata-Inka7', confirmPassword: 'Ubuki&Amata-Inka7' });
    expect(answer.data?.register.__typename).toBe('RegisterPayload');
    // Only new passwords are checked: the seeded admin's demo password is weak but keeps working.
    expect((await login('admin@isoko.rw', 'Admin@12345')).data?.login.__typename).toBe('LoginPayload');
    expect((await rest(t, 'POST', '/user/login', { body: { email: 'shopper@isoko.rw', password: 'Shopper@123' }, clientAddress: freshAddress() })).status).toBe(200);
  });

  it("refuses a guessable new password at reset, in the user's language, and keeps the grant usable", async () => {
    const shopper = await signUpAndLogin(t);
    await updateProfile(shopper.accessToken, { name: 'Jean Habimana', email: shopper.email, mobile: '0721234567', language: 'FR' });
    const codeAddress = freshAddress();
    await rest(t, 'PUT', '/user/forgot-password', { body: { email: shopper.email }, clientAddress: codeAddress });
    const [mail] = await mailsTo(shopper.email);
    const code = /^(\d{6})$/m.exec(mail!.decoded)![1]!;
    const verified = await rest(t, 'PUT', '/user/verify-forgot-password-otp', { body: { email: shopper.email, otp: code }, clientAddress: codeAddress });
    const { resetToken } = verified.body.data;

    const weak = await t.graphql(RESET, { input: { email: shopper.email, newPassword: 'azertyuiop', confirmPassword: 'azertyuiop', resetToken } });
    expect(weak.data?.resetPassword).toMatchObject({ __typename: 'ValidationError', field: 'newPassword', message: expect.stringMatching(/^Ce mot de passe est trop facile à deviner\./) });
    const weakRest = await rest(t, 'PUT', '/user/reset-password', { body: { email: shopper.email, newPassword: 'jean habimana', confirmPassword: 'jean habimana', resetToken } });
    expect(weakRest.status).toBe(400);
    expect(weakRest.body).toMatchObject({ field: 'newPassword', message: expect.stringMatching(/^Ce mot de passe est trop facile à deviner\./) });
    expect((await login(shopper.email, shopper.password)).data?.login.__typename).toBe('LoginPayload');

    const strong = await t.graphql(RESET, { input: { email: shopper.email, newPassword: 'Ikawa&Icyayi-2027', confirmPassword: 'Ikawa&Icyayi-2027', resetToken } });
    expect(strong.data?.resetPassword).toEqual({ __typename: 'ResetPasswordPayload', email: shopper.email });
  });
});
