import type { RequestContext } from '../context.js';
import type { UserHandStatus } from '../domain/hand-status.js';
import type { Resolvers } from '../graphql/schema.js';
import { unwrap } from '../graphql/unwrap.js';
import type { HandParentType } from '../services/hands/hand-service.js';
import type { HandView } from '../services/hands/hand-view.js';

type Ctx = RequestContext;

/** schema/hands.graphql: the rules live in the hand service. */
export const handResolvers = {
  Query: {
    handById: async (ctx: Ctx, args: { id: number; linkId?: string | null }) => {
      const { hand, catalogueOnly } = unwrap(await ctx.services.hands.handById(ctx, args));
      // Visitors share the answer only when it is the catalogue's alone (graphql/answer-sharing.ts).
      if (catalogueOnly) ctx.answerSharing.catalogueOnly();
      else ctx.answerSharing.notShareable();
      return hand;
    },
    handsByParentId: async (ctx: Ctx, args: { parentId: number; parentType: HandParentType }) =>
      unwrap(await ctx.services.hands.handsByParentId(ctx, args)),
    handsByProductIdAndUserId: async (ctx: Ctx, args: { productId: number }) =>
      unwrap(await ctx.services.hands.handsByProductIdAndUserId(ctx, args)),
  },
  Mutation: {
    upsertUserHand: async (
      ctx: Ctx,
      args: { handId: number; status: UserHandStatus; step: string; linkId?: string | null },
    ) => unwrap(await ctx.services.hands.upsertUserHand(ctx, args)),
  },
  fields: {
    Hand: {
      handJSON: (_ctx: Ctx, hand: HandView) =>
        typeof hand.handJSON === 'function' ? hand.handJSON() : hand.handJSON,
      product: async (ctx: Ctx, hand: HandView) =>
        hand.productId === null
          ? null
          : ((await ctx.services.catalogue.productViews(ctx, [hand.productId]))[0] ?? null),
      article: (ctx: Ctx, hand: HandView) =>
        hand.articleId === null
          ? null
          : ctx.services.subscriptions.articleForHand(ctx, hand.articleId),
    },
  },
} satisfies Resolvers;
