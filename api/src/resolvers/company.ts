import { COMPANY_DETAILS } from '../company/company-details.js';
import type { Resolvers } from '../graphql/schema.js';

/** schema/company.graphql: the seller's details, from their one home. */
export const companyResolvers = {
  Query: {
    companyDetails: () => COMPANY_DETAILS,
  },
} satisfies Resolvers;
