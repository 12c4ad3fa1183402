import type { Resolvers } from '../graphql/resolvers.js';
import { unwrap } from '../graphql/unwrap.js';
import type { HandView } from '../services/hands/hand-view.js';

/** schema/admin-hands.graphql: one line each, the rules live in the hand writes. */
export const adminHandResolvers = {
  Mutation: {
    upsertHand: async (ctx, args) => unwrap(await ctx.services.handWrites.upsertHand(ctx, args)),
    deleteHand: async (ctx, args) => unwrap(await ctx.services.handWrites.deleteHand(ctx, args)),
    reorderHand: async (ctx, args) => unwrap(await ctx.services.handWrites.reorderHand(ctx, args)),
    duplicateHands: async (ctx, args) =>
      unwrap(await ctx.services.handWrites.duplicateHands(ctx, args)),
  },
  fields: {
    Hand: {
      actions: (ctx, hand: HandView) => ctx.services.handWrites.actionsOf(ctx, hand),
    },
  },
} satisfies Resolvers;
