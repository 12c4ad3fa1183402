import { GraphQLError } from 'graphql';
import { filledMessage, type Outcome } from '../failure.js';

/**
 * The value of a successful outcome; a failure becomes the GraphQL error the client reads:
 * the message (its placeholders filled), and `extensions.code` with the failure's details
 * (storefront.md §8).
 *
 * @example
 * loginUser: async (ctx, args) => unwrap(await ctx.services.accounts.loginUser(ctx, args)),
 */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  const { code, message, fieldErrors, retryAfterSeconds, values, reason } = outcome.failure;
  throw new GraphQLError(filledMessage(outcome.failure), {
    extensions: {
      code,
      ...(fieldErrors === undefined ? {} : { fieldErrors }),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      // A filled message is no catalogue key: the client translates the template instead.
      ...(values === undefined ? {} : { messageKey: message, values }),
      ...(reason === undefined ? {} : { reason }),
    },
  });
}
