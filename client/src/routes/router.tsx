import { createBrowserRouter } from 'react-router';
import { AppLoading } from './AppLoading';
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
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('../features/home/HomeRoute') },
          { path: 'search', lazy: () => import('../features/search/SearchRoute') },
          { path: 'cart', lazy: () => import('../features/cart/CartRoute') },
          { path: 'product/:productSlugId', lazy: () => import('../features/product/ProductRoute') },
          { path: 'categories', lazy: () => import('../features/categories/CategoriesRoute') },
          { path: ':categorySlugId/:subCategorySlugId', lazy: () => import('../features/categories/ListingRoute') },
          { path: '*', lazy: () => import('../features/shell/NotFoundRoute') },
        ],
      },
    ],
  },
]);

/**
 * The id at the end of a slug-id URL segment ("fresh-milk-42" -> "42", "fresh-milk-cmwt4zh..." -> "cmwt4zh..."), or
 * null when there is none. Database ids are cuids (letters and digits, never a hyphen), so the id is the last part.
 */
export function idFromSlug(segment: string | undefined): string | null {
  const match = /(?:^|-)([A-Za-z0-9]+)$/.exec(segment ?? '');
  return match?.[1] ?? null;
}

/** A slug-id URL segment: the name made URL-safe, then the id ("Fresh Milk", 42 -> "fresh-milk-42"). */
export function slugId(slug: string, id: string): string {
  return slug ? `${slug}-${id}` : id;
}
