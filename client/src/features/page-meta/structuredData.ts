/**
 * schema.org data for search engines (JSON-LD): a product with its offer in Rwandan francs, and the trail of
 * pages that leads to it.
 */

export interface ProductFacts {
  name: string;
  description: string;
  /** Absolute addresses of the product's pictures. */
  images: string[];
  sku: string;
  /** What one unit costs now, in francs. */
  price: number;
  inStock: boolean;
  /** The product page's absolute address. */
  url: string;
  category: string | null;
  rating: { average: number; count: number } | null;
}

export function productJsonLd(product: ProductFacts): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images,
    sku: product.sku,
    ...(product.category ? { category: product.category } : {}),
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: product.price,
      priceCurrency: 'RWF',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating && product.rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count } }
      : {}),
  };
}

/** The pages leading to this one, first to last, each with its absolute address. */
export function breadcrumbJsonLd(trail: { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}

/** JSON for a script element: nothing in it can close the element or open a comment. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
