import { slugId } from '../../routes/router';

/** The page of a product: /product/{slug}-{databaseId}. */
export function productPath(slug: string, databaseId: string): string {
  return `/product/${slugId(slug, databaseId)}`;
}
