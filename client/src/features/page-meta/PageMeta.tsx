import { useLingui } from '@lingui/react/macro';
import { useContext } from 'react';
import { LOCALES, type Locale } from '../../i18n/locales';
import { PageContext } from '../server-render/pageContext';
import { languageAlternates, languageUrl, OPEN_GRAPH_LOCALES, pictureUrl } from './pageUrls';

export interface PageMetaProps {
  /** The page's own title; " | Isoko" follows it. */
  title: string;
  description: string;
  /** The page's address without the language (path and query). */
  path: string;
  /** The picture a link preview shows (an upload path or an absolute URL); the shop's icon by default. */
  image?: string;
  /** Open Graph's type: a product page is a product, any other a website. */
  type?: 'website' | 'product';
  /** Pages search engines should not list (search results, not found). */
  noIndex?: boolean;
}

const SHOP_ICON = '/icons/icon-512.png';

/**
 * The page's head: title, description, canonical address, the other languages' addresses, and the tags link
 * previews read (Open Graph, Twitter). React places them in the document's head, on the server as in the browser.
 */
export function PageMeta({ title, description, path, image, type = 'website', noIndex = false }: PageMetaProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const origin = useContext(PageContext)?.origin ?? window.location.origin;
  const url = languageUrl(origin, path, locale);
  const fullTitle = `${title} | Isoko`;
  const picture = image ? pictureUrl(origin, image) : new URL(SHOP_ICON, origin).href;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex, follow" />}
      <link rel="canonical" href={url} />
      {languageAlternates(origin, path).map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      <meta property="og:site_name" content="Isoko" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={picture} />
      <meta property="og:locale" content={OPEN_GRAPH_LOCALES[locale]} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OPEN_GRAPH_LOCALES[other]} />
      ))}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={picture} />
    </>
  );
}

/** A description for a preview: one line of the text, at most about 160 characters, cut at a word. */
export function previewText(text: string, limit = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= limit) return line;
  const cut = line.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2)).replace(/[\s,.;:]+$/, '')}…`;
}
