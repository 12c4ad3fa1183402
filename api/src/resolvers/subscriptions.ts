import type { Resolvers } from '../graphql/resolvers.js';
import { unwrap } from '../graphql/unwrap.js';
import type { UserView } from '../services/accounts/user-view.js';
import type {
  ArticleView,
  SubscriptionView,
} from '../services/subscriptions/subscription-views.js';

/** schema/subscriptions.graphql and support.graphql: one line each. */
export const subscriptionResolvers = {
  Query: {
    subscriptions: async (ctx, args) =>
      unwrap(await ctx.services.subscriptions.subscriptions(ctx, args)),
    subscriptionById: async (ctx, args) =>
      unwrap(await ctx.services.subscriptions.subscriptionById(ctx, args)),
    articleById: async (ctx, args) =>
      unwrap(await ctx.services.subscriptions.articleById(ctx, args)),
    latestArticleOrByPublicId: async (ctx, args) =>
      unwrap(await ctx.services.subscriptions.latestArticleOrByPublicId(ctx, args)),
    articlesByUserAndSubscriptionId: async (ctx, args) =>
      unwrap(await ctx.services.subscriptions.articlesByUserAndSubscriptionId(ctx, args)),
  },
  Mutation: {
    signUpForSamples: async (ctx, args) =>
      unwrap(await ctx.services.subscriptions.signUpForSamples(ctx, args)),
    contactUs: async (ctx, args) => unwrap(await ctx.services.contact.contactUs(ctx, args)),
  },
  fields: {
    Subscription: {
      articles: (ctx, subscription: SubscriptionView) =>
        ctx.services.subscriptions.articlesOf(ctx, subscription, { freeOnly: false }),
      freeArticles: (ctx, subscription: SubscriptionView) =>
        ctx.services.subscriptions.articlesOf(ctx, subscription, { freeOnly: true }),
      createdBy: (ctx, subscription: SubscriptionView) =>
        ctx.services.subscriptions.publisherOf(subscription),
    },
    Article: {
      hands: async (ctx, article: ArticleView) =>
        unwrap(
          await ctx.services.hands.handsByParentId(ctx, {
            parentId: article.id,
            parentType: 'Article',
          }),
        ),
    },
    User: {
      activeSubscriptions: async (ctx, user: UserView) =>
        (await ctx.services.subscriptions.subscriptionIdsOf(user.id)).active,
      expiredSubscriptions: async (ctx, user: UserView) =>
        (await ctx.services.subscriptions.subscriptionIdsOf(user.id)).expired,
    },
  },
} satisfies Resolvers;
