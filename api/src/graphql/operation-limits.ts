import {
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

/** How deep an operation may nest fields: well above the spec's deepest reads. */
export const MAX_QUERY_DEPTH = 10;

/**
 * How many fields an operation may select in all, fragments counted at each use. It bounds the
 * work of one request: aliases would otherwise repeat an expensive field (or mutation) at will.
 */
export const MAX_QUERY_FIELDS = 500;

export interface OperationLimits {
  readonly maxDepth: number;
  readonly maxFields: number;
}

/**
 * A validation rule refusing operations nested deeper than `maxDepth` fields or selecting more
 * than `maxFields` fields, following fragments. Introspection (`__schema`, `__type`) is not
 * counted, so tools can still read the schema.
 *
 * @example
 * validate(schema, document, [...specifiedRules, operationLimits({ maxDepth: 10, maxFields: 500 })]);
 */
export function operationLimits(limits: OperationLimits): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        const { depth, fields } = measure(operation.selectionSet, fragments, new Set());
        if (depth > limits.maxDepth) {
          context.reportError(
            new GraphQLError(
              `The query is too deep: ${depth} levels where at most ${limits.maxDepth} are allowed`,
              { nodes: [operation] },
            ),
          );
        }
        if (fields > limits.maxFields) {
          context.reportError(
            new GraphQLError(
              `The query is too large: ${fields} fields where at most ${limits.maxFields} are allowed`,
              { nodes: [operation] },
            ),
          );
        }
      },
    };
  };
}

/** The deepest nesting and the number of fields under a selection set. */
function measure(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): { depth: number; fields: number } {
  let depth = 0;
  let fields = 0;
  for (const selection of selectionSet.selections) {
    switch (selection.kind) {
      case Kind.FIELD: {
        if (selection.name.value.startsWith('__')) break;
        const inner = selection.selectionSet
          ? measure(selection.selectionSet, fragments, visiting)
          : { depth: 0, fields: 0 };
        depth = Math.max(depth, 1 + inner.depth);
        fields += 1 + inner.fields;
        break;
      }
      case Kind.INLINE_FRAGMENT: {
        const inner = measure(selection.selectionSet, fragments, visiting);
        depth = Math.max(depth, inner.depth);
        fields += inner.fields;
        break;
      }
      case Kind.FRAGMENT_SPREAD: {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A cycle or an unknown fragment is reported by graphql's own rules.
        if (fragment === undefined || visiting.has(name)) break;
        visiting.add(name);
        const inner = measure(fragment.selectionSet, fragments, visiting);
        visiting.delete(name);
        depth = Math.max(depth, inner.depth);
        fields += inner.fields;
        break;
      }
    }
  }
  return { depth, fields };
}
