import {
  type ArgumentNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  Kind,
  SchemaMetaFieldDef,
  type SelectionSetNode,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  type ValidationRule,
  type ValueNode,
} from 'graphql';

/** How deep an operation may nest fields: well above the spec's deepest reads. */
export const MAX_QUERY_DEPTH = 10;

/**
 * How many fields an operation may select in all, fragments counted at each use. It bounds the
 * work of one request: aliases would otherwise repeat an expensive field (or mutation) at will.
 */
export const MAX_QUERY_FIELDS = 500;

/**
 * What a list without a page-size argument counts for: a guess at its length. The demo's lists
 * (an author's products, a set's hands, a product's tags) hold 1 to 10 items; a list nested in a
 * list multiplies, which is what the cost limit is for.
 */
export const DEFAULT_LIST_WEIGHT = 10;

/**
 * What a list of the query root without a page-size argument counts for: such a list is a whole
 * table (every author, every product on sale, every tag), which grows with the catalogue, where
 * a nested list (an author's products) is a small part of it.
 */
export const ROOT_LIST_WEIGHT = 100;

/**
 * The most an operation may cost (see {@link operationLimits}): the storefront's search of 1000
 * products with its card fields (about 16,000 with urql's `__typename`s) fits, and the products of
 * every author's products' author (100 x 10 x 10 items, each with a few fields) does not.
 */
export const MAX_QUERY_COST = 20_000;

/**
 * An operation costing more than this takes its turn: such operations run one at a time in a
 * process (graphql/handler.ts), so that however many arrive together, the other requests share
 * the event loop with one of them at most. Every operation of the app fits under it but the
 * storefront's search of 1000 products (about 16,000), whose visitors' answers are kept anyway.
 */
export const COSTLY_QUERY_COST = 2_500;

/** Where a field's page size is given: an argument, or a field of an input-object argument. */
export interface PageSize {
  /** The argument, then the input field inside it when the size is nested (`pagination.pageSize`). */
  readonly argument: readonly [string] | readonly [string, string];
  /** The size when the argument is absent. */
  readonly fallback: number;
  /** The largest size the field accepts; a variable counts as this much. */
  readonly max: number;
}

export interface OperationLimits {
  readonly maxDepth: number;
  readonly maxFields: number;
  readonly maxCost: number;
  /** Operations costing more take turns, one at a time (`COSTLY_QUERY_COST`). */
  readonly costlyCost: number;
  /** The fields with a page-size argument, by `Type.field`. */
  readonly pageSizes: Readonly<Record<string, PageSize>>;
}

/**
 * A validation rule refusing operations nested deeper than `maxDepth` fields, selecting more than
 * `maxFields` fields, or costing more than `maxCost`, following fragments. Introspection counts
 * like any other field, so a schema read cannot build an answer of any size.
 *
 * The cost estimates how many values the answer holds: each field counts 1, and a list field
 * counts its selection's cost times its length: the page size given (a literal; a variable counts
 * as the field's maximum, since validated documents are kept without their variables), else
 * {@link ROOT_LIST_WEIGHT} for a list of the root and {@link DEFAULT_LIST_WEIGHT} for the others. A field with a page-size argument that returns an object (a result
 * page) passes its size to the lists directly inside it. Validation does not see the data, so it
 * is an estimate; nested lists multiply, as their work does.
 *
 * @example
 * validate(schema, document, [...specifiedRules, operationLimits({ maxDepth: 10, maxFields: 500,
 *   maxCost: 20_000, pageSizes: { 'Query.productSearch': { argument: ['limit'], fallback: 1000, max: 1000 } } })]);
 */
export function operationLimits(limits: OperationLimits): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition);
    }
    const schema = context.getSchema();
    return {
      OperationDefinition(operation) {
        const root = schema.getRootType(operation.operation);
        if (root === undefined || root === null) return;
        const walk = {
          schema,
          root,
          fragments,
          pageSizes: limits.pageSizes,
          visiting: new Set<string>(),
        };
        const { depth, fields, cost } = measure(walk, operation.selectionSet, root, undefined);
        const refuse = (message: string) =>
          context.reportError(new GraphQLError(message, { nodes: [operation] }));
        if (depth > limits.maxDepth)
          refuse(
            `The query is too deep: ${depth} levels where at most ${limits.maxDepth} are allowed`,
          );
        if (fields > limits.maxFields)
          refuse(
            `The query is too large: ${fields} fields where at most ${limits.maxFields} are allowed`,
          );
        if (cost > limits.maxCost)
          refuse(
            `The query costs too much: ${cost} where at most ${limits.maxCost} is allowed ` +
              `(a list counts its fields times its page size, else ${ROOT_LIST_WEIGHT} at the root and ${DEFAULT_LIST_WEIGHT} below)`,
          );
      },
    };
  };
}

/**
 * The cost of each operation of a valid document, by name (undefined for an anonymous one), as
 * {@link operationLimits} counts it.
 */
export function operationCosts(
  schema: GraphQLSchema,
  document: DocumentNode,
  pageSizes: Readonly<Record<string, PageSize>>,
): Map<string | undefined, number> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  const costs = new Map<string | undefined, number>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = schema.getRootType(definition.operation);
    if (root === undefined || root === null) continue;
    const walk = { schema, root, fragments, pageSizes, visiting: new Set<string>() };
    costs.set(definition.name?.value, measure(walk, definition.selectionSet, root, undefined).cost);
  }
  return costs;
}

interface Walk {
  readonly schema: GraphQLSchema;
  /** The operation's root type, whose lists weigh {@link ROOT_LIST_WEIGHT}. */
  readonly root: GraphQLCompositeType;
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  readonly pageSizes: Readonly<Record<string, PageSize>>;
  readonly visiting: Set<string>;
}

interface Measure {
  readonly depth: number;
  readonly fields: number;
  readonly cost: number;
}

const NOTHING: Measure = { depth: 0, fields: 0, cost: 0 };

/**
 * The deepest nesting, the number of fields and the cost under a selection set of `parent`;
 * `pageSize` is the size a result page passes to its lists.
 */
function measure(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType,
  pageSize: number | undefined,
): Measure {
  let depth = 0;
  let fields = 0;
  let cost = 0;
  const add = (inner: Measure) => {
    depth = Math.max(depth, inner.depth);
    fields += inner.fields;
    cost += inner.cost;
  };
  for (const selection of selectionSet.selections) {
    switch (selection.kind) {
      case Kind.FIELD: {
        const name = selection.name.value;
        // An unknown field is reported by graphql's own rules.
        const field = fieldOf(walk.schema, parent, name);
        if (field === undefined) break;
        const own = sizeOf(walk.pageSizes[`${parent.name}.${name}`], selection.arguments);
        const list = isListType(getNullableType(field.type));
        const type = getNamedType(field.type);
        const inner =
          selection.selectionSet !== undefined && isCompositeType(type)
            ? measure(walk, selection.selectionSet, type, list ? undefined : own)
            : NOTHING;
        const unpaged = parent === walk.root ? ROOT_LIST_WEIGHT : DEFAULT_LIST_WEIGHT;
        const length = list ? (own ?? pageSize ?? unpaged) : 1;
        add({ depth: 1 + inner.depth, fields: 1 + inner.fields, cost: 1 + length * inner.cost });
        break;
      }
      case Kind.INLINE_FRAGMENT: {
        const condition = selection.typeCondition?.name.value;
        const type = condition === undefined ? parent : walk.schema.getType(condition);
        if (isCompositeType(type)) add(measure(walk, selection.selectionSet, type, pageSize));
        break;
      }
      case Kind.FRAGMENT_SPREAD: {
        const name = selection.name.value;
        const fragment = walk.fragments.get(name);
        // A cycle or an unknown fragment is reported by graphql's own rules.
        if (fragment === undefined || walk.visiting.has(name)) break;
        const type = walk.schema.getType(fragment.typeCondition.name.value);
        if (!isCompositeType(type)) break;
        walk.visiting.add(name);
        add(measure(walk, fragment.selectionSet, type, pageSize));
        walk.visiting.delete(name);
        break;
      }
    }
  }
  return { depth, fields, cost };
}

/** A field of `parent`, the introspection fields included. */
function fieldOf(
  schema: GraphQLSchema,
  parent: GraphQLCompositeType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  if (parent === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  return 'getFields' in parent ? parent.getFields()[name] : undefined;
}

/** The page size a field's arguments ask for: a literal (within the field's range), else as declared. */
function sizeOf(
  declared: PageSize | undefined,
  args: readonly ArgumentNode[] | undefined,
): number | undefined {
  if (declared === undefined) return undefined;
  const [argument, inputField] = declared.argument;
  let value: ValueNode | undefined = args?.find((arg) => arg.name.value === argument)?.value;
  if (inputField !== undefined && value?.kind === Kind.OBJECT)
    value = value.fields.find((field) => field.name.value === inputField)?.value;
  else if (inputField !== undefined && value?.kind !== Kind.VARIABLE) value = undefined;
  if (value === undefined || value.kind === Kind.NULL) return declared.fallback;
  if (value.kind === Kind.INT)
    return Math.min(Math.max(Number.parseInt(value.value, 10), 0), declared.max);
  return declared.max;
}
