import type { Resolvers } from '../graphql/resolvers.js';
import { unwrap } from '../graphql/unwrap.js';
import type { HandView } from '../services/hands/hand-view.js';

/** schema/hands.graphql: the rules live in the hand service. */
export const handResolvers = {
  Query: {
    handById: async (ctx, args) => {
      const { hand, catalogueOnly } = unwrap(await ctx.services.hands.handById(ctx, args));
      // Visitors share the answer only when it is the catalogue's alone (graphql/answer-sharing.ts).
      if (catalogueOnly) ctx.answerSharing.catalogueOnly();
      else ctx.answerSharing.notShareable();
      return hand;
    },
    handsByParentId: async (ctx, args) =>
      unwrap(await ctx.services.hands.handsByParentId(ctx, args)),
    handsByProductIdAndUserId: async (ctx, args) =>
      unwrap(await ctx.services.hands.handsByProductIdAndUserId(ctx, args)),
  },
  Mutation: {
    upsertUserHand: async (ctx, args) => unwrap(await ctx.services.hands.upsertUserHand(ctx, args)),
  },
  fields: {
    Hand: {
      handJSON: (_ctx, hand: HandView) =>
        typeof hand.handJSON === 'function' ? hand.handJSON() : hand.handJSON,
      product: async (ctx, hand: HandView) =>
        hand.productId === null
          ? null
          : ((await ctx.services.catalogue.productViews(ctx, [hand.productId]))[0] ?? null),
      article: (ctx, hand: HandView) =>
        hand.articleId === null
          ? null
          : ctx.services.subscriptions.articleForHand(ctx, hand.articleId),
    },
  },
} satisfies Resolvers;
