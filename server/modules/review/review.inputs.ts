import { z } from 'zod';

export const reviewInput = z
  .object({
    productId: z.string({ error: 'Product is required' }).trim().min(1, { error: 'Product is required' }).max(64),
    stars: z
      .number({ error: 'Choose from 1 to 5 stars' })
      .int({ error: 'Choose from 1 to 5 stars' })
      .min(1, { error: 'Choose from 1 to 5 stars' })
      .max(5, { error: 'Choose from 1 to 5 stars' }),
    comment: z.string().trim().max(2000, { error: 'Comment must be at most 2000 characters' }).default(''),
  })
  .strict();
export type ReviewInput = z.input<typeof reviewInput>;
