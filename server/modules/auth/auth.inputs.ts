import { z } from 'zod';
import { emailField, requiredText } from '../../lib/validation.js';
import { MAIL_LANGUAGES } from '../../mail/templates.js';

/** The language the shopper is using the shop in as they sign in or register: saved to the account, for its messages. */
const chosenLanguage = z.enum(MAIL_LANGUAGES, { error: 'Language must be en, rw or fr' }).nullish();

/** Passwords: at least 8 characters; the upper bound keeps a huge body from reaching argon2. */
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .min(8, { error: 'Password must be at least 8 characters' })
  .max(256, { error: 'Password must be at most 256 characters' });

export const registerInput = z
  .object({
    name: requiredText('Name', 100),
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string({ error: 'Confirm password is required' }).min(1, { error: 'Confirm password is required' }),
    language: chosenLanguage,
  })
  .refine((input) => input.password === input.confirmPassword, {
    error: 'password and confirm password must be same',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  email: emailField,
  // Any stored password is at most 256 characters, so a longer one cannot match and is not hashed.
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(256, { error: 'Invalid email or password' }),
  language: chosenLanguage,
});
export type LoginInput = z.input<typeof loginInput>;

export const refreshInput = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1, { error: 'Refresh token is required' }),
});
export type RefreshInput = z.input<typeof refreshInput>;
