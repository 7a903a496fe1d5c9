import { type RequestContext, requireViewer } from '../../context.js';
import { isUniqueViolation } from '../../database/prisma-errors.js';
import { ConflictError, ValidationError } from '../../errors.js';
import type { User } from '../../generated/prisma/client.js';
import { parseInput } from '../../lib/validation.js';
import { type MailLanguage, mailLanguage } from '../../mail/templates.js';
import { passwordCost } from '../auth/auth.service.js';
import { assertStrongPassword } from '../auth/password-strength.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { enqueueMessage } from '../outbox/outbox-messages.js';
import {
  type ForgotPasswordInput,
  forgotPasswordInput,
  type ResetPasswordInput,
  resetPasswordInput,
  type UpdateProfileInput,
  updateProfileInput,
  type VerifyOtpInput,
  verifyOtpInput,
} from './account.inputs.js';
import {
  hashRecoveryCode,
  newRecoveryCode,
  readResetGrant,
  recoveryCodeMatches,
  signResetGrant,
} from './recovery-secrets.js';

/** How long a recovery code, and then the grant its verification gives, stay valid. */
export const RECOVERY_CODE_MINUTES = 10;
export const RESET_GRANT_SECONDS = 10 * 60;
/** Guesses allowed per code; the next one is refused even when right. */
export const MAX_CODE_ATTEMPTS = 5;

export const FORGOT_PASSWORD_MESSAGE = `If an account uses this email, we have sent it a 6-digit code. The code is valid for ${RECOVERY_CODE_MINUTES} minutes.`;
export const RESET_PASSWORD_MESSAGE = 'Your password has been changed. Please log in with your new password.';

const invalidCode = () => new ValidationError('Invalid or expired code', 'otp');
const lockedCode = () => new ValidationError('Too many wrong attempts with this code. Please request a new code.', 'otp');
const invalidGrant = () => new ValidationError('This password reset is no longer valid. Please request a new code.', 'resetToken');
const emailTaken = () => new ConflictError('Another account already uses this email', 'email');

export interface VerifiedCode {
  resetToken: string;
  expiresAt: Date;
}

/**
 * Starts password recovery: a known, active account gets a fresh 6-digit code by mail (older codes are void).
 * The answer is the same for every address, registered or not.
 */
export async function forgotPassword(context: RequestContext, rawInput: ForgotPasswordInput): Promise<{ message: string; email: string }> {
  const { email } = parseInput(forgotPasswordInput, rawInput);
  const { rateLimits } = context;
  const db = context.db.prisma;
  await rateLimits.consume(rateLimits.forgotPasswordPerAddress, context.clientAddress);
  await rateLimits.consume(rateLimits.forgotPasswordPerAccount, email);

  const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true, email: true, language: true, status: true } });
  // A code is made and hashed whoever asked, so both kinds of address take the same path up to the write.
  const code = newRecoveryCode();
  const codeHash = hashRecoveryCode(context.keys.recovery, user?.id ?? email, code);
  if (!user || user.status !== 'ACTIVE') return { message: FORGOT_PASSWORD_MESSAGE, email };

  const expiresAt = new Date(Date.now() + RECOVERY_CODE_MINUTES * 60_000);
  // One live code per account: a new request voids older codes and any reset they were verified for, and an older
  // code's mail waiting to be tried again (the mail server was down) is not sent after the new one.
  await db.$transaction([
    db.passwordResetCode.deleteMany({ where: { userId: user.id } }),
    db.passwordResetCode.create({ data: { userId: user.id, codeHash, expiresAt } }),
    db.outboxMessage.updateMany({
      where: { userId: user.id, kind: 'password-code', state: 'PENDING', attempts: { gt: 0 }, claim: null },
      data: { state: 'FAILED', secret: null, lastError: 'a newer code was asked for' },
    }),
    enqueueMessage(db, { userId: user.id, address: user.email }, { kind: 'password-code', code, validMinutes: RECOVERY_CODE_MINUTES, expiresAt }),
  ]);
  // Sent after the answer, so a slow mail server cannot show which addresses are registered.
  context.outbox.wake();
  return { message: FORGOT_PASSWORD_MESSAGE, email };
}

/**
 * Checks a recovery code: five attempts per code, ten minutes, single use. A right code gives a grant, valid
 * ten minutes, to set a new password once.
 */
export async function verifyForgotPasswordOtp(context: RequestContext, rawInput: VerifyOtpInput): Promise<VerifiedCode> {
  const { email, otp } = parseInput(verifyOtpInput, rawInput);
  const { rateLimits } = context;
  const db = context.db.prisma;
  await rateLimits.consume(rateLimits.otpPerAddress, context.clientAddress);
  await rateLimits.consume(rateLimits.otpPerAccount, email);

  const now = new Date();
  const code = await db.passwordResetCode.findFirst({
    where: { user: { email, status: 'ACTIVE' }, usedAt: null },
    orderBy: { createdAt: 'desc' },
  });
  if (!code || code.expiresAt <= now) throw invalidCode();

  // The attempt is counted before the comparison, by a conditional update: however many guesses arrive
  // at once, at most five are ever compared.
  const counted = await db.passwordResetCode.updateMany({
    where: { id: code.id, usedAt: null, expiresAt: { gt: now }, attempts: { lt: MAX_CODE_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count !== 1) {
    const current = await db.passwordResetCode.findUnique({ where: { id: code.id } });
    const locked = current !== null && current.usedAt === null && current.expiresAt > now && current.attempts >= MAX_CODE_ATTEMPTS;
    throw locked ? lockedCode() : invalidCode();
  }
  const keys = context.keys.recovery;
  if (!recoveryCodeMatches(keys, code.userId, otp, code.codeHash)) throw invalidCode();

  const used = await db.passwordResetCode.updateMany({ where: { id: code.id, usedAt: null }, data: { usedAt: now } });
  if (used.count !== 1) throw invalidCode();
  const resetToken = await signResetGrant(keys, { userId: code.userId, codeId: code.id }, now, RESET_GRANT_SECONDS);
  return { resetToken, expiresAt: new Date(now.getTime() + RESET_GRANT_SECONDS * 1000) };
}

/**
 * Sets a new password with a grant from a verified code. The grant works once; afterwards every session of
 * the account is revoked, so all earlier access and refresh tokens are refused.
 */
export async function resetPassword(context: RequestContext, rawInput: ResetPasswordInput): Promise<{ message: string; email: string }> {
  const input = parseInput(resetPasswordInput, rawInput);
  const db = context.db.prisma;
  const grant = await readResetGrant(context.keys.recovery, input.resetToken);
  if (!grant) throw invalidGrant();
  // Checked before hashing, so a spent or foreign grant costs no argon2 time.
  const pending = await db.passwordResetCode.findFirst({
    where: { id: grant.codeId, userId: grant.userId, usedAt: { not: null }, user: { email: input.email, status: 'ACTIVE' } },
    select: { user: { select: { name: true, email: true, language: true } } },
  });
  if (!pending) throw invalidGrant();
  // Refused before the grant is spent, so the user can try a stronger password with the same grant.
  await assertStrongPassword(input.newPassword, pending.user, { field: 'newPassword', language: mailLanguage(pending.user.language) });

  // Hashed outside the transaction: argon2 must not hold the database.
  const passwordHash = await hashPassword(input.newPassword, { memoryKib: context.config.ARGON2_MEMORY_KIB, timeCost: context.config.ARGON2_TIME_COST });
  const now = new Date();
  const user = await db.$transaction(async (transaction) => {
    // Deleting the verified code spends the grant: of two resets racing with one grant, exactly one wins.
    const spent = await transaction.passwordResetCode.deleteMany({ where: { id: grant.codeId, userId: grant.userId, usedAt: { not: null } } });
    if (spent.count !== 1) throw invalidGrant();
    await transaction.passwordResetCode.deleteMany({ where: { userId: grant.userId } });
    // Revoked in the same transaction as the password change (rather than through auth's revokeAllSessions
    // afterwards), so a new password never coexists with the old sign-ins.
    await transaction.session.updateMany({ where: { userId: grant.userId, revokedAt: null }, data: { revokedAt: now, revokedReason: 'password-reset' } });
    const changed = await transaction.user.update({ where: { id: grant.userId }, data: { passwordHash }, select: { email: true } });
    await enqueueMessage(transaction, { userId: grant.userId, address: changed.email }, { kind: 'password-changed' });
    return changed;
  });
  context.outbox.wake();
  // The new password works at once from where the reset was made, even after the owner's own wrong guesses there.
  await context.rateLimits.signIn.recordSuccess(user.email, context.clientAddress);
  return { message: RESET_PASSWORD_MESSAGE, email: user.email };
}

export interface ProfileUpdate {
  user: User;
  /** Sessions other than the current one that were ended because the e-mail or the password changed. */
  endedSessionCount: number;
}

const currentPasswordRequired = (language: MailLanguage) => new ValidationError(currentPasswordMessages[language].required, 'currentPassword');
const currentPasswordWrong = (language: MailLanguage) => new ValidationError(currentPasswordMessages[language].wrong, 'currentPassword');
const currentPasswordMessages: Record<MailLanguage, { required: string; wrong: string }> = {
  en: { required: 'Enter your current password to change your email or password', wrong: 'Your current password is not correct' },
  rw: { required: "Andika ijambo ry'ibanga usanganywe kugira ngo uhindure imeyili cyangwa ijambo ry'ibanga", wrong: "Ijambo ry'ibanga usanganywe si ryo" },
  fr: { required: 'Saisissez votre mot de passe actuel pour changer votre e-mail ou votre mot de passe', wrong: "Votre mot de passe actuel n'est pas correct" },
};

/**
 * Updates the signed-in user's name, e-mail and mobile (all required) and, when given, their language and
 * password. Changing the e-mail or the password needs the current password (an access token alone must not
 * hand over the account); either change ends the user's other sessions, and an e-mail change is told to the
 * old address.
 */
export async function updateProfile(context: RequestContext, rawInput: UpdateProfileInput): Promise<ProfileUpdate> {
  const viewer = requireViewer(context);
  const input = parseInput(updateProfileInput, rawInput);
  const { rateLimits } = context;
  const db = context.db.prisma;
  const current = await db.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { name: true, email: true, language: true, passwordHash: true } });
  const language = mailLanguage(current.language);
  const emailChanged = current.email !== input.email;
  const passwordChanged = Boolean(input.newPassword);

  if (emailChanged || passwordChanged) {
    if (!input.currentPassword) throw currentPasswordRequired(language);
    // Guesses of the current password count with failed sign-ins, so a stolen token cannot brute-force it.
    await rateLimits.signIn.assertAllowed(current.email, context.clientAddress);
    if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
      await rateLimits.signIn.recordFailure(current.email, context.clientAddress);
      throw currentPasswordWrong(language);
    }
  }
  if (emailChanged && (await db.user.count({ where: { email: input.email } })) > 0) throw emailTaken();
  let passwordHash: string | undefined;
  if (input.newPassword) {
    await assertStrongPassword(input.newPassword, { name: input.name, email: input.email }, { field: 'newPassword', language });
    // Hashed outside the transaction: argon2 must not hold the database.
    passwordHash = await hashPassword(input.newPassword, passwordCost(context));
  }

  const now = new Date();
  // An e-mail change is told to the old address; a password change to the account's address from now on.
  const notices = [
    ...(emailChanged ? [enqueueMessage(db, { userId: viewer.id, address: current.email }, { kind: 'email-changed', newEmail: input.email })] : []),
    ...(passwordChanged ? [enqueueMessage(db, { userId: viewer.id, address: input.email }, { kind: 'password-changed' })] : []),
  ];
  let user: User;
  let ended: { count: number };
  try {
    [user, ended] = await db.$transaction([
      db.user.update({
        where: { id: viewer.id },
        data: {
          name: input.name,
          email: input.email,
          mobile: input.mobile,
          ...(input.language ? { language: input.language } : {}),
          ...(passwordHash ? { passwordHash } : {}),
          // A new address has not been confirmed by its owner yet.
          ...(emailChanged ? { verifyEmail: false } : {}),
        },
      }),
      // In the same transaction as the change, so the new e-mail or password never coexists with old sign-ins.
      db.session.updateMany({
        where: emailChanged || passwordChanged ? { userId: viewer.id, revokedAt: null, id: { not: viewer.sessionId } } : { id: { in: [] } },
        data: { revokedAt: now, revokedReason: emailChanged ? 'email-change' : 'password-change' },
      }),
      ...notices,
    ]);
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (notices.length > 0) context.outbox.wake();
  return { user, endedSessionCount: ended.count };
}
