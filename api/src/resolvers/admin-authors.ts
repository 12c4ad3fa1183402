import type { Resolvers } from '../graphql/resolvers.js';
import { unwrap } from '../graphql/unwrap.js';

/** schema/admin-authors.graphql: one line, the rules live in the author writes. */
export const adminAuthorResolvers = {
  Mutation: {
    upsertAuthor: async (ctx, args) =>
      unwrap(await ctx.services.authorWrites.upsertAuthor(ctx, args)),
  },
} satisfies Resolvers;
