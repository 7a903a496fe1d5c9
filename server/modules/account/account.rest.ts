import { z } from 'zod';
import { withLegacyFieldNames } from '../../rest/legacy-field-names.js';
import { restRoute } from '../../rest/rest-route.js';
import { dateTimeSchema } from '../../rest/doc-schemas.js';
import { MAIL_LANGUAGES } from '../../mail/templates.js';
import { legacyUserSchema, toLegacyUser } from '../user/user.rest.js';
import { checkedInput } from '../../lib/validation.js';
import { forgotPasswordInput, resetPasswordInput, updateProfileInput, verifyOtpInput } from './account.inputs.js';
import * as account from './account.service.js';

const text = z.unknown();

const email = z.email().max(254);
const newPassword = z.string().min(8).max(256);

export const accountRoutes = [
  restRoute({
    method: 'PUT',
    path: '/user/forgot-password',
    tag: 'User',
    summary: 'Mail a 6-digit recovery code (same answer whether or not the e-mail is registered)',
    auth: 'public',
    body: z.object({ email: text }).partial(),
    documentedBody: z.object({ email }),
    response: 'message only',
    refusals: [429],
    handle: async ({ context, body }) => ({ message: (await account.forgotPassword(context, checkedInput(forgotPasswordInput, body))).message }),
  }),
  restRoute({
    method: 'PUT',
    path: '/user/verify-forgot-password-otp',
    tag: 'User',
    summary: 'Check the recovery code; the reset grant is returned and kept in an httpOnly cookie for reset-password',
    auth: 'public',
    body: z.object({ email: text, otp: text }).partial(),
    documentedBody: z.object({ email, otp: z.string().regex(/^\s*(\d\s*){6}$/).meta({ description: 'The 6-digit code from the e-mail (spaces ignored)' }) }),
    response: 'data: { resetToken, expiresAt }',
    data: z.object({ resetToken: z.string(), expiresAt: dateTimeSchema }),
    refusals: [429],
    setsCookies: true,
    handle: async ({ context, body }) => {
      const verified = await account.verifyForgotPasswordOtp(context, checkedInput(verifyOtpInput, body));
      return {
        message: 'Verify otp successfully',
        data: verified,
        setCookies: [{ name: 'resetToken', value: verified.resetToken, maxAgeSeconds: account.RESET_GRANT_SECONDS }],
      };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/user/reset-password',
    tag: 'User',
    summary: 'Set a new password with the grant from verify-forgot-password-otp (resetToken field or its cookie); signs out everywhere',
    auth: 'public',
    body: z.object({ email: text, newPassword: text, confirmPassword: text, resetToken: z.string().optional() }).partial(),
    documentedBody: z.object({
      email,
      newPassword,
      confirmPassword: z.string().min(1).meta({ description: 'The same as newPassword' }),
      resetToken: z.string().min(1).max(4096).optional().meta({ description: 'Required unless the resetToken cookie is sent' }),
    }),
    response: 'message only',
    handle: async ({ context, body, cookies }) => {
      const result = await account.resetPassword(
        context,
        checkedInput(resetPasswordInput, { ...body, resetToken: body.resetToken ?? cookies.resetToken ?? '' }),
      );
      return { message: result.message, clearCookies: ['resetToken', 'accessToken', 'refreshToken'] };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/user/update-user',
    tag: 'User',
    summary:
      "Update the signed-in user's name, e-mail and mobile (and password, as `password`); a new e-mail or password needs currentPassword and signs out the other devices",
    auth: 'user',
    body: z.object({ name: text, email: text, mobile: text, language: text, password: text, currentPassword: text }).partial(),
    documentedBody: z.object({
      name: z.string().min(1).max(100),
      email,
      mobile: z.string().meta({ description: 'A Rwandan mobile number, e.g. 0788123456 or +250788123456' }),
      language: z.enum(MAIL_LANGUAGES).nullable().optional(),
      password: z.union([newPassword, z.literal('')]).nullable().optional().meta({ description: "A new password; '' or absent keeps it" }),
      currentPassword: z.string().max(256).nullable().optional().meta({ description: 'Required to change the e-mail or the password' }),
    }),
    response: 'data: the updated user',
    data: legacyUserSchema,
    refusals: [409, 429],
    handle: async ({ context, body }) => {
      const { language, password, ...fields } = body;
      const { user } = await withLegacyFieldNames({ newPassword: 'password' }, () =>
        account.updateProfile(
          context,
          checkedInput(updateProfileInput, {
            ...fields,
            ...(language === undefined ? {} : { language }),
            ...(password === undefined ? {} : { newPassword: password }),
          }),
        ),
      );
      return { message: 'Updated successfully', data: await toLegacyUser(context, user) };
    },
  }),
];
