import type { Resolvers } from '../graphql/resolvers.js';
import { unwrap } from '../graphql/unwrap.js';

/** schema/uploads.graphql: one line each, the rules live in the upload service. */
export const uploadResolvers = {
  Mutation: {
    createUploadUrl: async (ctx, args) =>
      unwrap(await ctx.services.uploads.createUploadUrl(ctx, args)),
    completeUpload: async (ctx, args) =>
      unwrap(await ctx.services.uploads.completeUpload(ctx, args)),
    abortUpload: async (ctx, args) => unwrap(await ctx.services.uploads.abortUpload(ctx, args)),
  },
} satisfies Resolvers;
