import type { RequestContext } from '../context.js';
import type { Resolvers } from '../graphql/schema.js';
import { unwrap } from '../graphql/unwrap.js';
import type { UploadUrlRequest } from '../uploads/upload-service.js';

/** schema/uploads.graphql: one line, the rules live in the upload service. */
export const uploadResolvers = {
  Mutation: {
    createUploadUrl: async (ctx: RequestContext, args: UploadUrlRequest) =>
      unwrap(await ctx.services.uploads.createUploadUrl(ctx, args)),
    completeUpload: async (ctx: RequestContext, args: { uploadId: string; receipts: string[] }) =>
      unwrap(await ctx.services.uploads.completeUpload(ctx, args)),
    abortUpload: async (ctx: RequestContext, args: { uploadId: string }) =>
      unwrap(await ctx.services.uploads.abortUpload(ctx, args)),
  },
} satisfies Resolvers;
