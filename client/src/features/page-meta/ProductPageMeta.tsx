import { useLingui } from '@lingui/react/macro';
import { useContext } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductPageMeta_product$key } from '../../__generated__/ProductPageMeta_product.graphql';
import type { Locale } from '../../i18n/locales';
import { slugId } from '../../routes/slugs';
import { productPath } from '../product-card/productPath';
import { PageContext } from '../server-render/pageContext';
import { JsonLd } from './JsonLd';
import { PageMeta, previewText } from './PageMeta';
import { languageUrl, pictureUrl } from './pageUrls';
import { breadcrumbJsonLd, productJsonLd } from './structuredData';

/** A product page's head and its schema.org Product and BreadcrumbList. */
export function ProductPageMeta({ product }: { product: ProductPageMeta_product$key }) {
  const data = useFragment(
    graphql`
      fragment ProductPageMeta_product on Product {
        databaseId
        slug
        localName
        localDescription
        images
        effectivePrice
        stock
        averageRating
        reviewCount
        categories {
          databaseId
          slug
          localName
        }
        subCategories {
          databaseId
          slug
          localName
          categories {
            databaseId
          }
        }
      }
    `,
    product,
  );
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const origin = useContext(PageContext)?.origin ?? window.location.origin;
  const path = productPath(data.slug, data.databaseId);
  const url = languageUrl(origin, path, locale);
  const description = previewText(data.localDescription) || data.localName;
  const category = data.categories[0] ?? null;
  // The sub-category's listing lives under one of its categories: this product's first one, when it is.
  const subCategory = data.subCategories.find((sub) => sub.categories.some((parent) => parent.databaseId === category?.databaseId)) ?? null;
  const categoryPath = category ? `/${slugId(category.slug, category.databaseId)}` : null;
  const trail = [
    { name: t`Home`, url: languageUrl(origin, '/', locale) },
    ...(category && categoryPath ? [{ name: category.localName, url: languageUrl(origin, `${categoryPath}/all`, locale) }] : []),
    ...(categoryPath && subCategory
      ? [{ name: subCategory.localName, url: languageUrl(origin, `${categoryPath}/${slugId(subCategory.slug, subCategory.databaseId)}`, locale) }]
      : []),
    { name: data.localName, url },
  ];
  return (
    <>
      <PageMeta title={data.localName} description={description} path={path} image={data.images[0]} type="product" />
      <meta property="product:price:amount" content={String(data.effectivePrice)} />
      <meta property="product:price:currency" content="RWF" />
      <JsonLd
        data={productJsonLd({
          name: data.localName,
          description,
          images: data.images.map((image) => pictureUrl(origin, image)),
          sku: data.databaseId,
          price: data.effectivePrice,
          inStock: data.stock > 0,
          url,
          category: category?.localName ?? null,
          rating: typeof data.averageRating === 'number' ? { average: data.averageRating, count: data.reviewCount } : null,
        })}
      />
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  );
}
