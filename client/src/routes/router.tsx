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
          { path: 'login', lazy: () => import('../features/account/LoginRoute') },
          { path: 'dashboard/upload-product', lazy: () => import('../features/admin-products/UploadProductRoute') },
          { path: 'dashboard/product', lazy: () => import('../features/admin-products/ProductListRoute') },
          { path: '*', lazy: () => import('../features/shell/NotFoundRoute') },
        ],
      },
    ],
  },
]);

// Kept here too for the screens that import them from the route table.
export { idFromSlug, slugId } from './slugs';
