import { z } from 'zod';

/**
 * Rwandan mobile numbers: +250 7X XXX XXXX, also written 07X XXX XXXX or 2507X...; spaces, dashes and dots
 * are ignored. Stored normalised as +2507XXXXXXXX. Mobile prefixes are 72, 73, 78 and 79.
 */
export function normaliseRwandanMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  const match = /^(?:\+?250|0)?(7[2389]\d{7})$/.exec(compact);
  return match ? `+250${match[1]}` : null;
}

/** A required Rwandan mobile number field, normalised; refused with a readable message otherwise. */
export const rwandanMobileField = z
  .string({ error: 'Mobile number is required' })
  .trim()
  .min(1, { error: 'Mobile number is required' })
  .max(32, { error: 'Provide a valid Rwandan mobile number, e.g. 078 123 4567' })
  .transform((value, context) => {
    const normalised = normaliseRwandanMobile(value);
    if (!normalised) {
      context.addIssue({ code: 'custom', message: 'Provide a valid Rwandan mobile number, e.g. 078 123 4567' });
      return z.NEVER;
    }
    return normalised;
  });

/** A stored +2507XXXXXXXX number as Rwandans write it to read aloud: 0788 123 456. Anything else as it is. */
export function displayMobile(mobile: string): string {
  const match = /^\+250(7\d{2})(\d{3})(\d{3})$/.exec(mobile);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : mobile;
}
