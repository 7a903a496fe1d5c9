import { z } from 'zod';
import { MAIL_LANGUAGES } from '../../mail/templates.js';

export const setLanguageInput = z.object({
  language: z.enum(MAIL_LANGUAGES, { error: 'Language must be en, rw or fr' }),
});
export type SetLanguageInput = z.input<typeof setLanguageInput>;
