import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLSchema, isObjectType } from 'graphql';
import type { RequestContext } from '../context.js';

/**
 * A resolver: context first, then the arguments (DESIGN.md "api": thin resolvers, `ctx` first).
 * Any resolver fits (`never` accepts every argument type): `Resolvers` (resolvers.ts) checks the
 * API's against its SDL; this shape is for the code that wraps and attaches them.
 */
export type Resolver = (ctx: RequestContext, args: never) => unknown;

/**
 * A field of an object type worked out when asked for (`Product.hands`): context first, then the
 * object it belongs to, then the arguments. Fields without one read the object's property.
 */
export type FieldResolver = (ctx: RequestContext, parent: never, args: never) => unknown;

/**
 * Resolvers by root type and field name, and the computed fields of other types, of any schema
 * (the API's own are checked as `Resolvers`, resolvers.ts).
 */
export interface ResolverSet {
  readonly Query?: Readonly<Record<string, Resolver>>;
  readonly Mutation?: Readonly<Record<string, Resolver>>;
  /** By type name, then field name. */
  readonly fields?: Readonly<Record<string, Readonly<Record<string, FieldResolver>>>>;
}

// The SDL is not compiled: from src/graphql or dist/graphql alike it is read from src/schema.
const SCHEMA_DIR = fileURLToPath(new URL('../../src/schema/', import.meta.url));

/** The SDL of every domain (`src/schema/*.graphql`), in file-name order. */
export function loadTypeDefs(directory: string = SCHEMA_DIR): string {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(`${directory}/${name}`, 'utf8'))
    .join('\n');
}

/**
 * The executable schema: the SDL with the resolvers attached. Every root field needs a resolver
 * and every resolver a field, so a typo fails at start-up rather than at the first request. Other
 * types' fields read the object's property unless `fields` computes them.
 *
 * @example
 * const schema = buildApiSchema(loadTypeDefs(), API_RESOLVERS);
 */
export function buildApiSchema(
  typeDefs: string,
  resolverSets: readonly ResolverSet[],
): GraphQLSchema {
  const schema = buildSchema(typeDefs);
  const problems: string[] = [];
  for (const rootName of ['Query', 'Mutation'] as const) {
    const root = schema.getType(rootName);
    if (!isObjectType(root)) continue;
    const fields = root.getFields();
    const attached = new Set<string>();
    for (const resolvers of resolverSets) {
      for (const [name, resolve] of Object.entries(resolvers[rootName] ?? {})) {
        const field = fields[name];
        if (field === undefined) {
          problems.push(`resolver ${rootName}.${name} has no field in the schema`);
          continue;
        }
        if (attached.has(name)) problems.push(`${rootName}.${name} has two resolvers`);
        attached.add(name);
        field.resolve = (_source, args, context: RequestContext) => resolve(context, args as never);
      }
    }
    for (const name of Object.keys(fields)) {
      if (!attached.has(name)) problems.push(`${rootName}.${name} has no resolver`);
    }
  }
  attachFieldResolvers(schema, resolverSets, problems);
  if (problems.length > 0)
    throw new Error(`The GraphQL schema is incomplete:\n${problems.join('\n')}`);
  return schema;
}

function attachFieldResolvers(
  schema: GraphQLSchema,
  resolverSets: readonly ResolverSet[],
  problems: string[],
): void {
  const attached = new Set<string>();
  for (const resolvers of resolverSets) {
    for (const [typeName, typeFields] of Object.entries(resolvers.fields ?? {})) {
      const type = schema.getType(typeName);
      if (!isObjectType(type) || typeName === 'Query' || typeName === 'Mutation') {
        problems.push(`field resolvers for ${typeName}, which is a root type or no object type`);
        continue;
      }
      const fields = type.getFields();
      for (const [name, resolve] of Object.entries(typeFields)) {
        const field = fields[name];
        const path = `${typeName}.${name}`;
        if (field === undefined) {
          problems.push(`resolver ${path} has no field in the schema`);
          continue;
        }
        if (attached.has(path)) problems.push(`${path} has two resolvers`);
        attached.add(path);
        field.resolve = (parent, args, context: RequestContext) =>
          resolve(context, parent as never, args as never);
      }
    }
  }
}
