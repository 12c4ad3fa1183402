import { GraphQLError } from 'graphql';
import type { Outcome } from '../failure.js';

/**
 * The value of a successful outcome; a failure becomes the GraphQL error the client reads:
 * the message, and `extensions.code` with the failure's details (storefront.md §8).
 *
 * @example
 * loginUser: async (ctx, args) => unwrap(await ctx.services.accounts.loginUser(ctx, args)),
 */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  const { code, message, fieldErrors, retryAfterSeconds } = outcome.failure;
  throw new GraphQLError(message, {
    extensions: {
      code,
      ...(fieldErrors === undefined ? {} : { fieldErrors }),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    },
  });
}
