import { requestLanguage, type ShopLanguage } from '../lib/request-language.js';
import { MAIL_LANGUAGES } from '../mail/templates.js';

/** The cookie the web app writes when the shopper chooses a language (client/src/i18n/locales.ts). */
const LANGUAGE_COOKIE = 'language';

function isShopLanguage(value: string | null | undefined): value is ShopLanguage {
  return typeof value === 'string' && (MAIL_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a page is rendered in: the address's `?lang=` (links to a language's page, hreflang), else the
 * shopper's choice (the cookie), else the browser's Accept-Language, else English.
 */
export function pageLanguage(url: URL, headers: Headers): ShopLanguage {
  const fromAddress = url.searchParams.get('lang');
  if (isShopLanguage(fromAddress)) return fromAddress;
  const cookie = headers.get('cookie') ?? '';
  const chosen = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookie)?.[1];
  if (isShopLanguage(chosen)) return chosen;
  return requestLanguage(headers.get('accept-language'));
}
