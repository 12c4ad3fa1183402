import type { RequestContext } from '../context.js';
import type { Outcome } from '../failure.js';
import type { Resolvers } from '../graphql/resolvers.js';
import { unwrap } from '../graphql/unwrap.js';

/** The product written, as the admin screens read it (schema/admin-catalogue.graphql). */
const readBack = async (ctx: RequestContext, written: Outcome<number>) =>
  unwrap(await ctx.services.adminCatalogue.productByIdAdmin(ctx, { id: unwrap(written) }));

/** schema/admin-products.graphql: one line each, the rules live in services/admin/. */
export const adminProductResolvers = {
  Mutation: {
    upsertProduct: async (ctx, args) =>
      readBack(ctx, await ctx.services.productWrites.upsertProduct(ctx, args)),
    deleteProduct: async (ctx, args) =>
      unwrap(await ctx.services.productWrites.deleteProduct(ctx, args)),
    duplicateProduct: async (ctx, args) =>
      readBack(ctx, await ctx.services.productWrites.duplicateProduct(ctx, args)),
  },
} satisfies Resolvers;
