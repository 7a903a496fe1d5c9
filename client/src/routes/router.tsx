import { createBrowserRouter } from 'react-router';
import { RouteError } from './RouteError';

/**
 * Every route of the specification's route table. Each screen's code is its own chunk (`lazy`), and each route's
 * loader starts the screen's query before the code has arrived.
 */
export const router = createBrowserRouter([
  {
    id: 'root',
    path: '/',
    lazy: () => import('../features/shell/AppLayoutRoute'),
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('../features/home/HomeRoute') },
          { path: 'categories', lazy: () => import('../features/categories/CategoriesRoute') },
          { path: ':categorySlugId/:subCategorySlugId', lazy: () => import('../features/categories/ListingRoute') },
          { path: '*', lazy: () => import('../features/shell/NotFoundRoute') },
        ],
      },
    ],
  },
]);

/** The id at the end of a slug-id URL segment ("fresh-milk-cmwt4p9uo0001" -> "cmwt4p9uo0001"), or null when there is none. */
export function idFromSlug(segment: string | undefined): string | null {
  // Database ids are cuids (lower-case letters and digits) and slugs never end in '-', so the id is the last part.
  const match = /(?:^|-)([a-z0-9]+)$/i.exec(segment ?? '');
  return match?.[1] ?? null;
}

/** A slug-id URL segment: the name made URL-safe, then the id ("Fresh Milk", 42 -> "fresh-milk-42"). */
export function slugId(slug: string, id: string): string {
  return slug ? `${slug}-${id}` : id;
}
