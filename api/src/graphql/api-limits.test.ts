import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type DefinitionNode,
  type DocumentNode,
  Kind,
  parse,
  type SelectionSetNode,
  specifiedRules,
  validate,
  visit,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { API_DOCUMENTS_DIR, APP_DOCUMENTS_DIR, loadSchema } from '../codegen/generated-files.js';
import { API_OPERATION_LIMITS } from './api-limits.js';
import { enumerationLookupsOnly } from './introspection-policy.js';
import { operationLimits } from './operation-limits.js';

const schema = loadSchema();
const rules = [...specifiedRules, operationLimits(API_OPERATION_LIMITS), enumerationLookupsOnly];

/** The document as urql's cache sends it: `__typename` added to every selection set. */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node): SelectionSetNode | undefined {
      const has = node.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
      );
      if (has) return undefined;
      const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
      return { ...node, selections: [...node.selections, typename] } as SelectionSetNode;
    },
  });
}

/** Each operation of a folder's documents, with the fragments it spreads (from any of them). */
function operationsIn(directory: string): (readonly [string, DocumentNode])[] {
  const definitions = readdirSync(directory)
    .filter((name) => name.endsWith('.graphql'))
    .flatMap((name) => parse(readFileSync(resolve(directory, name), 'utf8')).definitions);
  const fragments = new Map(
    definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
    ),
  );
  return definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    const used = new Set<string>();
    const spreadsIn = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const name = spread.name.value;
          const fragment = fragments.get(name);
          if (used.has(name) || fragment === undefined) return;
          used.add(name);
          spreadsIn(fragment);
        },
      });
    spreadsIn(definition);
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [definition, ...[...used].flatMap((name) => fragments.get(name) ?? [])],
    };
    return [[definition.name?.value ?? '(anonymous)', document] as const];
  });
}

const documents = [APP_DOCUMENTS_DIR, API_DOCUMENTS_DIR].flatMap(operationsIn);

/** The limits of every `/graphql` request (docs/decisions.md "Query limits"). */
describe('the API’s operation limits', () => {
  it('has documents to check', () => {
    expect(documents.length).toBeGreaterThan(20);
  });

  it.each(documents)(
    '%s fits the limits as the app sends it, in production too',
    (_name, document) => {
      expect(validate(schema, withTypenames(document), rules)).toEqual([]);
    },
  );

  it('refuses lists nested three deep in lists without page sizes', () => {
    const query =
      '{ authors { products { author { products { author { products { id title } } } } } } }';
    expect(validate(schema, parse(query), rules).map((error) => error.message)).toEqual([
      expect.stringMatching(/^The query costs too much: \d+ where at most 20000 is allowed/),
    ]);
  });

  it('refuses a search of more products than the storefront asks for, field by field', () => {
    const fields = 'id title description priceLocal priceLocalFormatted language onSale promoted';
    const within = `{ productSearch { products { product { ${fields} images { cover } } } } }`;
    const over = `{ productSearch { products { product { ${fields} images { cover } tagsCache { name } } } } }`;
    expect(validate(schema, parse(within), rules)).toEqual([]);
    expect(validate(schema, parse(over), rules)).toHaveLength(1);
  });
});
