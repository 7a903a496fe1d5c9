import { ConflictError, InvalidCredentialsError, InvalidTokenError } from '../../errors.js';
import type { User } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { mirrorsInput } from '../../graphql/input-mirror.js';
import type { loginInput, refreshInput, registerInput } from './auth.inputs.js';
import { LanguageEnum, UserType } from '../user/user.schema.js';
import * as auth from './auth.service.js';

const RefreshTokenPayload = builder.objectRef<auth.TokenPair>('RefreshTokenPayload').implement({
  description: 'A fresh access token (15 minutes) and refresh token (30 days, single use).',
  fields: (t) => ({
    accessToken: t.exposeString('accessToken'),
    refreshToken: t.exposeString('refreshToken'),
  }),
});

const LoginPayload = builder.objectRef<auth.SignInResult>('LoginPayload').implement({
  fields: (t) => ({
    accessToken: t.exposeString('accessToken'),
    refreshToken: t.exposeString('refreshToken'),
    viewer: t.field({ type: UserType, description: 'The signed-in user (Query.viewer from now on).', resolve: (payload) => payload.user }),
  }),
});

const RegisterPayload = builder.objectRef<{ user: User; tokens: auth.TokenPair | null }>('RegisterPayload').implement({
  fields: (t) => ({
    user: t.field({ type: UserType, resolve: (payload) => payload.user }),
    accessToken: t.string({
      nullable: true,
      description: 'With `signIn: true`: the new account is signed in, and these tokens work as those of a login.',
      resolve: (payload) => payload.tokens?.accessToken ?? null,
    }),
    refreshToken: t.string({ nullable: true, description: 'With `signIn: true`, as `accessToken`.', resolve: (payload) => payload.tokens?.refreshToken ?? null }),
  }),
});

const LogoutPayload = builder.objectRef<{ userId: string }>('LogoutPayload').implement({
  fields: (t) => ({
    endedSessionUser: t.prismaField({
      type: 'User',
      description: 'The user whose session ended; Query.viewer is null for its tokens from now on.',
      resolve: (query, payload, _args, context) => context.db.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
    }),
  }),
});

const RegisterInput = mirrorsInput<typeof registerInput>()(
  builder.inputType('RegisterInput', {
    fields: (t) => ({
      name: t.string(),
      email: t.string(),
      password: t.string(),
      confirmPassword: t.string(),
      signIn: t.boolean({ required: false, description: 'Also sign the new account in (a new session); the payload then carries its tokens.' }),
      language: t.field({ type: LanguageEnum, required: false, description: "The language the shopper registers in: the account's messages use it (English when absent)." }),
    }),
  }),
);

const LoginInput = mirrorsInput<typeof loginInput>()(
  builder.inputType('LoginInput', {
    fields: (t) => ({
      email: t.string(),
      password: t.string(),
      language: t.field({
        type: LanguageEnum,
        required: false,
        description: "The language the shopper is using the shop in: saved to the account, so its messages use the last one chosen. Absent: the account's stays.",
      }),
    }),
  }),
);

const RefreshTokenInput = mirrorsInput<typeof refreshInput>()(
  builder.inputType('RefreshTokenInput', {
    fields: (t) => ({ refreshToken: t.string() }),
  }),
);

builder.mutationFields((t) => ({
  register: t.field({
    type: RegisterPayload,
    description: 'Creates a shopper account; with `signIn: true` it is signed in at once, else sign in afterwards.',
    errors: { types: [ConflictError] },
    args: { input: t.arg({ type: RegisterInput }) },
    resolve: async (_root, { input: { signIn, ...input } }, context) => {
      if (!signIn) return { user: await auth.register(context, input), tokens: null };
      const { user, ...tokens } = await auth.registerAndSignIn(context, input);
      return { user, tokens };
    },
  }),
  login: t.field({
    type: LoginPayload,
    errors: { types: [InvalidCredentialsError] },
    args: { input: t.arg({ type: LoginInput }) },
    resolve: (_root, { input }, context) => auth.login(context, input),
  }),
  refreshToken: t.field({
    type: RefreshTokenPayload,
    description:
      'Exchanges a refresh token for a new pair. Presented again within REFRESH_REUSE_GRACE_SECONDS (10) of its exchange, it gets the same pair; later, a token already exchanged revokes its whole sign-in.',
    errors: { types: [InvalidTokenError] },
    args: { input: t.arg({ type: RefreshTokenInput }) },
    resolve: (_root, { input }, context) => auth.refresh(context, input),
  }),
  logout: t.field({
    type: LogoutPayload,
    description: "Ends the current session: its tokens stop working.",
    authScopes: { loggedIn: true },
    errors: {},
    resolve: async (_root, _args, context) => ({ userId: (await auth.logout(context)).userId }),
  }),
}));
