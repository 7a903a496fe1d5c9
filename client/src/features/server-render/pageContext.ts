import { createContext, useContext } from 'react';
import type { Locale } from '../../i18n/locales';

/** What a page rendered on the server learns while rendering, and what it needs to know about the request. */
export interface PageFacts {
  /** The HTTP status: a page that finds nothing sets 404. */
  status: number;
  /** Where the shop is reached, without a trailing slash. */
  origin: string;
  locale: Locale;
}

/** Present on the server only (and while the browser hydrates a server page, for the origin). */
export const PageContext = createContext<PageFacts | null>(null);

/** Marks the page being rendered on the server as not found (HTTP 404); nothing in the browser. */
export function useNotFoundStatus(): void {
  const page = useContext(PageContext);
  if (page) page.status = 404;
}
