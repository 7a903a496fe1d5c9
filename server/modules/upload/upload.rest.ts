import { restRoute } from '../../rest/rest-route.js';
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
    handle: async ({ context, file }) => {
      const user = await upload.updateAvatar(context, { file });
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
    handle: async ({ context, file }) => {
      const { url } = await upload.uploadImage(context, { file });
      return { message: 'Upload done', data: { url } };
    },
  }),
];
