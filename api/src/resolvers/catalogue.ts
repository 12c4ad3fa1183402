import type { Resolvers } from '../graphql/resolvers.js';
import { unwrap } from '../graphql/unwrap.js';
import type { UserView } from '../services/accounts/user-view.js';
import type { AuthorView, ProductView } from '../services/catalogue/views.js';

/** schema/catalogue.graphql and locale.graphql: one line each, the rules live in the services. */
export const catalogueResolvers = {
  Query: {
    dynamoProductSearch: async (ctx, args) =>
      unwrap(await ctx.services.catalogue.dynamoProductSearch(ctx, args)),
    dynamoPromotedProducts: async (ctx, args) =>
      unwrap(await ctx.services.catalogue.dynamoPromotedProducts(ctx, args)),
    dynamoProductById: async (ctx, args) =>
      unwrap(await ctx.services.catalogue.dynamoProductById(ctx, args)),
    dynamoProductByLinkId: async (ctx, args) =>
      unwrap(await ctx.services.catalogue.dynamoProductByLinkId(ctx, args)),
    productSearch: async (ctx, args) =>
      unwrap(await ctx.services.catalogue.productSearch(ctx, args)),
    giftVoucherProducts: async (ctx, args) =>
      unwrap(await ctx.services.catalogue.giftVoucherProducts(ctx, args)),
    giftVoucherProductById: async (ctx, args) =>
      unwrap(await ctx.services.catalogue.giftVoucherProductById(ctx, args)),
    onSaleProducts: async (ctx, args) =>
      unwrap(await ctx.services.catalogue.onSaleProducts(ctx, args)),
    authors: async (ctx, args) => unwrap(await ctx.services.catalogue.authors(ctx, args)),
    authorById: async (ctx, args) => unwrap(await ctx.services.catalogue.authorById(ctx, args)),
    authorSearch: async (ctx, args) => unwrap(await ctx.services.catalogue.authorSearch(ctx, args)),
    prices: async (ctx) => unwrap(await ctx.services.catalogue.prices()),
    productLinks: async (ctx, args) => unwrap(await ctx.services.catalogue.productLinks(ctx, args)),
    tags: async (ctx, args) => unwrap(await ctx.services.catalogue.tags(args)),
    tagGroups: async (ctx, args) => unwrap(await ctx.services.catalogue.tagGroups(args)),
    locale: async (ctx) => unwrap(await ctx.services.locale.locale(ctx, ctx.origin)),
  },
  Mutation: {
    updateUserTags: async (ctx, args) =>
      unwrap(await ctx.services.catalogue.updateUserTags(ctx, args)),
    createProductLink: async (ctx, args) =>
      unwrap(await ctx.services.catalogue.createProductLink(ctx, args)),
    deleteProductLink: async (ctx, args) =>
      unwrap(await ctx.services.catalogue.deleteProductLink(ctx, args)),
  },
  fields: {
    User: {
      tags: (ctx, user: UserView) => ctx.services.catalogue.userTags(user.id),
      products: (ctx, user: UserView) => ctx.services.catalogue.ownedProductIds(user.id),
    },
    Author: {
      authorLinks: (ctx, author: AuthorView) => ctx.services.catalogue.linksOf(ctx, author),
      products: (ctx, author: AuthorView) => ctx.services.catalogue.productsOf(ctx, author),
      tagsCache: (ctx, author: AuthorView) => ctx.services.catalogue.tagsOf(author),
    },
    Product: {
      hands: async (ctx, product: ProductView) =>
        unwrap(await ctx.services.hands.handsOfProduct(ctx, product)),
      sets: (ctx, product: ProductView) => ctx.services.catalogue.setsOf(ctx, product),
      collection: (ctx, product: ProductView) => ctx.services.catalogue.collectionOf(ctx, product),
    },
  },
} satisfies Resolvers;
