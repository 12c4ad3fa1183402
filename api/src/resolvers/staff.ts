import type { RequestContext } from '../context.js';
import type { Resolvers } from '../graphql/schema.js';

/** schema/staff.graphql: what the admin area's header reads. */
export const staffResolvers = {
  Query: {
    adminExternalLinks: (ctx: RequestContext) => ctx.services.staff.externalLinks(),
  },
} satisfies Resolvers;
