import type { RequestContext } from '../context.js';
import type { Currency } from '../domain/currency.js';
import type { Language } from '../domain/language.js';
import type { Resolvers } from '../graphql/schema.js';
import { unwrap } from '../graphql/unwrap.js';
import type { UserView } from '../services/accounts/user-view.js';
import type { AuthorSearchArgs } from '../services/catalogue/author-queries.js';
import type {
  DynamoProductSearchArgs,
  LocaleArgs,
  ProductSearchArgs,
} from '../services/catalogue/product-queries.js';
import type { AuthorView, ProductView } from '../services/catalogue/views.js';

type Ctx = RequestContext;
type CurrencyArgs = { currency?: Currency | null };

/** schema/catalogue.graphql and locale.graphql: one line each, the rules live in the services. */
export const catalogueResolvers = {
  Query: {
    dynamoProductSearch: async (ctx: Ctx, args: DynamoProductSearchArgs) =>
      unwrap(await ctx.services.catalogue.dynamoProductSearch(ctx, args)),
    dynamoPromotedProducts: async (ctx: Ctx, args: LocaleArgs) =>
      unwrap(await ctx.services.catalogue.dynamoPromotedProducts(ctx, args)),
    dynamoProductById: async (ctx: Ctx, args: { id: number } & CurrencyArgs) =>
      unwrap(await ctx.services.catalogue.dynamoProductById(ctx, args)),
    dynamoProductByLinkId: async (ctx: Ctx, args: { linkId: string } & CurrencyArgs) =>
      unwrap(await ctx.services.catalogue.dynamoProductByLinkId(ctx, args)),
    productSearch: async (ctx: Ctx, args: ProductSearchArgs) =>
      unwrap(await ctx.services.catalogue.productSearch(ctx, args)),
    giftVoucherProducts: async (ctx: Ctx, args: CurrencyArgs & { language?: Language | null }) =>
      unwrap(await ctx.services.catalogue.giftVoucherProducts(ctx, args)),
    giftVoucherProductById: async (ctx: Ctx, args: { id: number } & CurrencyArgs) =>
      unwrap(await ctx.services.catalogue.giftVoucherProductById(ctx, args)),
    onSaleProducts: async (ctx: Ctx, args: CurrencyArgs) =>
      unwrap(await ctx.services.catalogue.onSaleProducts(ctx, args)),
    authors: async (ctx: Ctx, args: { language?: Language | null }) =>
      unwrap(await ctx.services.catalogue.authors(ctx, args)),
    authorById: async (ctx: Ctx, args: { id: number } & CurrencyArgs) =>
      unwrap(await ctx.services.catalogue.authorById(ctx, args)),
    authorSearch: async (ctx: Ctx, args: AuthorSearchArgs) =>
      unwrap(await ctx.services.catalogue.authorSearch(ctx, args)),
    prices: async (ctx: Ctx) => unwrap(await ctx.services.catalogue.prices()),
    productLinks: async (ctx: Ctx, args: { productId: number; language?: Language | null }) =>
      unwrap(await ctx.services.catalogue.productLinks(ctx, args)),
    tags: async (ctx: Ctx, args: { language?: Language | null }) =>
      unwrap(await ctx.services.catalogue.tags(args)),
    tagGroups: async (ctx: Ctx, args: { language?: Language | null }) =>
      unwrap(await ctx.services.catalogue.tagGroups(args)),
    locale: async (ctx: Ctx) => unwrap(await ctx.services.locale.locale(ctx, ctx.origin)),
  },
  Mutation: {
    updateUserTags: async (ctx: Ctx, args: { tags: number[] }) =>
      unwrap(await ctx.services.catalogue.updateUserTags(ctx, args)),
    createProductLink: async (ctx: Ctx, args: { productId: number }) =>
      unwrap(await ctx.services.catalogue.createProductLink(ctx, args)),
    deleteProductLink: async (ctx: Ctx, args: { id: number }) =>
      unwrap(await ctx.services.catalogue.deleteProductLink(ctx, args)),
  },
  fields: {
    User: {
      tags: (ctx: Ctx, user: UserView) => ctx.services.catalogue.userTags(user.id),
      products: (ctx: Ctx, user: UserView) => ctx.services.catalogue.ownedProductIds(user.id),
    },
    Author: {
      authorLinks: (ctx: Ctx, author: AuthorView) => ctx.services.catalogue.linksOf(ctx, author),
      products: (ctx: Ctx, author: AuthorView) => ctx.services.catalogue.productsOf(ctx, author),
      tagsCache: (ctx: Ctx, author: AuthorView) => ctx.services.catalogue.tagsOf(author),
    },
    Product: {
      hands: async (ctx: Ctx, product: ProductView) =>
        unwrap(await ctx.services.hands.handsOfProduct(ctx, product)),
      sets: (ctx: Ctx, product: ProductView) => ctx.services.catalogue.setsOf(ctx, product),
      collection: (ctx: Ctx, product: ProductView) =>
        ctx.services.catalogue.collectionOf(ctx, product),
    },
  },
} satisfies Resolvers;
