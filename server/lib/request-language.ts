import { MAIL_LANGUAGES } from '../mail/templates.js';

/** The shop's languages: English (the catalogue's own names), Kinyarwanda and French. */
export type ShopLanguage = (typeof MAIL_LANGUAGES)[number];

// Longer than any header a browser sends; a longer one is not worth parsing.
const MAX_HEADER_LENGTH = 512;

/**
 * The shop language an Accept-Language header asks for: its most preferred language tag the shop speaks
 * ('rw-RW' and 'kin' count as Kinyarwanda), English when none (or no header, or one that does not parse).
 */
export function requestLanguage(header: string | null | undefined): ShopLanguage {
  if (!header || header.length > MAX_HEADER_LENGTH) return 'en';
  let best: { language: ShopLanguage; quality: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...parameters] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0]!;
    const language = primary === 'kin' ? 'rw' : primary === 'fre' || primary === 'fra' ? 'fr' : primary;
    if (!(MAIL_LANGUAGES as readonly string[]).includes(language)) continue;
    const qualityParameter = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
    const quality = qualityParameter === undefined ? 1 : Number(qualityParameter);
    if (!Number.isFinite(quality) || quality <= 0) continue;
    // Ties keep the first listed, as the header's order is the client's preference too.
    if (!best || quality > best.quality) best = { language: language as ShopLanguage, quality };
  }
  return best?.language ?? 'en';
}
