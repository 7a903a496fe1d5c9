import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import { isLocale, type Locale } from '../../i18n/locales';

import { PAGE_DATA_ID } from './pageDataId';

export { PAGE_DATA_ID };

/** What a server-rendered page hands to the browser's app, so it hydrates without asking the server again. */
export interface PageData {
  /** The Relay records the page was rendered from. */
  records: RecordMap;
  /** The interface language the page was rendered in. */
  locale: Locale;
  /** Where the shop is reached (absolute URLs in the page's link-preview tags). */
  origin: string;
  /** When the server rendered it (ms since 1970): the time its countdowns and year were written at. */
  renderedAt: number;
}

/** The JSON of the data block, safe inside a script element: no "</script>" or comment opener can appear in it. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The page's data block, or null on the app's shell (a page the server did not render) and on a malformed block. */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData>;
    if (!data.records || typeof data.records !== 'object' || !isLocale(data.locale) || typeof data.origin !== 'string' || !Number.isFinite(data.renderedAt)) return null;
    return data as PageData;
  } catch {
    return null;
  }
}
