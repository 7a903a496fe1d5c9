import { jsonLdText } from './structuredData';

/** A schema.org data block (JSON-LD): read by search engines, never run, so the page's script policy allows it. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
