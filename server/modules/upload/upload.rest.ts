import { z } from 'zod';
import { restRoute } from '../../rest/rest-route.js';
import { legacyIdSchema } from '../../rest/doc-schemas.js';
import type { ImageUploadInput } from './upload.inputs.js';
import * as upload from './upload.service.js';

export const uploadRoutes = [
  restRoute({
    method: 'PUT',
    path: '/user/upload-avatar',
    tag: 'User',
    summary: 'Replace the avatar (multipart, field "avatar"; JPEG, PNG, WebP or GIF)',
    auth: 'user',
    fileField: 'avatar',
    response: 'data: { _id, avatar }',
    data: z.object({ _id: legacyIdSchema, avatar: z.string().nullable() }),
    refusals: [409, 429],
    handle: async ({ context, file }) => {
      const user = await upload.updateAvatar(context, { file } as ImageUploadInput);
      return { message: 'upload profile', data: { _id: user.id, avatar: user.avatar } };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/file/upload',
    tag: 'File',
    summary: 'Upload a catalogue image (admin; multipart, field "image")',
    auth: 'admin',
    fileField: 'image',
    response: 'data: { url }',
    data: z.object({ url: z.string() }),
    refusals: [429],
    handle: async ({ context, file }) => {
      const { url } = await upload.uploadImage(context, { file } as ImageUploadInput);
      return { message: 'Upload done', data: { url } };
    },
  }),
];
