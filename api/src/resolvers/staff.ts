import type { Resolvers } from '../graphql/resolvers.js';
import { unwrap } from '../graphql/unwrap.js';

/** schema/staff.graphql: one line each, the rules live in the access and staff services. */
export const staffResolvers = {
  Query: {
    myCapabilities: async (ctx) => unwrap(await ctx.services.access.myCapabilities(ctx)),
    auditLog: async (ctx, args) => unwrap(await ctx.services.access.auditLog(ctx, args)),
    adminExternalLinks: (ctx) => ctx.services.staff.externalLinks(),
  },
} satisfies Resolvers;
