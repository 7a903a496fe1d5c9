import { accountRoutes } from '../modules/account/account.rest.js';
import { authRoutes } from '../modules/auth/auth.rest.js';
import { uploadRoutes } from '../modules/upload/upload.rest.js';
import { userRoutes } from '../modules/user/user.rest.js';
import type { RestRoute } from './rest-route.js';

/** Every legacy path, gathered from the feature modules' *.rest.ts files. */
export const restRoutes: RestRoute[] = [...authRoutes, ...userRoutes, ...accountRoutes, ...uploadRoutes] as RestRoute[];
