import type { RequestContext } from '../../context.js';
import type { User } from '../../generated/prisma/client.js';
import { Role, UserStatus } from '../../generated/prisma/enums.js';
import { builder } from '../../graphql/builder.js';
import { mirrorsInput } from '../../graphql/input-mirror.js';
import type { setLanguageInput } from './user.inputs.js';
import { mailLanguage } from '../../mail/templates.js';
import * as users from './user.service.js';

export const RoleEnum = builder.enumType(Role, { name: 'Role' });
export const UserStatusEnum = builder.enumType(UserStatus, { name: 'UserStatus' });

/** Interface and e-mail language; stored as 'en', 'rw', 'fr'. */
export const LanguageEnum = builder.enumType('Language', {
  values: {
    EN: { value: 'en', description: 'English' },
    RW: { value: 'rw', description: 'Kinyarwanda' },
    FR: { value: 'fr', description: 'French' },
  } as const,
});

/** Private fields are shown to the user themself and to admins; others see a name and avatar only. */
function canSeePrivate(user: { id: string }, context: RequestContext): boolean {
  if (context.introducedUserId === user.id) return true;
  return context.viewer !== null && (context.viewer.id === user.id || context.viewer.role === 'ADMIN');
}

export const UserType = builder.prismaNode('User', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The id used in URLs and by the REST adapter (`_id`).' }),
    name: t.exposeString('name'),
    avatar: t.exposeString('avatar', { nullable: true }),
    email: t.string({ nullable: true, resolve: (user, _args, context) => (canSeePrivate(user, context) ? user.email : null) }),
    mobile: t.string({ nullable: true, resolve: (user, _args, context) => (canSeePrivate(user, context) ? user.mobile : null) }),
    verifyEmail: t.boolean({ nullable: true, resolve: (user, _args, context) => (canSeePrivate(user, context) ? user.verifyEmail : null) }),
    lastLoginDate: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (user, _args, context) => (canSeePrivate(user, context) ? user.lastLoginDate : null),
    }),
    status: t.field({ type: UserStatusEnum, nullable: true, resolve: (user, _args, context) => (canSeePrivate(user, context) ? user.status : null) }),
    role: t.field({ type: RoleEnum, nullable: true, resolve: (user, _args, context) => (canSeePrivate(user, context) ? user.role : null) }),
    language: t.field({ type: LanguageEnum, resolve: (user) => mailLanguage(user.language) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    cache: 'nullWhenSignedOut',
    type: 'User',
    nullable: true,
    description:
      'The signed-in user, or null when signed out. An expired or revoked access token is an INVALID_TOKEN error, so the client refreshes it instead of showing the shopper as signed out.',
    resolve: (query, _root, _args, context) => {
      // A token that was sent but no longer holds must not read as "signed out": the web app refreshes on this error.
      if (context.authError) throw context.authError;
      return context.viewer && context.db.prisma.user.findUnique({ ...query, where: { id: context.viewer.id } });
    },
  }),
);

const SetLanguagePayload = builder.objectRef<{ user: User }>('SetLanguagePayload').implement({
  fields: (t) => ({
    viewer: t.field({ type: UserType, description: 'The signed-in user with their new language.', resolve: (payload) => payload.user }),
  }),
});

const SetLanguageInput = mirrorsInput<typeof setLanguageInput>()(
  builder.inputType('SetLanguageInput', {
    fields: (t) => ({ language: t.field({ type: LanguageEnum }) }),
  }),
);

builder.mutationField('setLanguage', (t) =>
  t.field({
    type: SetLanguagePayload,
    description: "Sets the signed-in user's interface and e-mail language (the web app's language switcher).",
    authScopes: { loggedIn: true },
    errors: {},
    args: { input: t.arg({ type: SetLanguageInput }) },
    resolve: async (_root, { input }, context) => ({ user: await users.setLanguage(context, input) }),
  }),
);
