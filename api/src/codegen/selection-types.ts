import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isListType,
  isNonNullType,
  isSpecifiedScalarType,
  Kind,
  SchemaMetaFieldDef,
  type SelectionSetNode,
  TypeMetaFieldDef,
} from 'graphql';
import { scalarType } from './scalars.js';
import { arrayOf, literal, orNull } from './ts-text.js';

/** What typing selections needs: the schema, the documents' fragments, and the names used. */
export interface SelectionContext {
  readonly schema: GraphQLSchema;
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  /** Filled with the schema types the text refers to (enums, custom scalars), to be imported. */
  readonly imports: Set<string>;
}

/**
 * A selection set, and whether the server may leave it out (it sits under `@skip` or `@include`,
 * on its field or on a fragment around it).
 */
export interface Selections {
  readonly selectionSet: SelectionSetNode;
  readonly conditional: boolean;
}

/**
 * The TypeScript type of what the server answers for `selectionSets` (one or more, merged) on
 * `parentType`: an object type of the selected fields under their response keys (aliases
 * included), fragments spread in where their type condition applies, nullable fields `| null`,
 * lists as arrays, `__typename` as the literal type name, and a field that is only selected under
 * `@skip` or `@include` optional. On an interface or union it is the union over the possible
 * object types, each with the fields that apply to it.
 */
export function selectionSetType(
  context: SelectionContext,
  parentType: GraphQLCompositeType,
  selectionSets: readonly Selections[],
): string {
  const objectTypes = isAbstractType(parentType)
    ? [...context.schema.getPossibleTypes(parentType)].sort((a, b) =>
        a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
      )
    : [parentType];
  const shapes = [...new Set(objectTypes.map((type) => objectShape(context, type, selectionSets)))];
  return shapes.join(' | ') || 'never';
}

/** The fields selected under one response key, each with whether it is conditional. */
type SelectedField = { readonly node: FieldNode; readonly conditional: boolean }[];

function objectShape(
  context: SelectionContext,
  type: GraphQLObjectType,
  selectionSets: readonly Selections[],
): string {
  const selected = new Map<string, SelectedField>();
  for (const { selectionSet, conditional } of selectionSets) {
    collectFields(context, type, selectionSet, conditional, selected);
  }
  const properties = [...selected].map(([key, fields]) => {
    const optional = fields.every((field) => field.conditional);
    return `${key}${optional ? '?' : ''}: ${fieldType(context, type, fields, optional)};`;
  });
  return `{ ${properties.join(' ')} }`;
}

function collectFields(
  context: SelectionContext,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  conditional: boolean,
  selected: Map<string, SelectedField>,
): void {
  for (const selection of selectionSet.selections) {
    const selectionConditional =
      conditional ||
      (selection.directives ?? []).some(
        (directive) => directive.name.value === 'skip' || directive.name.value === 'include',
      );
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const field = { node: selection, conditional: selectionConditional };
      const found = selected.get(key);
      if (found === undefined) selected.set(key, [field]);
      else found.push(field);
      continue;
    }
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection
        : context.fragments.get(selection.name.value);
    // Validation has already refused unknown fragments; the condition decides if it applies here.
    if (
      fragment === undefined ||
      !applies(context.schema, fragment.typeCondition?.name.value, type)
    )
      continue;
    collectFields(context, type, fragment.selectionSet, selectionConditional, selected);
  }
}

/** Whether a fragment on `condition` (none: the enclosing type) applies to objects of `type`. */
function applies(schema: GraphQLSchema, condition: string | undefined, type: GraphQLObjectType) {
  if (condition === undefined || condition === type.name) return true;
  const conditionType = schema.getType(condition);
  return isAbstractType(conditionType) && schema.isSubType(conditionType, type);
}

/**
 * The type of one response key. Its sub-selections keep their field's condition: a field selected
 * both plainly and under `@skip` answers the plain selection always and the other one maybe. When
 * the key itself is optional and selected once, its condition is already in the `?`.
 */
function fieldType(
  context: SelectionContext,
  parentType: GraphQLObjectType,
  fields: SelectedField,
  optional: boolean,
): string {
  const name = fields[0]?.node.name.value ?? '';
  if (name === '__typename') return literal(parentType.name);
  const definition = fieldDefinition(context.schema, parentType, name);
  const selectionSets = fields.flatMap(({ node, conditional }) =>
    node.selectionSet
      ? [
          {
            selectionSet: node.selectionSet,
            conditional: conditional && !(optional && fields.length === 1),
          },
        ]
      : [],
  );
  return outputType(context, definition.type, selectionSets);
}

function fieldDefinition(
  schema: GraphQLSchema,
  parentType: GraphQLObjectType,
  name: string,
): GraphQLField<unknown, unknown> {
  // The introspection fields of the query root are not among its fields.
  if (parentType === schema.getQueryType()) {
    if (name === '__schema') return SchemaMetaFieldDef;
    if (name === '__type') return TypeMetaFieldDef;
  }
  const field = parentType.getFields()[name];
  if (field === undefined) throw new Error(`${parentType.name} has no field ${name}`);
  return field;
}

function outputType(
  context: SelectionContext,
  type: GraphQLOutputType,
  selectionSets: readonly Selections[],
): string {
  if (isNonNullType(type)) return nonNullType(context, type.ofType, selectionSets);
  return orNull(nonNullType(context, type, selectionSets));
}

function nonNullType(
  context: SelectionContext,
  type: GraphQLOutputType,
  selectionSets: readonly Selections[],
): string {
  if (isListType(type)) return arrayOf(outputType(context, type.ofType, selectionSets), false);
  if (isNonNullType(type)) return nonNullType(context, type.ofType, selectionSets);
  if (isSpecifiedScalarType(type)) return scalarType(type.name);
  // Introspection enums (__TypeKind) are not among the schema types: spelled out.
  if (isEnumType(type) && type.name.startsWith('__')) {
    return type
      .getValues()
      .map((value) => literal(value.name))
      .join(' | ');
  }
  if (isCompositeType(type)) return selectionSetType(context, type, selectionSets);
  // Enums and custom scalars by their names in the schema types.
  context.imports.add(type.name);
  return type.name;
}
