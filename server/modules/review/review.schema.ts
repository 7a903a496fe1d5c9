import { NotFoundError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import { submitReview } from './review.service.js';

export const ReviewType = builder.prismaNode('Review', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeID('id'),
    stars: t.exposeInt('stars'),
    comment: t.exposeString('comment'),
    reviewerName: t.string({
      description: "The reviewer's name, or 'User' when they have none.",
      select: { user: { select: { name: true } } },
      resolve: (review) => review.user.name.trim() || 'User',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('Product', 'reviews', (t) =>
  t.relatedConnection('reviews', {
    cursor: 'id',
    maxSize: 50,
    defaultSize: 10,
    totalCount: true,
    description: 'Reviews, newest first.',
    query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
  }),
);

builder.prismaObjectField('Product', 'viewerReview', (t) =>
  t.prismaField({
    type: 'Review',
    nullable: true,
    description: "The signed-in user's own review of this product, to prefill the form.",
    resolve: (query, product, _args, context) =>
      context.viewer ? context.db.review.findUnique({ ...query, where: { productId_userId: { productId: product.id, userId: context.viewer.id } } }) : null,
  }),
);

builder.mutationField('submitReview', (t) =>
  t.field({
    type: ReviewType,
    description: 'Rates a product 1-5 stars with an optional comment; a second review by the same user replaces the first.',
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError] },
    args: { productId: t.arg.id(), stars: t.arg.int(), comment: t.arg.string({ required: false }) },
    resolve: (_root, args, context) =>
      submitReview(context, { productId: String(args.productId), stars: args.stars, comment: args.comment ?? '' }),
  }),
);
