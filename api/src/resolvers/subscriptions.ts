import type { Currency } from '@tenace/model';
import type { RequestContext } from '../context.js';
import type { Resolvers } from '../graphql/schema.js';
import { unwrap } from '../graphql/unwrap.js';
import type { UserView } from '../services/accounts/user-view.js';
import type {
  ArticleView,
  SubscriptionView,
} from '../services/subscriptions/subscription-views.js';
import type { ContactUsArgs } from '../services/support/contact.js';

type Ctx = RequestContext;

/** schema/subscriptions.graphql and support.graphql: one line each. */
export const subscriptionResolvers = {
  Query: {
    subscriptions: async (ctx: Ctx, args: { currency?: Currency | null }) =>
      unwrap(await ctx.services.subscriptions.subscriptions(ctx, args)),
    subscriptionById: async (ctx: Ctx, args: { id: number; currency?: Currency | null }) =>
      unwrap(await ctx.services.subscriptions.subscriptionById(ctx, args)),
    articleById: async (ctx: Ctx, args: { id: number }) =>
      unwrap(await ctx.services.subscriptions.articleById(ctx, args)),
    latestArticleOrByPublicId: async (
      ctx: Ctx,
      args: { publicId?: string | null; subscriptionId: number },
    ) => unwrap(await ctx.services.subscriptions.latestArticleOrByPublicId(ctx, args)),
    articlesByUserAndSubscriptionId: async (ctx: Ctx, args: { subscriptionId: number }) =>
      unwrap(await ctx.services.subscriptions.articlesByUserAndSubscriptionId(ctx, args)),
  },
  Mutation: {
    signUpForSamples: async (ctx: Ctx, args: { email?: string | null; subscriptionId: number }) =>
      unwrap(await ctx.services.subscriptions.signUpForSamples(ctx, args)),
    contactUs: async (ctx: Ctx, args: ContactUsArgs) =>
      unwrap(await ctx.services.contact.contactUs(ctx, args)),
  },
  fields: {
    Subscription: {
      articles: (ctx: Ctx, subscription: SubscriptionView) =>
        ctx.services.subscriptions.articlesOf(ctx, subscription, { freeOnly: false }),
      freeArticles: (ctx: Ctx, subscription: SubscriptionView) =>
        ctx.services.subscriptions.articlesOf(ctx, subscription, { freeOnly: true }),
      createdBy: (ctx: Ctx, subscription: SubscriptionView) =>
        ctx.services.subscriptions.publisherOf(subscription),
    },
    Article: {
      hands: async (ctx: Ctx, article: ArticleView) =>
        unwrap(
          await ctx.services.hands.handsByParentId(ctx, {
            parentId: article.id,
            parentType: 'Article',
          }),
        ),
    },
    User: {
      activeSubscriptions: async (ctx: Ctx, user: UserView) =>
        (await ctx.services.subscriptions.subscriptionIdsOf(user.id)).active,
      expiredSubscriptions: async (ctx: Ctx, user: UserView) =>
        (await ctx.services.subscriptions.subscriptionIdsOf(user.id)).expired,
    },
  },
} satisfies Resolvers;
