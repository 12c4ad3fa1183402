import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * What production answers of the schema: an enumeration's values by its name (storefront.md §7
 * "Enumeration lookups by type name": `__type(name: …) { enumValues { name } }`) and
 * `__typename`, nothing else. The rest of the schema (its operations, fields and arguments) is
 * no client's business there, and a full schema read is the largest answer a request can build.
 */
const ANSWERED: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['__Type', new Set(['name', 'kind', 'description', 'enumValues'])],
  ['__EnumValue', new Set(['name', 'description', 'isDeprecated', 'deprecationReason'])],
]);

export const INTROSPECTION_REFUSED =
  'Introspection is off: only enumerations are looked up, with __type(name: …) { enumValues { name } }';

/**
 * A validation rule refusing introspection beyond enumeration lookups (see {@link ANSWERED}):
 * `__schema`, and any field of the introspection types but those listed, reported at the
 * outermost field refused.
 *
 * @example
 * validate(schema, document, [...specifiedRules, enumerationLookupsOnly]);
 */
export const enumerationLookupsOnly: ValidationRule = (context) => ({
  Field(node) {
    const name = node.name.value;
    if (name === '__typename' || name === '__type') return;
    const parent = context.getParentType();
    const parentName = parent?.name ?? '';
    const refused =
      name === '__schema' ||
      (parentName.startsWith('__') && ANSWERED.get(parentName)?.has(name) !== true);
    if (!refused) return undefined;
    context.reportError(new GraphQLError(INTROSPECTION_REFUSED, { nodes: [node] }));
    // Once for the outermost field refused, not again for each field inside it.
    return false;
  },
});
