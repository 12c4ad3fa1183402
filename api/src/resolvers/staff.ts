import type { RequestContext } from '../context.js';
import type { AuditedEntity } from '../domain/audited-entity.js';
import type { Resolvers } from '../graphql/schema.js';
import { unwrap } from '../graphql/unwrap.js';

type Ctx = RequestContext;

/** schema/staff.graphql: one line each, the rules live in the access service. */
export const staffResolvers = {
  Query: {
    myCapabilities: async (ctx: Ctx) => unwrap(await ctx.services.access.myCapabilities(ctx)),
    auditLog: async (ctx: Ctx, args: { entityType: AuditedEntity; entityId: number }) =>
      unwrap(await ctx.services.access.auditLog(ctx, args)),
  },
} satisfies Resolvers;
