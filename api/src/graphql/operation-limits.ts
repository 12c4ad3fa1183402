import {
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

/** The deepest selection an operation may make: well above the spec's deepest reads. */
export const MAX_QUERY_DEPTH = 10;

/**
 * A validation rule refusing operations nested deeper than `maxDepth` fields, following fragments.
 * Introspection (`__schema`, `__type`) is not counted, so tools can still read the schema.
 *
 * @example
 * validate(schema, document, [...specifiedRules, depthLimit(MAX_QUERY_DEPTH)]);
 */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        const depth = selectionDepth(operation.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(
              `The query is too deep: ${depth} levels where at most ${maxDepth} are allowed`,
              {
                nodes: [operation],
              },
            ),
          );
        }
      },
    };
  };
}

function selectionDepth(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    switch (selection.kind) {
      case Kind.FIELD:
        if (selection.name.value.startsWith('__')) break;
        deepest = Math.max(
          deepest,
          1 +
            (selection.selectionSet
              ? selectionDepth(selection.selectionSet, fragments, visiting)
              : 0),
        );
        break;
      case Kind.INLINE_FRAGMENT:
        deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, visiting));
        break;
      case Kind.FRAGMENT_SPREAD: {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A cycle or an unknown fragment is reported by graphql's own rules.
        if (fragment === undefined || visiting.has(name)) break;
        visiting.add(name);
        deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments, visiting));
        visiting.delete(name);
        break;
      }
    }
  }
  return deepest;
}
