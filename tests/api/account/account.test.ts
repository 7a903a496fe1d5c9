import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, LOGOUT, REFRESH, VIEWER, signUpAndLogin } from '../../helpers/auth.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { mailsTo as outboxMailsTo, outbox as outboxOf } from '../../helpers/outbox.js';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { TEST_ROOT } from '../../helpers/test-env.js';
import { graphql, member, having, type VariablesOf, documentText } from '../../helpers/graphql.js';

const MAIL_DIR = join(TEST_ROOT, 'mail', `account-${randomUUID()}`);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MAIL_DIR });
});
afterAll(() => t.close());

const FORGOT = graphql(`
  mutation Forgot($email: String!) {
    forgotPassword(input: { email: $email }) {
      __typename
      ... on ForgotPasswordPayload { codeValidForMinutes }
      ... on Error { message code }
      ... on ValidationError { field }
    }
  }
`);

const VERIFY = graphql(`
  mutation Verify($email: String!, $otp: String!) {
    verifyForgotPasswordOtp(input: { email: $email, otp: $otp }) {
      __typename
      ... on VerifyForgotPasswordOtpPayload { resetToken expiresAt }
      ... on Error { message code }
      ... on ValidationError { field }
    }
  }
`);

const RESET = graphql(`
  mutation Reset($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on ResetPasswordPayload { email }
      ... on Error { message code }
      ... on ValidationError { field }
    }
  }
`);

const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfilePayload { endedSessionCount user { databaseId name email mobile language verifyEmail } }
      ... on Error { message code }
      ... on ValidationError { field }
      ... on ConflictError { field }
    }
  }
`);

const INVALID_CODE = { __typename: 'ValidationError', message: 'Invalid or expired code', code: 'VALIDATION', field: 'otp' };
const LOCKED_CODE = {
  __typename: 'ValidationError',
  message: 'Too many wrong attempts with this code. Please request a new code.',
  code: 'VALIDATION',
  field: 'otp',
};
const SPENT_GRANT = {
  __typename: 'ValidationError',
  message: 'This password reset is no longer valid. Please request a new code.',
  code: 'VALIDATION',
  field: 'resetToken',
};

// Every test asks from addresses of its own, so the per-address limits of one test never reach another.
let addressCounter = 0;
function freshAddress(): string {
  addressCounter += 1;
  return `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

const forgot = (email: string, clientAddress = freshAddress()) => t.graphql(FORGOT, { email }, { clientAddress });
const verify = (email: string, otp: string, clientAddress = freshAddress()) => t.graphql(VERIFY, { email, otp }, { clientAddress });
const reset = (input: VariablesOf<typeof RESET>['input'], clientAddress = freshAddress()) => t.graphql(RESET, { input }, { clientAddress });
const login = (email: string, password: string) => t.graphql(LOGIN, { input: { email, password } }, { clientAddress: freshAddress() });

const mailsTo = (address: string) => outboxMailsTo(t, MAIL_DIR, address);
const outbox = () => outboxOf(t, MAIL_DIR);

/** The code of the newest recovery mail to an address: the text part has it alone on its line. */
async function latestCode(address: string): Promise<string> {
  const mails = await mailsTo(address);
  const match = /^(\d{6})$/m.exec(mails.at(-1)?.raw ?? '');
  if (!match) throw new Error(`no code mailed to ${address}`);
  return match[1]!;
}

/** A six-digit code that is certainly not `code`. */
const wrongCode = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

async function requestCode(email: string): Promise<string> {
  const answer = await forgot(email);
  expect(answer.data?.forgotPassword.__typename).toBe('ForgotPasswordPayload');
  return latestCode(email);
}

describe('password recovery', () => {
  it('runs from forgot password to a new password, with the code read from the outbox', async () => {
    const shopper = await signUpAndLogin(t);
    const answer = await forgot(shopper.email);
    expect(answer.data?.forgotPassword).toEqual({
      __typename: 'ForgotPasswordPayload',
      codeValidForMinutes: 10,
    });

    const [mail] = await mailsTo(shopper.email);
    expect(mail!.file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{12}\.eml$/);
    expect(mail!.headers).toContain('Subject: Your Isoko password reset code');
    expect(mail!.raw).toContain('Content-Type: text/plain');
    expect(mail!.raw).toContain('Content-Type: text/html');
    const code = await latestCode(shopper.email);
    expect(mail!.decoded).toContain(`letter-spacing:6px;margin:24px 0">${code}</p>`);
    expect(mail!.decoded).toContain('<p>Hello Test Shopper,</p>');

    // Stored hashed, valid ten minutes.
    const stored = await t.db.passwordResetCode.findFirstOrThrow({ where: { userId: shopper.userId } });
    expect(stored.codeHash).not.toContain(code);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(9.9 * 60_000);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);

    const verified = await verify(shopper.email, code);
    expect(verified.data?.verifyForgotPasswordOtp.__typename).toBe('VerifyForgotPasswordOtpPayload');
    const { resetToken } = member(verified.data!.verifyForgotPasswordOtp, 'VerifyForgotPasswordOtpPayload');

    const changed = await reset({ email: shopper.email, newPassword: 'Ikawa&Icyayi-2027', confirmPassword: 'Ikawa&Icyayi-2027', resetToken });
    expect(changed.data?.resetPassword).toEqual({
      __typename: 'ResetPasswordPayload',
      email: shopper.email,
    });
    expect((await login(shopper.email, shopper.password)).data?.login.__typename).toBe('InvalidCredentialsError');
    expect((await login(shopper.email, 'Ikawa&Icyayi-2027')).data?.login.__typename).toBe('LoginPayload');
    expect(await t.db.passwordResetCode.count({ where: { userId: shopper.userId } })).toBe(0);

    // The owner is told, in a second mail, that the password changed.
    const mails = await mailsTo(shopper.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.headers).toContain('Subject: Your Isoko password was changed');
    expect(mails[1]!.raw).not.toMatch(/^\d{6}$/m);
  });

  it('refuses every access and refresh token issued before the reset', async () => {
    const shopper = await signUpAndLogin(t);
    const otherDevice = (await login(shopper.email, shopper.password)).data!.login;
    const code = await requestCode(shopper.email);
    const { resetToken } = member((await verify(shopper.email, code)).data!.verifyForgotPasswordOtp, 'VerifyForgotPasswordOtpPayload');
    await reset({ email: shopper.email, newPassword: 'Gishushu#2027', confirmPassword: 'Gishushu#2027', resetToken });

    for (const accessToken of [shopper.accessToken, member(otherDevice, 'LoginPayload').accessToken]) {
      expect((await t.graphql(VIEWER, {}, { token: accessToken })).data?.viewer).toBeNull();
      expect((await t.graphql(LOGOUT, {}, { token: accessToken })).data?.logout.__typename).toBe('InvalidTokenError');
    }
    for (const refreshToken of [shopper.refreshToken, member(otherDevice, 'LoginPayload').refreshToken]) {
      expect((await t.graphql(REFRESH, { refreshToken })).data?.refreshToken.__typename).toBe('InvalidTokenError');
    }
    const sessions = await t.db.session.findMany({ where: { userId: shopper.userId } });
    expect(sessions).toHaveLength(2);
    expect(sessions.every((session) => session.revokedReason === 'password-reset')).toBe(true);
  });

  it('gives an unknown e-mail the same answer, writes no mail and stores no code', async () => {
    const shopper = await signUpAndLogin(t);
    const known = await forgot(shopper.email);
    const mailsBefore = (await outbox()).length;
    const codesBefore = await t.db.passwordResetCode.count();
    const unknown = await forgot(`nobody-${randomUUID()}@example.rw`);
    expect(unknown.data?.forgotPassword).toEqual(known.data?.forgotPassword);
    expect((await outbox()).length).toBe(mailsBefore);
    expect(await t.db.passwordResetCode.count()).toBe(codesBefore);
  });

  it('writes the mail in the language the user chose, Kinyarwanda or French', async () => {
    const umunyarwanda = await signUpAndLogin(t);
    await t.graphql(UPDATE_PROFILE, { input: { name: 'Aline Uwase', email: umunyarwanda.email, mobile: '0781234567', language: 'RW' } }, { token: umunyarwanda.accessToken });
    await requestCode(umunyarwanda.email);
    const [kinyarwanda] = await mailsTo(umunyarwanda.email);
    expect(kinyarwanda!.headers).toContain("Subject: Kode yo guhindura ijambo ry'ibanga kuri Isoko");
    expect(kinyarwanda!.decoded).toContain('Muraho Aline Uwase,');
    expect(kinyarwanda!.decoded).toContain("Iyi kode imara iminota 10 kandi ikoreshwa inshuro imwe gusa.");

    const francophone = await signUpAndLogin(t);
    await t.graphql(UPDATE_PROFILE, { input: { name: 'Jean Habimana', email: francophone.email, mobile: '0721234567', language: 'FR' } }, { token: francophone.accessToken });
    await requestCode(francophone.email);
    const [french] = await mailsTo(francophone.email);
    expect(french!.decoded).toContain('Bonjour Jean Habimana,');
    expect(french!.decoded).toContain("Ce code est valable 10 minutes et ne peut servir qu'une seule fois.");
    expect(french!.headers).toMatch(/Subject: =\?UTF-8\?Q\?Votre_code_de_r=C3=A9initialisation/);
  });

  it('voids the older code when a new one is requested', async () => {
    const shopper = await signUpAndLogin(t);
    const first = await requestCode(shopper.email);
    let second = await requestCode(shopper.email);
    if (second === first) second = await requestCode(shopper.email);
    expect(second).not.toBe(first);
    expect((await verify(shopper.email, first)).data?.verifyForgotPasswordOtp).toEqual(INVALID_CODE);
    expect((await verify(shopper.email, second)).data?.verifyForgotPasswordOtp.__typename).toBe('VerifyForgotPasswordOtpPayload');
  });

  it('refuses a wrong code and counts the attempt', async () => {
    const shopper = await signUpAndLogin(t);
    const code = await requestCode(shopper.email);
    expect((await verify(shopper.email, wrongCode(code))).data?.verifyForgotPasswordOtp).toEqual(INVALID_CODE);
    const stored = await t.db.passwordResetCode.findFirstOrThrow({ where: { userId: shopper.userId } });
    expect(stored.attempts).toBe(1);
    expect(stored.usedAt).toBeNull();
  });

  it('refuses an expired code, even the right one', async () => {
    const shopper = await signUpAndLogin(t);
    const code = await requestCode(shopper.email);
    await t.db.passwordResetCode.updateMany({ where: { userId: shopper.userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await verify(shopper.email, code)).data?.verifyForgotPasswordOtp).toEqual(INVALID_CODE);
    const stored = await t.db.passwordResetCode.findFirstOrThrow({ where: { userId: shopper.userId } });
    expect(stored.usedAt).toBeNull();
  });

  it('accepts a code once: a second check and a second reset with the same grant are refused', async () => {
    const shopper = await signUpAndLogin(t);
    const code = await requestCode(shopper.email);
    const { resetToken } = member((await verify(shopper.email, code)).data!.verifyForgotPasswordOtp, 'VerifyForgotPasswordOtpPayload');
    expect((await verify(shopper.email, code)).data?.verifyForgotPasswordOtp).toEqual(INVALID_CODE);

    const first = await reset({ email: shopper.email, newPassword: 'Nyabugogo#2027', confirmPassword: 'Nyabugogo#2027', resetToken });
    expect(first.data?.resetPassword.__typename).toBe('ResetPasswordPayload');
    const hashAfterFirst = (await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } })).passwordHash;
    const second = await reset({ email: shopper.email, newPassword: 'Remera#20270', confirmPassword: 'Remera#20270', resetToken });
    expect(second.data?.resetPassword).toEqual(SPENT_GRANT);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } })).passwordHash).toBe(hashAfterFirst);
    expect((await login(shopper.email, 'Nyabugogo#2027')).data?.login.__typename).toBe('LoginPayload');
  });

  it("refuses one account's code and grant for another account", async () => {
    const alice = await signUpAndLogin(t);
    const bob = await signUpAndLogin(t);
    const aliceCode = await requestCode(alice.email);
    let bobCode = await requestCode(bob.email);
    if (bobCode === aliceCode) bobCode = await requestCode(bob.email);

    expect((await verify(bob.email, aliceCode)).data?.verifyForgotPasswordOtp).toEqual(INVALID_CODE);
    const { resetToken } = member((await verify(alice.email, aliceCode)).data!.verifyForgotPasswordOtp, 'VerifyForgotPasswordOtpPayload');
    const bobBefore = await t.db.user.findUniqueOrThrow({ where: { id: bob.userId } });
    const crossed = await reset({ email: bob.email, newPassword: 'Kimironko#2027', confirmPassword: 'Kimironko#2027', resetToken });
    expect(crossed.data?.resetPassword).toEqual(SPENT_GRANT);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: bob.userId } })).passwordHash).toBe(bobBefore.passwordHash);
    // Bob's own code is untouched by the attempt and still works.
    expect((await verify(bob.email, bobCode)).data?.verifyForgotPasswordOtp.__typename).toBe('VerifyForgotPasswordOtpPayload');
  });

  it('locks a code after five wrong attempts: the sixth is refused even when right', async () => {
    const shopper = await signUpAndLogin(t);
    const code = await requestCode(shopper.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(shopper.email, wrongCode(code, attempt))).data?.verifyForgotPasswordOtp).toEqual(INVALID_CODE);
    }
    expect((await verify(shopper.email, code)).data?.verifyForgotPasswordOtp).toEqual(LOCKED_CODE);
    const stored = await t.db.passwordResetCode.findFirstOrThrow({ where: { userId: shopper.userId } });
    expect(stored).toMatchObject({ attempts: 5, usedAt: null });
  });

  it('counts each of 12 aliased guesses in one request: locked after five, rate limited after ten', async () => {
    const shopper = await signUpAndLogin(t);
    const code = await requestCode(shopper.email);
    const guesses = Array.from({ length: 12 }, (_, index) => wrongCode(code, index + 1));
    const query = `mutation {\n${guesses
      .map((guess, index) => `  g${index}: verifyForgotPasswordOtp(input: { email: "${shopper.email}", otp: "${guess}" }) { __typename ... on Error { message } }`)
      .join('\n')}\n}`;
    // Aliases built at run time: sent as text, each answer a verification's error.
    const answer = await t.graphqlText<Record<string, { __typename: string; message: string }>>(query, {}, { clientAddress: freshAddress() });
    const outcomes = guesses.map((_, index) => answer.data?.[`g${index}`]);
    expect(outcomes.slice(0, 5).every((outcome) => outcome!.message === 'Invalid or expired code')).toBe(true);
    expect(outcomes.slice(5, 10).every((outcome) => outcome!.message === LOCKED_CODE.message)).toBe(true);
    expect(outcomes.slice(10).every((outcome) => outcome!.__typename === 'RateLimitedError')).toBe(true);
    expect((await t.db.passwordResetCode.findFirstOrThrow({ where: { userId: shopper.userId } })).attempts).toBe(5);
    // The right code, from another address, is refused too: the guesses used the code up.
    expect((await verify(shopper.email, code)).data?.verifyForgotPasswordOtp).toEqual(LOCKED_CODE);
  });

  it('counts concurrent guesses one by one: of 12 at once, exactly five are compared', async () => {
    const shopper = await signUpAndLogin(t);
    const code = await requestCode(shopper.email);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => verify(shopper.email, wrongCode(code, index + 1))));
    const messages = answers.map((answer) => having(answer.data?.verifyForgotPasswordOtp, 'message').message);
    expect(messages.filter((message) => message === 'Invalid or expired code')).toHaveLength(5);
    expect(messages.filter((message) => message === LOCKED_CODE.message)).toHaveLength(7);
    expect((await t.db.passwordResetCode.findFirstOrThrow({ where: { userId: shopper.userId } })).attempts).toBe(5);
  });

  it("refuses mismatched passwords with the specification's message and keeps the grant usable", async () => {
    const shopper = await signUpAndLogin(t);
    const code = await requestCode(shopper.email);
    const { resetToken } = member((await verify(shopper.email, code)).data!.verifyForgotPasswordOtp, 'VerifyForgotPasswordOtpPayload');
    const before = await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } });

    const mismatch = await reset({ email: shopper.email, newPassword: 'Kacyiru#2027', confirmPassword: 'Kacyiru#2028', resetToken });
    expect(mismatch.data?.resetPassword).toEqual({
      __typename: 'ValidationError',
      message: 'New password and confirm password must be same.',
      code: 'VALIDATION',
      field: 'confirmPassword',
    });
    const tooShort = await reset({ email: shopper.email, newPassword: 'short', confirmPassword: 'short', resetToken });
    expect(tooShort.data?.resetPassword).toMatchObject({ __typename: 'ValidationError', message: 'Password must be at least 8 characters', field: 'newPassword' });

    const after = await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } });
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(await t.db.session.count({ where: { userId: shopper.userId, revokedAt: { not: null } } })).toBe(0);
    const corrected = await reset({ email: shopper.email, newPassword: 'Kacyiru#2027', confirmPassword: 'Kacyiru#2027', resetToken });
    expect(corrected.data?.resetPassword.__typename).toBe('ResetPasswordPayload');
  });

  it('refuses a forged or foreign reset token', async () => {
    const shopper = await signUpAndLogin(t);
    const before = await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } });
    for (const resetToken of ['not-a-token', shopper.accessToken, shopper.refreshToken]) {
      const answer = await reset({ email: shopper.email, newPassword: 'Kanombe#2027', confirmPassword: 'Kanombe#2027', resetToken });
      expect(answer.data?.resetPassword).toEqual(SPENT_GRANT);
    }
    expect((await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } })).passwordHash).toBe(before.passwordHash);
  });

  it('checks the input before anything else', async () => {
    expect((await forgot('')).data?.forgotPassword).toMatchObject({ __typename: 'ValidationError', message: 'Email is required', field: 'email' });
    expect((await forgot('not-an-email')).data?.forgotPassword).toMatchObject({ __typename: 'ValidationError', field: 'email' });
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      expect((await verify('someone@example.rw', otp)).data?.verifyForgotPasswordOtp).toMatchObject({
        __typename: 'ValidationError',
        message: 'Enter the 6-digit code',
        field: 'otp',
      });
    }
  });

  it('limits code requests to 5 a minute per client address', async () => {
    const address = freshAddress();
    const outcomes: (string | undefined)[] = [];
    for (let request = 0; request < 6; request += 1) {
      outcomes.push((await forgot(`flood-${request}-${randomUUID()}@example.rw`, address)).data?.forgotPassword.__typename);
    }
    expect(outcomes).toEqual([...Array(5).fill('ForgotPasswordPayload'), 'RateLimitedError']);
  });

  it('limits code requests per account, whichever addresses they come from', async () => {
    const shopper = await signUpAndLogin(t);
    const outcomes: string[] = [];
    for (let request = 0; request < 6; request += 1) outcomes.push((await forgot(shopper.email)).data!.forgotPassword.__typename);
    expect(outcomes).toEqual([...Array(5).fill('ForgotPasswordPayload'), 'RateLimitedError']);
    expect(await mailsTo(shopper.email)).toHaveLength(5);
  });

  it('limits code checks to 10 a minute per client address', async () => {
    const address = freshAddress();
    const outcomes: (string | undefined)[] = [];
    for (let check = 0; check < 11; check += 1) {
      outcomes.push((await verify(`guess-${check}@example.rw`, '123456', address)).data?.verifyForgotPasswordOtp.__typename);
    }
    expect(outcomes.slice(0, 10).every((name) => name === 'ValidationError')).toBe(true);
    expect(outcomes[10]).toBe('RateLimitedError');
  });
});

describe('profile', () => {
  const updateProfile = (token: string | null, input: VariablesOf<typeof UPDATE_PROFILE>['input']) => t.graphql(UPDATE_PROFILE, { input }, { token });

  it('updates name, e-mail and mobile, normalising the e-mail and the mobile number', async () => {
    const shopper = await signUpAndLogin(t);
    const newEmail = `Renamed-${randomUUID()}@Example.RW`;
    const answer = await updateProfile(shopper.accessToken, {
      name: '  Claudine Mukamana ',
      email: ` ${newEmail} `,
      mobile: '078 123 4567',
      language: 'FR',
      currentPassword: shopper.password,
    });
    expect(answer.data?.updateProfile).toEqual({
      __typename: 'UpdateProfilePayload',
      endedSessionCount: 0,
      user: {
        databaseId: shopper.userId,
        name: 'Claudine Mukamana',
        email: newEmail.toLowerCase(),
        mobile: '+250781234567',
        language: 'FR',
        verifyEmail: false,
      },
    });
    const stored = await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } });
    expect(stored).toMatchObject({ name: 'Claudine Mukamana', email: newEmail.toLowerCase(), mobile: '+250781234567', language: 'fr' });
  });

  it('keeps the language when it is left out and accepts the own e-mail in another case', async () => {
    const shopper = await signUpAndLogin(t);
    await updateProfile(shopper.accessToken, { name: 'Eric', email: shopper.email, mobile: '0791234567', language: 'RW' });
    // Neither the e-mail nor the password changes, so no current password is needed.
    const answer = await updateProfile(shopper.accessToken, { name: 'Eric N.', email: shopper.email.toUpperCase(), mobile: '+250 791 234 567' });
    expect(answer.data?.updateProfile).toMatchObject({ __typename: 'UpdateProfilePayload', user: { name: 'Eric N.', email: shopper.email, language: 'RW' } });
  });

  it.each([
    [{ name: '', email: 'x@example.rw', mobile: '0781234567' }, 'name', 'Name is required'],
    [{ name: 'A', email: 'not-an-email', mobile: '0781234567' }, 'email', 'Provide a valid email address'],
    [{ name: 'A', email: '', mobile: '0781234567' }, 'email', 'Email is required'],
    [{ name: 'A', email: 'x@example.rw', mobile: '12345' }, 'mobile', 'Provide a valid Rwandan mobile number, e.g. 078 123 4567'],
    [{ name: 'A', email: 'x@example.rw', mobile: '0761234567' }, 'mobile', 'Provide a valid Rwandan mobile number, e.g. 078 123 4567'],
    [{ name: 'A', email: 'x@example.rw', mobile: '' }, 'mobile', 'Mobile number is required'],
  ])('refuses bad input %# with a message naming the field and changes nothing', async (input, field, message) => {
    const shopper = await signUpAndLogin(t);
    const before = await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } });
    const answer = await updateProfile(shopper.accessToken, input);
    expect(answer.data?.updateProfile).toEqual({ __typename: 'ValidationError', code: 'VALIDATION', field, message });
    expect(await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } })).toEqual(before);
  });

  it("refuses another account's e-mail, whatever its case, and changes nothing", async () => {
    const owner = await signUpAndLogin(t);
    const shopper = await signUpAndLogin(t);
    const before = await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } });
    const answer = await updateProfile(shopper.accessToken, {
      name: 'Thief',
      email: `  ${owner.email.toUpperCase()} `,
      mobile: '0781234567',
      currentPassword: shopper.password,
    });
    expect(answer.data?.updateProfile).toEqual({
      __typename: 'ConflictError',
      message: 'Another account already uses this email',
      code: 'CONFLICT',
      field: 'email',
    });
    expect(await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } })).toEqual(before);
  });

  it('takes the language as the Language enum only', async () => {
    const shopper = await signUpAndLogin(t);
    const before = await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } });
    // A language value the enum does not have, on purpose: sent unchecked.
    const answer = await t.graphqlText(documentText(UPDATE_PROFILE), { input: { name: 'A', email: shopper.email, mobile: '0781234567', language: 'de' } }, { token: shopper.accessToken });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/Value "de" does not exist in "Language" enum/);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } })).toEqual(before);
    // The REST adapter keeps the stored spelling and its message.
    const legacy = await rest(t, 'PUT', '/user/update-user', { token: shopper.accessToken, body: { name: 'A', email: shopper.email, mobile: '0781234567', language: 'de' } });
    expect(legacy.status).toBe(400);
    expect(legacy.body).toMatchObject({ message: 'Language must be en, rw or fr', field: 'language' });
  });

  it('asks a signed-out caller to log in', async () => {
    const answer = await updateProfile(null, { name: 'A', email: 'a@example.rw', mobile: '0781234567' });
    expect(answer.data?.updateProfile).toEqual({ __typename: 'UnauthenticatedError', message: 'Please Login', code: 'UNAUTHENTICATED' });
  });
});

describe('class 11: recovery-code guessing', () => {
  it('locks a code after five wrong attempts: the sixth is refused even when right', async () => {
    const shopper = await signUpAndLogin(t);
    const code = await requestCode(shopper.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await t.graphql(VERIFY, { email: shopper.email, otp: wrongCode(code, attempt) }, { clientAddress: freshAddress() });
      expect(wrong.data?.verifyForgotPasswordOtp).toMatchObject({ message: 'Invalid or expired code' });
    }
    const right = await unchanged(t, () => t.graphql(VERIFY, { email: shopper.email, otp: code }, { clientAddress: freshAddress() }));
    expect(right.data?.verifyForgotPasswordOtp).toMatchObject({ __typename: 'ValidationError', message: 'Too many wrong attempts with this code. Please request a new code.' });
  });

  it('refuses a code used once already, an expired code, and the code of account A for account B', async () => {
    const alice = await signUpAndLogin(t);
    const bob = await signUpAndLogin(t);
    const aliceCode = await requestCode(alice.email);
    await t.graphql(VERIFY, { email: alice.email, otp: aliceCode }, { clientAddress: freshAddress() });
    const reused = await unchanged(t, () => t.graphql(VERIFY, { email: alice.email, otp: aliceCode }, { clientAddress: freshAddress() }));
    expect(reused.data?.verifyForgotPasswordOtp).toMatchObject({ message: 'Invalid or expired code' });

    const bobCode = await requestCode(bob.email);
    const secondAliceCode = await requestCode(alice.email);
    const bobBefore = await t.db.user.findUniqueOrThrow({ where: { id: bob.userId } });
    const crossed = await t.graphql(VERIFY, { email: bob.email, otp: secondAliceCode === bobCode ? wrongCode(bobCode) : secondAliceCode }, { clientAddress: freshAddress() });
    expect(crossed.data?.verifyForgotPasswordOtp).toMatchObject({ message: 'Invalid or expired code' });
    // The wrong guess is counted against Bob's code (that is the point), and nothing else moves.
    expect(await t.db.passwordResetCode.findFirstOrThrow({ where: { userId: bob.userId } })).toMatchObject({ attempts: 1, usedAt: null });
    expect(await t.db.user.findUniqueOrThrow({ where: { id: bob.userId } })).toEqual(bobBefore);

    await t.db.passwordResetCode.updateMany({ where: { userId: bob.userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await unchanged(t, () => t.graphql(VERIFY, { email: bob.email, otp: bobCode }, { clientAddress: freshAddress() }));
    expect(expired.data?.verifyForgotPasswordOtp).toMatchObject({ message: 'Invalid or expired code' });
  });

  it('counts 12 aliased guesses in one request one by one, and refuses more aliases than allowed outright', async () => {
    const shopper = await signUpAndLogin(t);
    const code = await requestCode(shopper.email);
    const guesses = (count: number) =>
      `mutation { ${Array.from({ length: count }, (_, index) => `g${index}: verifyForgotPasswordOtp(input: { email: "${shopper.email}", otp: "${wrongCode(code, index + 1)}" }) { __typename ... on Error { message } }`).join(' ')} }`;
    // Aliases built at run time: sent as text, each answer a verification's error.
    const many = await unchanged(t, () => t.graphqlText(guesses(40), {}, { clientAddress: freshAddress() }));
    expect(many.errors?.[0]?.message).toBe('Syntax Error: Aliases limit of 15 exceeded, found 40.');
    const answer = await t.graphqlText<Record<string, { __typename: string; message: string }>>(guesses(12), {}, { clientAddress: freshAddress() });
    const outcomes = Array.from({ length: 12 }, (_, index) => answer.data?.[`g${index}`]);
    expect(outcomes.filter((outcome) => outcome!.message === 'Invalid or expired code')).toHaveLength(5);
    expect(outcomes.slice(10).every((outcome) => outcome!.__typename === 'RateLimitedError')).toBe(true);
    expect((await t.db.passwordResetCode.findFirstOrThrow({ where: { userId: shopper.userId } })).attempts).toBe(5);
  });
});

describe('class 12: forgot-password for an unknown e-mail', () => {
  it('answers exactly as for a registered one and sends nothing', async () => {
    const shopper = await signUpAndLogin(t);
    const known = await t.graphql(FORGOT, { email: shopper.email }, { clientAddress: freshAddress() });
    const unknown = await unchanged(t, () => t.graphql(FORGOT, { email: `nobody-${randomUUID()}@example.rw` }, { clientAddress: freshAddress() }));
    expect(unknown.status).toBe(known.status);
    expect(unknown.data).toEqual(known.data);
    const legacyKnown = await rest(t, 'POST', '/user/forgot-password', { body: { email: shopper.email }, clientAddress: freshAddress() });
    const legacyUnknown = await unchanged(t, () => rest(t, 'POST', '/user/forgot-password', { body: { email: `nobody-${randomUUID()}@example.rw` }, clientAddress: freshAddress() }));
    expect(legacyUnknown.status).toBe(legacyKnown.status);
    expect(legacyUnknown.body).toEqual(legacyKnown.body);
  });
});
