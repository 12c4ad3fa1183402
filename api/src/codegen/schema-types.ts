import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql';
import { scalarType } from './scalars.js';
import { arrayOf, generatedHeader, literal, orNull, tsDoc } from './ts-text.js';

/**
 * The TypeScript types of a schema, as the text of a declaration file (types only, nothing at run
 * time), in type-name order:
 *
 * - a custom scalar is an alias of its type in SCALAR_TYPES (`type DateTime = string`);
 * - an enum is a union of its values as string literals;
 * - an object type or interface is an interface of all its fields (a nullable field is `T | null`;
 *   an object type also has an optional `__typename`), and each field with arguments gets an
 *   interface of them named type, field and `Args` (`QueryHandByIdArgs`);
 * - a union is the union of its members;
 * - an input type is an interface whose nullable fields, and fields with a default, are optional.
 *
 * Descriptions become TSDoc. The selections of an operation are typed by operation-types.ts.
 *
 * @example
 * writeFileSync('schema-types.d.ts', await formatTypeScript(renderSchemaTypes(schema), 'x.d.ts'));
 */
export function renderSchemaTypes(schema: GraphQLSchema, from: string): string {
  const declarations = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type))
    .sort((a, b) => compareNames(a.name, b.name))
    .map((type) => declaration(type));
  const names = new Set<string>();
  for (const name of declarations.flatMap((found) => found.names)) {
    if (names.has(name)) throw new Error(`Two generated schema types are named ${name}`);
    names.add(name);
  }
  return `${generatedHeader(from)}\n${declarations.map((found) => found.text).join('\n')}`;
}

/** Names compare by code unit, so the order does not depend on the machine's locale. */
function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The text declaring one GraphQL type, and the TypeScript names it takes. */
interface Declaration {
  readonly names: readonly string[];
  readonly text: string;
}

function declaration(type: GraphQLNamedType): Declaration {
  const doc = tsDoc(type.description);
  const named = (text: string, extra: readonly string[] = []): Declaration => ({
    names: [type.name, ...extra],
    text: `${doc}${text}\n`,
  });
  if (isScalarType(type)) return named(`export type ${type.name} = ${scalarType(type.name)};`);
  if (isEnumType(type)) {
    const values = type.getValues().map((value) => literal(value.name));
    return named(`export type ${type.name} = ${values.join(' | ')};`);
  }
  if (isUnionType(type)) {
    const members = type.getTypes().map((member) => member.name);
    return named(`export type ${type.name} = ${members.join(' | ') || 'never'};`);
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).map((field) => inputProperty(field));
    return named(`export interface ${type.name} {\n${fields.join('\n')}\n}`);
  }
  // Object types and interfaces.
  const fields = Object.values(type.getFields());
  const properties = fields.map(
    (field) =>
      `${tsDoc(field.description, field.deprecationReason)}${field.name}: ${outputTypeRef(field.type)};`,
  );
  if (isObjectType(type)) properties.unshift(`__typename?: ${literal(type.name)};`);
  const withArguments = fields.filter((field) => field.args.length > 0);
  const argumentTypes = withArguments.map((field) => argumentsInterface(type.name, field));
  return named(
    [`export interface ${type.name} {\n${properties.join('\n')}\n}`, ...argumentTypes].join('\n\n'),
    withArguments.map((field) => argumentsName(type.name, field.name)),
  );
}

/** `QueryHandByIdArgs` for `Query.handById`. */
export function argumentsName(typeName: string, fieldName: string): string {
  return `${typeName}${fieldName.charAt(0).toUpperCase()}${fieldName.slice(1)}Args`;
}

function argumentsInterface(typeName: string, field: GraphQLField<unknown, unknown>): string {
  const properties = field.args.map((argument) => inputProperty(argument));
  return `${tsDoc(`The arguments of \`${typeName}.${field.name}\`.`)}export interface ${argumentsName(typeName, field.name)} {\n${properties.join('\n')}\n}`;
}

/** An input field or argument: optional when it may be left out (nullable, or with a default). */
function inputProperty(field: GraphQLInputField | GraphQLArgument): string {
  const optional = !isNonNullType(field.type) || field.defaultValue !== undefined;
  const doc = tsDoc(field.description, field.deprecationReason);
  return `${doc}${field.name}${optional ? '?' : ''}: ${inputTypeRef(field.type)};`;
}

/** An output type by the names of this file: `User | null`, `Tag[]`. */
function outputTypeRef(type: GraphQLOutputType): string {
  if (isNonNullType(type)) return nonNullRef(type.ofType, outputTypeRef, false);
  return orNull(nonNullRef(type, outputTypeRef, false));
}

/**
 * An input type by the names of this file. Lists are read-only, so a caller may pass a read-only
 * array.
 */
export function inputTypeRef(type: GraphQLInputType): string {
  if (isNonNullType(type)) return nonNullRef(type.ofType, inputTypeRef, true);
  return orNull(nonNullRef(type, inputTypeRef, true));
}

function nonNullRef<T extends GraphQLOutputType | GraphQLInputType>(
  type: T,
  reference: (type: T) => string,
  readonly: boolean,
): string {
  if (isListType(type)) return arrayOf(reference(type.ofType as T), readonly);
  const named = type as GraphQLNamedType;
  return isSpecifiedScalarType(named) ? scalarType(named.name) : named.name;
}
