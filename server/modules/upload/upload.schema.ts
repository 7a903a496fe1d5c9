import { ConflictError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import * as upload from './upload.service.js';

const UploadImagePayload = builder.objectRef<{ url: string }>('UploadImagePayload').implement({
  fields: (t) => ({ url: t.exposeString('url', { description: 'Where the re-encoded WebP image is served, e.g. /uploads/catalog/<name>.webp.' }) }),
});

const UpdateAvatarPayload = builder.objectRef<{ userId: string }>('UpdateAvatarPayload').implement({
  fields: (t) => ({
    user: t.prismaField({
      type: 'User',
      description: 'The user with the new avatar.',
      resolve: (query, payload, _args, context) => context.db.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
    }),
  }),
});

const fileOptions = { description: 'JPEG, PNG, WebP or GIF within the size limit (5 MB by default), sent as a multipart upload (variables.input.file).' };

const UploadImageInput = builder.inputType('UploadImageInput', {
  fields: (t) => ({ file: t.field({ type: 'File', ...fileOptions }) }),
});

const UpdateAvatarInput = builder.inputType('UpdateAvatarInput', {
  fields: (t) => ({ file: t.field({ type: 'File', ...fileOptions }) }),
});

builder.mutationFields((t) => ({
  uploadImage: t.field({
    type: UploadImagePayload,
    description: 'Admins: stores a catalogue image (JPEG, PNG, WebP or GIF within the size limit, 5 MB by default), re-encoded as WebP.',
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: UploadImageInput }) },
    resolve: (_root, { input }, context) => upload.uploadImage(context, input),
  }),
  updateAvatar: t.field({
    type: UpdateAvatarPayload,
    description: "Replaces the signed-in user's picture with an uploaded image (JPEG, PNG, WebP or GIF within the size limit, 5 MB by default).",
    authScopes: { loggedIn: true },
    errors: { types: [ConflictError] },
    args: { input: t.arg({ type: UpdateAvatarInput }) },
    resolve: async (_root, { input }, context) => ({ userId: (await upload.updateAvatar(context, input)).id }),
  }),
}));
