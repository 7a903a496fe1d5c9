import { ConflictError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import { mirrorsInput } from '../../graphql/input-mirror.js';
import type { forgotPasswordInput, resetPasswordInput, updateProfileInput, verifyOtpInput } from './account.inputs.js';
import { LanguageEnum, UserType } from '../user/user.schema.js';
import * as account from './account.service.js';

const ForgotPasswordPayload = builder.objectRef<{ email: string }>('ForgotPasswordPayload').implement({
  description: "The same answer whether or not the e-mail is registered; the sentence shown is the client's.",
  fields: (t) => ({
    codeValidForMinutes: t.int({ resolve: () => account.RECOVERY_CODE_MINUTES }),
  }),
});

const VerifyForgotPasswordOtpPayload = builder.objectRef<account.VerifiedCode>('VerifyForgotPasswordOtpPayload').implement({
  fields: (t) => ({
    resetToken: t.exposeString('resetToken', { description: 'Send it with resetPassword; it works once, for 10 minutes.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const ResetPasswordPayload = builder.objectRef<{ email: string }>('ResetPasswordPayload').implement({
  description: 'The password was changed and every session of the account ended: sign in again.',
  fields: (t) => ({ email: t.exposeString('email', { description: 'The account whose password changed, for the sign-in form.' }) }),
});

const UpdateProfilePayload = builder.objectRef<account.ProfileUpdate>('UpdateProfilePayload').implement({
  fields: (t) => ({
    user: t.field({ type: UserType, resolve: (payload) => payload.user }),
    endedSessionCount: t.exposeInt('endedSessionCount', {
      description: "The user's other sessions ended because the e-mail or the password changed (0 otherwise).",
    }),
  }),
});

const ForgotPasswordInput = mirrorsInput<typeof forgotPasswordInput>()(
  builder.inputType('ForgotPasswordInput', {
    fields: (t) => ({ email: t.string() }),
  }),
);

const VerifyForgotPasswordOtpInput = mirrorsInput<typeof verifyOtpInput>()(
  builder.inputType('VerifyForgotPasswordOtpInput', {
    fields: (t) => ({ email: t.string(), otp: t.string({ description: 'The 6-digit code from the e-mail.' }) }),
  }),
);

const ResetPasswordInput = mirrorsInput<typeof resetPasswordInput>()(
  builder.inputType('ResetPasswordInput', {
    fields: (t) => ({
      email: t.string(),
      newPassword: t.string(),
      confirmPassword: t.string(),
      resetToken: t.string({ description: 'From verifyForgotPasswordOtp.' }),
    }),
  }),
);

const UpdateProfileInput = mirrorsInput<typeof updateProfileInput>()(
  builder.inputType('UpdateProfileInput', {
    fields: (t) => ({
      name: t.string(),
      email: t.string(),
      mobile: t.string({ description: 'A Rwandan mobile number, e.g. 078 123 4567; stored as +250781234567.' }),
      language: t.field({ type: LanguageEnum, required: false, description: 'Interface and e-mail language. Unchanged when left out.' }),
      newPassword: t.string({ required: false, description: 'A new password; needs currentPassword. Unchanged when left out.' }),
      currentPassword: t.string({ required: false, description: 'Required to change the e-mail or the password.' }),
    }),
  }),
);

builder.mutationFields((t) => ({
  forgotPassword: t.field({
    type: ForgotPasswordPayload,
    description: 'Mails a 6-digit code, valid 10 minutes, to the account with this e-mail, if there is one.',
    errors: {},
    args: { input: t.arg({ type: ForgotPasswordInput }) },
    resolve: (_root, { input }, context) => account.forgotPassword(context, input),
  }),
  verifyForgotPasswordOtp: t.field({
    type: VerifyForgotPasswordOtpPayload,
    description: 'Checks a recovery code (5 attempts, single use) and returns a grant for resetPassword.',
    errors: {},
    args: { input: t.arg({ type: VerifyForgotPasswordOtpInput }) },
    resolve: (_root, { input }, context) => account.verifyForgotPasswordOtp(context, input),
  }),
  resetPassword: t.field({
    type: ResetPasswordPayload,
    description: 'Sets a new password with a grant from verifyForgotPasswordOtp and signs the account out everywhere.',
    errors: {},
    args: { input: t.arg({ type: ResetPasswordInput }) },
    resolve: (_root, { input }, context) => account.resetPassword(context, input),
  }),
  updateProfile: t.field({
    type: UpdateProfilePayload,
    description:
      "Updates the signed-in user's name, e-mail and mobile (all required) and optionally their language and password. " +
      'A new e-mail or password needs currentPassword, ends the other sessions and is told by mail (a new e-mail to the old address).',
    authScopes: { loggedIn: true },
    errors: { types: [ConflictError] },
    args: { input: t.arg({ type: UpdateProfileInput }) },
    resolve: (_root, { input }, context) => account.updateProfile(context, input),
  }),
}));
