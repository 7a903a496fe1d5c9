import { ConflictError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import { UserType } from '../user/user.schema.js';
import * as account from './account.service.js';

const ForgotPasswordPayload = builder.objectRef<{ message: string }>('ForgotPasswordPayload').implement({
  description: 'The same answer whether or not the e-mail is registered.',
  fields: (t) => ({ message: t.exposeString('message') }),
});

const VerifyForgotPasswordOtpPayload = builder.objectRef<account.VerifiedCode>('VerifyForgotPasswordOtpPayload').implement({
  fields: (t) => ({
    resetToken: t.exposeString('resetToken', { description: 'Send it with resetPassword; it works once, for 10 minutes.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const ResetPasswordPayload = builder.objectRef<{ message: string }>('ResetPasswordPayload').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const ForgotPasswordInput = builder.inputType('ForgotPasswordInput', {
  fields: (t) => ({ email: t.string() }),
});

const VerifyForgotPasswordOtpInput = builder.inputType('VerifyForgotPasswordOtpInput', {
  fields: (t) => ({ email: t.string(), otp: t.string({ description: 'The 6-digit code from the e-mail.' }) }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    email: t.string(),
    newPassword: t.string(),
    confirmPassword: t.string(),
    resetToken: t.string({ description: 'From verifyForgotPasswordOtp.' }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    mobile: t.string({ description: 'A Rwandan mobile number, e.g. 078 123 4567; stored as +250781234567.' }),
    language: t.string({ required: false, description: 'Interface and e-mail language: en, rw or fr. Unchanged when left out.' }),
  }),
});

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
    type: UserType,
    description: "Updates the signed-in user's name, e-mail and mobile (all required) and optionally their language.",
    authScopes: { loggedIn: true },
    errors: { types: [ConflictError] },
    args: { input: t.arg({ type: UpdateProfileInput }) },
    resolve: (_root, { input }, context) => account.updateProfile(context, input),
  }),
}));
