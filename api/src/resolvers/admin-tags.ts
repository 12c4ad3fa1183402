import type { Resolvers } from '../graphql/resolvers.js';
import { unwrap } from '../graphql/unwrap.js';
import type { TagView } from '../services/catalogue/views.js';

/** schema/admin-tags.graphql: one line each, the rules live in the services. */
export const adminTagResolvers = {
  Mutation: {
    upsertTag: async (ctx, args) => unwrap(await ctx.services.tagWrites.upsertTag(ctx, args)),
    deleteTag: async (ctx, args) => unwrap(await ctx.services.tagWrites.deleteTag(ctx, args)),
  },
  fields: {
    Tag: {
      variants: (ctx, tag: TagView) => ctx.services.adminCatalogue.variantsOf(tag),
    },
  },
} satisfies Resolvers;
