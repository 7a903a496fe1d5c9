import { z } from 'zod';
import { rwandanMobileField } from '../../lib/mobile.js';
import { emailField, requiredText } from '../../lib/validation.js';
import { MAIL_LANGUAGES } from '../../mail/templates.js';
import { newPasswordField } from '../auth/auth.inputs.js';

export const forgotPasswordInput = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

export const verifyOtpInput = z.object({
  email: emailField,
  // Spaces a user may type or paste between the digits are ignored.
  otp: z
    .string({ error: 'Enter the 6-digit code' })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code' })),
});
export type VerifyOtpInput = z.input<typeof verifyOtpInput>;

export const resetPasswordInput = z
  .object({
    email: emailField,
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: 'Confirm password is required' }).min(1, { error: 'Confirm password is required' }),
    resetToken: z
      .string({ error: 'The reset link is missing. Please verify your code again.' })
      .min(1, { error: 'The reset link is missing. Please verify your code again.' })
      .max(4096, { error: 'This password reset is no longer valid. Please request a new code.' }),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    error: 'New password and confirm password must be same.',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

export const updateProfileInput = z.object({
  name: requiredText('Name', 100),
  email: emailField,
  mobile: rwandanMobileField,
  // Optional: left out (or null), the language stays as it is.
  language: z.enum(MAIL_LANGUAGES, { error: 'Language must be en, rw or fr' }).nullish(),
  // Optional: left out (or empty), the password stays as it is.
  newPassword: z.preprocess((value) => (value === '' ? null : value), newPasswordField.nullish()),
  // Required (checked in the service) only when the e-mail or the password changes.
  currentPassword: z.string({ error: 'Current password must be text' }).max(256, { error: 'Your current password is not correct' }).nullish(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
