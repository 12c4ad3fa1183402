import type { RequestContext } from '../context.js';
import { type FieldError, invalid } from '../failure.js';
import { checkControlCharacters } from '../validation/rules.js';
import type { Resolver, ResolverSet } from './schema.js';
import { unwrap } from './unwrap.js';

/** The control characters of every text in `value` (an argument, or an input object's fields). */
function controlCharacterErrors(value: unknown, path: string, errors: FieldError[]): void {
  if (typeof value === 'string') {
    const error = checkControlCharacters(path, value, { multiLine: true });
    if (error !== undefined) errors.push(error);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      controlCharacterErrors(item, `${path}.${index}`, errors);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value))
      controlCharacterErrors(item, path === '' ? key : `${path}.${key}`, errors);
  }
}

/**
 * The resolvers with every root operation refusing a text argument that holds a control
 * character other than a tab or a line break (docs/decisions.md "HTTP hardening"), before its
 * service runs: the services' own rules refuse those too where a text is one line (a name, a
 * term), but an identifier, a code or a token would otherwise reach the database, and PostgreSQL
 * cannot take U+0000 in text (an internal error where SQLite simply finds nothing).
 *
 * @example
 * const screened = screenArguments([accountResolvers, catalogueResolvers]);
 */
export function screenArguments(resolverSets: readonly ResolverSet[]): ResolverSet[] {
  const screenRoot = (root: Readonly<Record<string, Resolver>> | undefined) =>
    root === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(root).map(([name, resolve]) => {
            const screened = (ctx: RequestContext, args: never) => {
              const errors: FieldError[] = [];
              controlCharacterErrors(args, '', errors);
              const rejected = invalid(errors);
              return rejected ? unwrap(rejected) : resolve(ctx, args);
            };
            return [name, screened];
          }),
        );
  return resolverSets.map((resolvers) => ({
    ...resolvers,
    Query: screenRoot(resolvers.Query),
    Mutation: screenRoot(resolvers.Mutation),
  }));
}
