import type { User } from '../../generated/prisma/client.js';
import { z } from 'zod';
import { restRoute } from '../../rest/rest-route.js';
import { dateTimeSchema, legacyIdSchema } from '../../rest/doc-schemas.js';
import type { RequestContext } from '../../context.js';
import { heldRecordIds, viewerAccount } from './user.service.js';

const legacyStatus = { ACTIVE: 'Active', INACTIVE: 'Inactive', SUSPENDED: 'Suspended' } as const;

/** What toLegacyUser answers, as JSON (the REST adapter's documentation and its tests read it). */
export const legacyUserSchema = z.object({
  _id: legacyIdSchema,
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  mobile: z.string().nullable(),
  verify_email: z.boolean(),
  last_login_date: dateTimeSchema.nullable(),
  status: z.enum(['Active', 'Inactive', 'Suspended']),
  address_details: z.array(legacyIdSchema),
  shopping_cart: z.array(legacyIdSchema),
  orderHistory: z.array(legacyIdSchema),
  role: z.enum(['USER', 'ADMIN']),
  language: z.string(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});

/** A user in the old shop's shape: `_id`, snake_case dates, and id lists of addresses, cart lines and orders. */
export async function toLegacyUser(context: RequestContext, user: User) {
  const held = await heldRecordIds(context, user.id);
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar ?? '',
    mobile: user.mobile,
    verify_email: user.verifyEmail,
    last_login_date: user.lastLoginDate,
    status: legacyStatus[user.status],
    address_details: held.addressIds,
    shopping_cart: held.cartLineIds,
    orderHistory: held.orderIds,
    role: user.role,
    language: user.language,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

export const userRoutes = [
  restRoute({
    method: 'GET',
    path: '/user/user-details',
    tag: 'User',
    summary: 'The signed-in user',
    auth: 'user',
    response: 'data: the user { _id, name, email, avatar, mobile, verify_email, last_login_date, status, address_details, shopping_cart, orderHistory, role }',
    data: legacyUserSchema,
    handle: async ({ context }) => {
      const user = await viewerAccount(context);
      return { message: 'user details', data: await toLegacyUser(context, user) };
    },
  }),
];
