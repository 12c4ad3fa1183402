import type { RequestContext } from '../context.js';
import { fail, type Rejection } from '../failure.js';
import type { Resolver, ResolverSet } from '../graphql/schema.js';
import { unwrap } from '../graphql/unwrap.js';
import { ACCESS_MESSAGES } from '../services/access/messages.js';
import { ACCOUNT_MESSAGES } from '../services/accounts/messages.js';
import { type Access, accessOf, type Policy } from './operation-access.js';

/** Why `ctx`'s caller may not call an operation with `access`, if they may not. */
export async function refusal(ctx: RequestContext, access: Access): Promise<Rejection | undefined> {
  if (access === 'anyone') return undefined;
  const viewer = await ctx.viewer();
  if (viewer.kind === 'visitor') return fail('UNAUTHENTICATED', ACCOUNT_MESSAGES.notLoggedIn);
  if (viewer.kind === 'invalid') return fail('UNAUTHENTICATED', ACCOUNT_MESSAGES.sessionExpired);
  if (access !== 'signedIn' && !access.includes(viewer.user.type))
    return fail('FORBIDDEN', ACCESS_MESSAGES.forbidden);
  return undefined;
}

/**
 * The resolvers with every root operation behind its line of `table`; an operation without one
 * stops start-up, so none is left open by mistake. The guard checks the user types; an ownership
 * rule needs the content, so the operation's service applies it (`services/access/policy.ts`).
 *
 * @example
 * const guarded = guardOperations([accountResolvers, catalogueResolvers], OPERATION_ACCESS);
 */
export function guardOperations(
  resolverSets: readonly ResolverSet[],
  table: Readonly<Record<string, Policy>>,
): ResolverSet[] {
  const missing: string[] = [];
  const guardRoot = (root: Readonly<Record<string, Resolver>> | undefined) =>
    root === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(root).map(([name, resolve]) => {
            const policy = table[name];
            if (policy === undefined) missing.push(name);
            const access = policy === undefined ? 'signedIn' : accessOf(policy);
            const guarded = async (ctx: RequestContext, args: never) => {
              const refused = await refusal(ctx, access);
              if (refused) unwrap(refused);
              return resolve(ctx, args);
            };
            return [name, guarded];
          }),
        );
  const guarded = resolverSets.map((resolvers) => ({
    ...resolvers,
    Query: guardRoot(resolvers.Query),
    Mutation: guardRoot(resolvers.Mutation),
  }));
  if (missing.length > 0)
    throw new Error(`Operations without an access rule: ${missing.join(', ')}`);
  return guarded;
}
