import { createContext, useContext } from 'react';
import type { Locale } from '../../i18n/locales';

/** What a page rendered on the server learns while rendering, and what it needs to know about the request. */
export interface PageFacts {
  /** The HTTP status: a page that finds nothing sets 404. */
  status: number;
  /** Where the shop is reached, without a trailing slash. */
  origin: string;
  locale: Locale;
  /**
   * When the server rendered the page (ms since 1970), on the server and while the browser takes its page over:
   * what shows the time renders it as of then (usePageTime), so both renders agree. Absent on the app's shell.
   */
  renderedAt?: number;
}

/** Present on the server only (and in the browser on a page the server rendered: its origin and render time). */
export const PageContext = createContext<PageFacts | null>(null);

/** Marks the page being rendered on the server as not found (HTTP 404); nothing in the browser. */
export function useNotFoundStatus(): void {
  const page = useContext(PageContext);
  if (page) page.status = 404;
}
