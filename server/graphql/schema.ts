import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import './root.js';
import './scalars.js';
import './errors.js';
import '../modules/user/user.schema.js';
import '../modules/auth/auth.schema.js';
import '../modules/account/account.schema.js';
import '../modules/upload/upload.schema.js';
import '../modules/catalog/catalog.schema.js';
import '../modules/catalog/catalog-admin.schema.js';
import '../modules/search/search.schema.js';
import '../modules/search/synonyms.schema.js';
import '../modules/review/review.schema.js';
import '../modules/cart/cart.schema.js';
import '../modules/promo/promo.schema.js';
import '../modules/address/address.schema.js';
import '../modules/order/order.schema.js';
import '../modules/payment/payment.schema.js';
import '../modules/order/order-payment.schema.js';
import '../modules/delivery/delivery.schema.js';
import '../modules/analytics/analytics.schema.js';

/** The shop's GraphQL schema, sorted so that its printed form is stable. */
export const schema = lexicographicSortSchema(builder.toSchema());
