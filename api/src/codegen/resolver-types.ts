import {
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
} from 'graphql';
import { scalarType } from './scalars.js';
import { argumentsName } from './schema-types.js';
import { arrayOf, generatedHeader, literal } from './ts-text.js';

/** The name of the object results' type parameter in the generated text. */
const RESULTS = 'R';

/**
 * What the API's resolvers receive and answer, as the text of a declaration file that imports the
 * schema types from `schemaTypes` (types only, nothing at run time). For every object type,
 * the root types included, in type-name order:
 *
 * - `FieldArguments`: the arguments of each field that takes some, the schema types' `…Args`
 *   interface (a nullable argument is optional and may be null); `NoArguments` for the others;
 * - `FieldResults<R>`: what each field may answer. Scalars and enums are their schema types; a
 *   nullable field may also answer `undefined` (graphql-js answers null for it), a list any
 *   read-only array, and an object type `R['Name']`, so that api/src/graphql/typed-resolvers.ts
 *   decides how much of an object a resolver must carry.
 *
 * Unions and interfaces have no resolver types yet: the generator refuses them rather than guess.
 *
 * @example
 * renderResolverTypes(schema, 'api/src/schema/*.graphql', './schema-types.js');
 */
export function renderResolverTypes(
  schema: GraphQLSchema,
  from: string,
  schemaTypes: string,
): string {
  const objectTypes = Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const imported = new Set<string>();
  const argumentsOf = objectTypes
    .filter((type) => Object.values(type.getFields()).some((field) => field.args.length > 0))
    .map((type) =>
      typeMembers(
        type,
        Object.values(type.getFields()).filter((field) => field.args.length > 0),
        (field) => {
          const name = argumentsName(type.name, field.name);
          imported.add(name);
          return name;
        },
      ),
    );
  const resultsOf = objectTypes.map((type) =>
    typeMembers(type, Object.values(type.getFields()), (field) => resultRef(field.type, imported)),
  );
  const names = objectTypes.map((type) => literal(type.name)).join(' | ') || 'never';
  const importLine =
    imported.size === 0
      ? ''
      : `import type { ${[...imported].sort().join(', ')} } from '${schemaTypes}';\n\n`;
  return `${generatedHeader(from)}
${importLine}/** The object types of the schema, Query and Mutation included. */
export type ObjectTypeName = ${names};

/** The arguments of a field that takes none. */
export type NoArguments = Record<string, never>;

/** The arguments a resolver of each field receives, by type and field; a field not here takes none. */
export interface FieldArguments {
${argumentsOf.join('\n')}
}

/**
 * What a resolver of each field may answer, by type and field: a nullable field may also answer
 * undefined, a list any read-only array, and an object type what \`${RESULTS}\` says for its name.
 */
export interface FieldResults<${RESULTS} extends { readonly [Name in ObjectTypeName]: unknown }> {
${resultsOf.join('\n')}
}
`;
}

/** `Name: { field: type; … };` for `fields` of `type`. */
function typeMembers(
  type: GraphQLObjectType,
  fields: readonly GraphQLField<unknown, unknown>[],
  typeOf: (field: GraphQLField<unknown, unknown>) => string,
): string {
  const members = fields.map((field) => `${field.name}: ${typeOf(field)};`);
  return `${type.name}: {\n${members.join('\n')}\n};`;
}

/** What a resolver may answer for a field of `type`, adding the schema types it names. */
function resultRef(type: GraphQLOutputType, imported: Set<string>): string {
  if (isNonNullType(type)) return nonNullResultRef(type.ofType, imported);
  return `${nonNullResultRef(type, imported)} | null | undefined`;
}

/** The same, for a value that is never null (`type` is not a non-null type itself). */
function nonNullResultRef(type: GraphQLOutputType, imported: Set<string>): string {
  if (isListType(type)) return arrayOf(resultRef(type.ofType, imported), true);
  if (isObjectType(type)) return `${RESULTS}[${literal(type.name)}]`;
  if (isScalarType(type) && isSpecifiedScalarType(type)) return scalarType(type.name);
  if (isScalarType(type) || isEnumType(type)) {
    imported.add(type.name);
    return type.name;
  }
  throw new Error(`Resolver types do not support the union or interface ${String(type)} yet`);
}
