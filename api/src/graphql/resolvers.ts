import type { RequestContext } from '../context.js';
import type { TypedResolvers } from './typed-resolvers.js';

/**
 * A set of the API's resolvers, typed from its SDL (see TypedResolvers): a field the SDL lacks, a
 * wrong or renamed argument or a wrong result fails `tsc`.
 *
 * @example
 * export const legalResolvers = { Query: { termsVersion: () => TERMS_VERSION } } satisfies Resolvers;
 */
export type Resolvers = TypedResolvers<RequestContext>;
