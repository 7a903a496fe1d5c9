import { accountRoutes } from '../modules/account/account.rest.js';
import { addressRoutes } from '../modules/address/address.rest.js';
import { analyticsRoutes } from '../modules/analytics/analytics.rest.js';
import { authRoutes } from '../modules/auth/auth.rest.js';
import { cartRoutes } from '../modules/cart/cart.rest.js';
import { categoryRoutes } from '../modules/catalog/category.rest.js';
import { productRoutes } from '../modules/catalog/product.rest.js';
import { subCategoryRoutes } from '../modules/catalog/sub-category.rest.js';
import { orderRoutes } from '../modules/order/order.rest.js';
import { promoRoutes } from '../modules/promo/promo.rest.js';
import { reviewRoutes } from '../modules/review/review.rest.js';
import { searchRoutes } from '../modules/search/search.rest.js';
import { uploadRoutes } from '../modules/upload/upload.rest.js';
import { userRoutes } from '../modules/user/user.rest.js';
import type { RestRoute } from './rest-route.js';

/** Every legacy path, gathered from the feature modules' *.rest.ts files, in the specification's order. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...userRoutes,
  ...accountRoutes,
  ...uploadRoutes,
  ...categoryRoutes,
  ...subCategoryRoutes,
  ...productRoutes,
  ...searchRoutes,
  ...promoRoutes,
  ...reviewRoutes,
  ...cartRoutes,
  ...addressRoutes,
  ...orderRoutes,
  ...analyticsRoutes,
] as RestRoute[];
