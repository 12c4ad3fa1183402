import type { Resolvers } from '../graphql/resolvers.js';
import { unwrap } from '../graphql/unwrap.js';
import type { AdminProductView } from '../services/admin/admin-views.js';

/** schema/admin-catalogue.graphql: one line each, the rules live in the services. */
export const adminCatalogueResolvers = {
  Query: {
    productSearchAdmin: async (ctx, args) =>
      unwrap(await ctx.services.adminCatalogue.productSearchAdmin(ctx, args)),
    productByIdAdmin: async (ctx, args) =>
      unwrap(await ctx.services.adminCatalogue.productByIdAdmin(ctx, args)),
    productSearchWithHands: async (ctx, args) =>
      unwrap(await ctx.services.adminCatalogue.productSearchWithHands(ctx, args)),
    productSearchCollection: async (ctx, args) =>
      unwrap(await ctx.services.adminCatalogue.productSearchCollection(ctx, args)),
    collectionById: async (ctx, args) =>
      unwrap(await ctx.services.adminCatalogue.collectionById(ctx, args)),
    tagSearch: async (ctx, args) => unwrap(await ctx.services.adminCatalogue.tagSearch(args)),
    tagById: async (ctx, args) => unwrap(await ctx.services.adminCatalogue.tagById(args)),
    publishers: async (ctx) => unwrap(await ctx.services.adminCatalogue.publishers()),
    languageEnum: (ctx) => unwrap(ctx.services.adminCatalogue.languageEnum()),
    userTypeEnum: (ctx) => unwrap(ctx.services.adminCatalogue.userTypeEnum()),
    currencyEnum: (ctx) => unwrap(ctx.services.adminCatalogue.currencyEnum()),
  },
  Mutation: {
    addSetsToCollection: async (ctx, args) =>
      unwrap(await ctx.services.adminCatalogue.addSetsToCollection(ctx, args)),
    addSetToCollection: async (ctx, args) =>
      unwrap(await ctx.services.adminCatalogue.addSetToCollection(ctx, args)),
    deleteSetFromCollection: async (ctx, args) =>
      unwrap(await ctx.services.adminCatalogue.deleteSetFromCollection(ctx, args)),
    reorderCollection: async (ctx, args) =>
      unwrap(await ctx.services.adminCatalogue.reorderCollection(ctx, args)),
  },
  fields: {
    AdminProduct: {
      hands: (ctx, product: AdminProductView) => ctx.services.adminCatalogue.handsOf(product),
      sets: (ctx, product: AdminProductView) => ctx.services.adminCatalogue.setsOf(ctx, product),
      createdBy: (ctx, product: AdminProductView) =>
        ctx.services.adminCatalogue.createdByOf(ctx, product),
    },
  },
} satisfies Resolvers;
