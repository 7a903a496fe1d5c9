import { z } from 'zod';
import { restRoute } from '../../rest/rest-route.js';
import { dateTimeSchema } from '../../rest/doc-schemas.js';
import { legacyUserSchema, toLegacyUser } from '../user/user.rest.js';
import { forgotPasswordInput, resetPasswordInput, updateProfileInput, verifyOtpInput } from './account.inputs.js';
import * as account from './account.service.js';

export const accountRoutes = [
  restRoute({
    method: 'PUT',
    path: '/user/forgot-password',
    tag: 'User',
    summary: 'Mail a 6-digit recovery code (same answer whether or not the e-mail is registered)',
    auth: 'public',
    input: { schema: forgotPasswordInput },
    response: 'message only',
    refusals: [429],
    handle: async ({ context, input }) => ({ message: (await account.forgotPassword(context, input)).message }),
  }),
  restRoute({
    method: 'PUT',
    path: '/user/verify-forgot-password-otp',
    tag: 'User',
    summary: 'Check the recovery code; the reset grant is returned and kept in an httpOnly cookie for reset-password',
    auth: 'public',
    input: { schema: verifyOtpInput },
    response: 'data: { resetToken, expiresAt }',
    data: z.object({ resetToken: z.string(), expiresAt: dateTimeSchema }),
    refusals: [429],
    setsCookies: true,
    handle: async ({ context, input }) => {
      const verified = await account.verifyForgotPasswordOtp(context, input);
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
    input: { schema: resetPasswordInput },
    response: 'message only',
    handle: async ({ context, input, cookies }) => {
      // The grant may come as the resetToken cookie instead of the body field.
      const result = await account.resetPassword(context, { ...input, resetToken: input.resetToken ?? cookies.resetToken ?? '' });
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
    input: { schema: updateProfileInput, rename: { newPassword: 'password' } },
    response: 'data: the updated user',
    data: legacyUserSchema,
    refusals: [409, 429],
    handle: async ({ context, input }) => {
      const { user } = await account.updateProfile(context, input);
      return { message: 'Updated successfully', data: await toLegacyUser(context, user) };
    },
  }),
];
