import { z } from 'zod';
import { withLegacyFieldNames } from '../../rest/legacy-field-names.js';
import { restRoute } from '../../rest/rest-route.js';
import { toLegacyUser } from '../user/user.rest.js';
import * as account from './account.service.js';

const text = z.unknown();

export const accountRoutes = [
  restRoute({
    method: 'PUT',
    path: '/user/forgot-password',
    tag: 'User',
    summary: 'Mail a 6-digit recovery code (same answer whether or not the e-mail is registered)',
    auth: 'public',
    body: z.object({ email: text }).partial(),
    response: 'message only',
    handle: async ({ context, body }) => ({ message: (await account.forgotPassword(context, body)).message }),
  }),
  restRoute({
    method: 'PUT',
    path: '/user/verify-forgot-password-otp',
    tag: 'User',
    summary: 'Check the recovery code; the reset grant is returned and kept in an httpOnly cookie for reset-password',
    auth: 'public',
    body: z.object({ email: text, otp: text }).partial(),
    response: 'data: { resetToken, expiresAt }',
    handle: async ({ context, body }) => {
      const verified = await account.verifyForgotPasswordOtp(context, body);
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
    response: 'message only',
    handle: async ({ context, body, cookies }) => {
      const result = await account.resetPassword(context, { ...body, resetToken: body.resetToken ?? cookies.resetToken ?? '' });
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
    response: 'data: the updated user',
    handle: async ({ context, body }) => {
      const { language, password, ...fields } = body;
      const { user } = await withLegacyFieldNames({ newPassword: 'password' }, () =>
        account.updateProfile(context, { ...fields, ...(language === undefined ? {} : { language }), ...(password === undefined ? {} : { newPassword: password }) }),
      );
      return { message: 'Updated successfully', data: await toLegacyUser(context, user) };
    },
  }),
];
