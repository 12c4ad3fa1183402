import type { RequestContext } from '../context.js';
import type { Resolvers } from '../graphql/schema.js';
import { unwrap } from '../graphql/unwrap.js';
import type { AdminListArgs } from '../services/admin/admin-list-input.js';
import type { AdminProductView } from '../services/admin/admin-views.js';

type Ctx = RequestContext;

/** schema/admin-catalogue.graphql: one line each, the rules live in the services. */
export const adminCatalogueResolvers = {
  Query: {
    productSearchAdmin: async (ctx: Ctx, args: AdminListArgs) =>
      unwrap(await ctx.services.adminCatalogue.productSearchAdmin(ctx, args)),
    productByIdAdmin: async (ctx: Ctx, args: { id: number }) =>
      unwrap(await ctx.services.adminCatalogue.productByIdAdmin(ctx, args)),
    productSearchWithHands: async (ctx: Ctx, args: AdminListArgs) =>
      unwrap(await ctx.services.adminCatalogue.productSearchWithHands(ctx, args)),
    productSearchCollection: async (ctx: Ctx, args: AdminListArgs) =>
      unwrap(await ctx.services.adminCatalogue.productSearchCollection(ctx, args)),
    collectionById: async (ctx: Ctx, args: { id: number }) =>
      unwrap(await ctx.services.adminCatalogue.collectionById(ctx, args)),
    tagSearch: async (ctx: Ctx, args: AdminListArgs) =>
      unwrap(await ctx.services.adminCatalogue.tagSearch(args)),
    tagById: async (ctx: Ctx, args: { id: number }) =>
      unwrap(await ctx.services.adminCatalogue.tagById(args)),
    publishers: async (ctx: Ctx) => unwrap(await ctx.services.adminCatalogue.publishers()),
    languageEnum: (ctx: Ctx) => unwrap(ctx.services.adminCatalogue.languageEnum()),
    userTypeEnum: (ctx: Ctx) => unwrap(ctx.services.adminCatalogue.userTypeEnum()),
    currencyEnum: (ctx: Ctx) => unwrap(ctx.services.adminCatalogue.currencyEnum()),
  },
  fields: {
    AdminProduct: {
      hands: (ctx: Ctx, product: AdminProductView) => ctx.services.adminCatalogue.handsOf(product),
      sets: (ctx: Ctx, product: AdminProductView) =>
        ctx.services.adminCatalogue.setsOf(ctx, product),
      createdBy: (ctx: Ctx, product: AdminProductView) =>
        ctx.services.adminCatalogue.createdByOf(ctx, product),
    },
  },
} satisfies Resolvers;
