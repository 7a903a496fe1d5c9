import { redirect, type RouteObject } from 'react-router';
import { loadMessageGroup, withLaterMessages } from '../i18n/i18n';
import { AppLoading } from './AppLoading';
import { RouteError } from './RouteError';

/** What a route's `handle` may say. */
export interface RouteHandle {
  /** The server renders this page's HTML (a shopper's public page); the others get the app's shell. */
  serverRendered?: boolean;
  /**
   * The route's module (under src/, as its lazy import names it): a page the server renders links its built
   * stylesheets and code, so the page is styled from the start and the app takes over without waiting for them.
   * None for the layout and home: their code travels in the first visit's chunk, which every page links.
   */
  module?: string;
}

/** A page the server renders, with its module when that is a chunk of its own. */
const serverRendered = (module?: string): RouteHandle => ({ serverRendered: true, module });

/**
 * A route beyond the home page: its code and its words are fetched together: the first-load features' words the first
 * screen does not use ('later') and those of its own groups, if any (catalogueGroups.ts).
 */
function withMessages<T>(groups: Parameters<typeof loadMessageGroup>[0][], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([withLaterMessages(load()), ...groups.map(loadMessageGroup)]).then(([module]) => module);
}
const withMoreMessages = <T,>(load: () => Promise<T>) => withMessages(['more'], load);
const withBrowseMessages = <T,>(load: () => Promise<T>) => withMessages(['browse'], load);
const withFirstFeatureMessages = <T,>(load: () => Promise<T>) => withMessages([], load);

/**
 * Every route of the specification's route table, shared by the browser's router and the server's renderer. Each
 * screen's code is its own chunk (`lazy`), and each route's loader starts the screen's query before the code has
 * arrived. The routes the server renders have ids, which name their loader data on both sides.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    lazy: () => import('../features/shell/AppLayoutRoute'),
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        id: 'pages',
        ErrorBoundary: RouteError,
        children: [
          { id: 'home', index: true, handle: serverRendered(), lazy: () => import('../features/home/HomeRoute') },
          { id: 'search', path: 'search', handle: serverRendered('features/search/SearchRoute'), lazy: withFirstFeatureMessages(() => import('../features/search/SearchRoute')) },
          { path: 'cart', lazy: withFirstFeatureMessages(() => import('../features/cart/CartRoute')) },
          { id: 'product', path: 'product/:productSlugId', handle: serverRendered('features/product/ProductRoute'), lazy: withBrowseMessages(() => import('../features/product/ProductRoute')) },
          { id: 'categories', path: 'categories', handle: serverRendered('features/categories/CategoriesRoute'), lazy: withBrowseMessages(() => import('../features/categories/CategoriesRoute')) },
          {
            id: 'listing',
            path: ':categorySlugId/:subCategorySlugId',
            handle: serverRendered('features/categories/ListingRoute'),
            lazy: withBrowseMessages(() => import('../features/categories/ListingRoute')),
          },
          { path: 'login', lazy: withMoreMessages(() => import('../features/account/LoginRoute')) },
          { path: 'register', lazy: withMoreMessages(() => import('../features/account/RegisterRoute')) },
          { path: 'forgot-password', lazy: withMoreMessages(() => import('../features/account/ForgotPasswordRoute')) },
          { path: 'verification-otp', lazy: withMoreMessages(() => import('../features/account/VerificationOtpRoute')) },
          { path: 'reset-password', lazy: withMoreMessages(() => import('../features/account/ResetPasswordRoute')) },
          { path: 'user', lazy: withMoreMessages(() => import('../features/account-menu/UserRoute')) },
          {
            path: 'dashboard',
            // Its pages' routes load together with it, so their words are in by the time any of them renders.
            lazy: withMoreMessages(() => import('../features/dashboard/DashboardLayoutRoute')),
            children: [
              { index: true, loader: () => redirect('/dashboard/profile') },
              { path: 'profile', ErrorBoundary: RouteError, lazy: () => import('../features/profile/ProfileRoute') },
              { path: 'myorders', ErrorBoundary: RouteError, lazy: () => import('../features/orders/OrdersRoute') },
              { path: 'address', ErrorBoundary: RouteError, lazy: () => import('../features/address/AddressRoute') },
              {
                lazy: () => import('../features/admin/AdminGuardRoute'),
                ErrorBoundary: RouteError,
                children: [
                  { path: 'category', lazy: () => import('../features/admin-categories/CategoryAdminRoute') },
                  { path: 'subcategory', lazy: () => import('../features/admin-categories/SubCategoryAdminRoute') },
                  { path: 'upload-product', lazy: () => import('../features/admin-products/UploadProductRoute') },
                  { path: 'product', lazy: () => import('../features/admin-products/ProductListRoute') },
                  { path: 'search-synonyms', lazy: () => import('../features/admin-synonyms/SynonymsRoute') },
                  { path: 'delivery', lazy: () => import('../features/admin-delivery/DeliveryZonesRoute') },
                  { path: 'sales-analytics', lazy: () => import('../features/analytics/SalesAnalyticsRoute') },
                ],
              },
            ],
          },
          { path: 'checkout', lazy: withMessages(['more', 'browse'], () => import('../features/checkout/CheckoutRoute')) },
          { path: 'payment', lazy: withMoreMessages(() => import('../features/checkout/PaymentRoute')) },
          { path: 'success', lazy: withMoreMessages(() => import('../features/checkout/SuccessRoute')) },
          { path: 'cancel', lazy: withMoreMessages(() => import('../features/checkout/CancelRoute')) },
          { id: 'not-found', path: '*', handle: serverRendered('features/shell/NotFoundRoute'), lazy: withFirstFeatureMessages(() => import('../features/shell/NotFoundRoute')) },
        ],
      },
    ],
  },
];
