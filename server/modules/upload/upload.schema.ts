import { ConflictError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import { UserType } from '../user/user.schema.js';
import * as upload from './upload.service.js';

const UploadImagePayload = builder.objectRef<{ url: string }>('UploadImagePayload').implement({
  fields: (t) => ({ url: t.exposeString('url', { description: 'Where the re-encoded WebP image is served, e.g. /uploads/catalog/<name>.webp.' }) }),
});

builder.mutationFields((t) => ({
  uploadImage: t.field({
    type: UploadImagePayload,
    description: 'Admins: stores a catalogue image (JPEG, PNG, WebP or GIF within the size limit, 5 MB by default), re-encoded as WebP.',
    authScopes: { admin: true },
    errors: {},
    args: { file: t.arg({ type: 'File' }) },
    resolve: (_root, args, context) => upload.uploadImage(context, args),
  }),
  updateAvatar: t.field({
    type: UserType,
    description: "Replaces the signed-in user's picture with an uploaded image (JPEG, PNG, WebP or GIF within the size limit, 5 MB by default).",
    authScopes: { loggedIn: true },
    errors: { types: [ConflictError] },
    args: { file: t.arg({ type: 'File' }) },
    resolve: (_root, args, context) => upload.updateAvatar(context, args),
  }),
}));
