import type { Resolvers } from '../graphql/resolvers.js';
import { unwrap } from '../graphql/unwrap.js';

/** schema/pbn-uploads.graphql: one line each, the rules live in the PBN import service. */
export const pbnUploadResolvers = {
  Query: {
    pbnByFilename: async (ctx, args) =>
      unwrap(await ctx.services.pbnImport.pbnByFilename(ctx, args)),
    pbnsByProductId: async (ctx, args) =>
      unwrap(
        await ctx.services.pbnImport.pbnsOfParent(ctx, { productId: args.productId }, args.limit),
      ),
    pbnsByArticleId: async (ctx, args) =>
      unwrap(
        await ctx.services.pbnImport.pbnsOfParent(ctx, { articleId: args.articleId }, args.limit),
      ),
  },
} satisfies Resolvers;
