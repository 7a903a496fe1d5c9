import { z } from 'zod';

/** A web File (or any Blob with a name): what Yoga makes of each part of a multipart request. */
const fileField = z.custom<File>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as File).arrayBuffer === 'function' &&
    typeof (value as File).size === 'number',
  { error: 'Choose an image to upload' },
);

export const imageUploadInput = z.object({ file: fileField });
export type ImageUploadInput = z.input<typeof imageUploadInput>;
