import { COMPANY_DETAILS } from '../company/company-details.js';
import type { Resolvers } from '../graphql/resolvers.js';
import { TERMS_VERSION } from '../legal/consent.js';

/** schema/legal.graphql: constants of the store, the same for every caller. */
export const legalResolvers = {
  Query: {
    companyDetails: () => COMPANY_DETAILS,
    termsVersion: () => TERMS_VERSION,
  },
} satisfies Resolvers;
