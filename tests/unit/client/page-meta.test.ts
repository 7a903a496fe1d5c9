import { describe, expect, it } from 'vitest';
import { languageAlternates, languageUrl, pictureUrl } from '../../../client/src/features/page-meta/pageUrls';
import { previewText } from '../../../client/src/features/page-meta/PageMeta';
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from '../../../client/src/features/page-meta/structuredData';

const ORIGIN = 'https://isoko.rw';

describe('page addresses', () => {
  it('puts a language other than English in ?lang=, keeping the rest of the query and dropping an old lang', () => {
    expect(languageUrl(ORIGIN, '/product/milk-1', 'en')).toBe('https://isoko.rw/product/milk-1');
    expect(languageUrl(ORIGIN, '/product/milk-1', 'rw')).toBe('https://isoko.rw/product/milk-1?lang=rw');
    expect(languageUrl(ORIGIN, '/search?q=rice%20%26%20beans&lang=fr', 'rw')).toBe('https://isoko.rw/search?q=rice+%26+beans&lang=rw');
    expect(languageUrl(ORIGIN, '/search?q=rice&lang=fr', 'en')).toBe('https://isoko.rw/search?q=rice');
  });

  it('lists each language and x-default (the plain address) for hreflang', () => {
    expect(languageAlternates(ORIGIN, '/categories')).toEqual([
      { hrefLang: 'en', href: 'https://isoko.rw/categories' },
      { hrefLang: 'rw', href: 'https://isoko.rw/categories?lang=rw' },
      { hrefLang: 'fr', href: 'https://isoko.rw/categories?lang=fr' },
      { hrefLang: 'x-default', href: 'https://isoko.rw/categories' },
    ]);
  });

  it('asks for an uploaded picture at a preview width, and leaves other addresses as they are', () => {
    expect(pictureUrl(ORIGIN, '/uploads/a.webp')).toBe('https://isoko.rw/uploads/a.webp?w=960');
    expect(pictureUrl(ORIGIN, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});

describe('preview text', () => {
  it('is one line, and a long text is cut at a word with an ellipsis, within the limit', () => {
    expect(previewText('  Fresh\n milk   from Rubavu ')).toBe('Fresh milk from Rubavu');
    const long = 'Sweet ripe bananas from the hills of Huye, '.repeat(8);
    const cut = previewText(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1)).toMatch(/[a-z]$/i);
  });
});

describe('JSON-LD', () => {
  const product = {
    name: 'Inyange Milk',
    description: 'Fresh milk',
    images: ['https://isoko.rw/uploads/m.webp?w=960'],
    sku: 'cm1',
    price: 1200,
    inStock: true,
    url: 'https://isoko.rw/product/inyange-milk-cm1',
    category: 'Dairy & Eggs',
    rating: { average: 4.5, count: 2 },
  };

  it('describes a product with its offer in RWF, its availability and its rating', () => {
    expect(productJsonLd(product)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Inyange Milk',
      sku: 'cm1',
      category: 'Dairy & Eggs',
      offers: { '@type': 'Offer', price: 1200, priceCurrency: 'RWF', availability: 'https://schema.org/InStock', url: product.url },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    const soldOut = productJsonLd({ ...product, inStock: false, rating: { average: 0, count: 0 }, category: null });
    expect(soldOut).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(soldOut).not.toHaveProperty('aggregateRating');
    expect(soldOut).not.toHaveProperty('category');
  });

  it('numbers the breadcrumb trail from 1', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: 'https://isoko.rw/' }, { name: 'Milk', url: product.url }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://isoko.rw/' },
        { '@type': 'ListItem', position: 2, name: 'Milk', item: product.url },
      ],
    });
  });

  it('cannot close its script element or open a comment, whatever a name holds, and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script><!-- & -->' };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
