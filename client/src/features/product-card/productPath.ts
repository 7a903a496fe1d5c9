import { slugId } from '../../routes/slugs';

/** The page of a product: /product/{slug}-{databaseId}. */
export function productPath(slug: string, databaseId: string): string {
  return `/product/${slugId(slug, databaseId)}`;
}
