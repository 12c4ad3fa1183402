import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getNamedType,
  isCompositeType,
  isInputType,
  isSpecifiedScalarType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  typeFromAST,
  visit,
} from 'graphql';
import { inputTypeRef } from './schema-types.js';
import { type SelectionContext, selectionSetType } from './selection-types.js';
import { generatedHeader, tsDoc } from './ts-text.js';

/** Where the generated module finds its types. */
export interface OperationModuleOptions {
  /** The module of the schema types, e.g. `@tenace/api/schema-types`. */
  readonly schemaTypes: string;
  /** The documents' folder, named in the header. */
  readonly from: string;
}

const OPERATION_SUFFIX = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

const TYPED_DOCUMENT_IMPORT = `import type { TypedDocumentNode } from '@graphql-typed-document-node/core';`;

/** The operations and fragments of documents already checked by parseDocuments. */
interface Definitions {
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  readonly operations: readonly OperationDefinitionNode[];
}

/** One operation's document, for a module of its own (`renderOperationDocuments`). */
export interface OperationDocumentModule {
  /** The operation's name, which names the document `NameDocument`. */
  readonly name: string;
  readonly text: string;
}

/**
 * A TypeScript module for operation documents already checked by parseDocuments: per operation
 * `Name`, the result type `NameQuery` (or `NameMutation`, …; the suffix is not doubled when the
 * name already ends with it), its variables `NameQueryVariables` (nullable variables and those
 * with a default are optional) and `NameDocument`, a `TypedDocumentNode` of both holding the
 * operation and the fragments it uses; per fragment `Name`, its type `NameFragment`.
 * Enums, input types and custom scalars are imported from `schemaTypes`.
 *
 * @example
 * renderOperations(schema, parseDocuments(schema, sources), {
 *   schemaTypes: '@tenace/api/schema-types',
 *   from: 'api/src/testing/operations/*.graphql',
 * });
 */
export function renderOperations(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: OperationModuleOptions,
): string {
  const types = renderTypes(schema, definitionsOf(document), options, true);
  return `${generatedHeader(options.from)}\n${[TYPED_DOCUMENT_IMPORT, ...types.imports].join('\n')}\n\n${types.parts.join('\n\n')}\n`;
}

/**
 * The types of `renderOperations` alone (results, variables, fragments), without the documents:
 * a module that costs nothing at run time, for the documents' own modules
 * (`renderOperationDocuments`) and the code that reads their answers.
 */
export function renderOperationTypes(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: OperationModuleOptions,
): string {
  const types = renderTypes(schema, definitionsOf(document), options, false);
  const imports = types.imports.length > 0 ? `${types.imports.join('\n')}\n\n` : '';
  return `${generatedHeader(options.from)}\n${imports}${types.parts.join('\n\n')}\n`;
}

/**
 * One module per operation, holding its `NameDocument` typed by `NameQuery` and
 * `NameQueryVariables` from `typesModule` (the module of `renderOperationTypes`): code that sends
 * an operation imports only that operation's syntax tree, so a bundler puts each document in the
 * chunk that uses it rather than every document in the chunk of the first page to use any.
 */
export function renderOperationDocuments(
  document: DocumentNode,
  options: { readonly typesModule: string; readonly from: string },
): OperationDocumentModule[] {
  const { fragments, operations } = definitionsOf(document);
  return operations.map((operation) => {
    const { name, types, text } = documentDeclaration(operation, fragments);
    const imports = [
      TYPED_DOCUMENT_IMPORT,
      `import type { ${types.join(', ')} } from '${options.typesModule}';`,
    ];
    return {
      name,
      text: `${generatedHeader(options.from)}\n${imports.join('\n')}\n\n${text}\n`,
    };
  });
}

function definitionsOf(document: DocumentNode): Definitions {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  return { fragments, operations };
}

/**
 * The type declarations of the fragments and operations (each operation's document after its
 * types `withDocuments`), and the import of the schema types.
 */
function renderTypes(
  schema: GraphQLSchema,
  { fragments, operations }: Definitions,
  options: OperationModuleOptions,
  withDocuments: boolean,
): { parts: string[]; imports: string[] } {
  const context: SelectionContext = { schema, fragments, imports: new Set() };
  const exported: string[] = [];
  const parts: string[] = [];
  for (const fragment of fragments.values()) {
    const name = suffixed(fragment.name.value, 'Fragment');
    const type = schema.getType(fragment.typeCondition.name.value);
    // parseDocuments has checked the documents, so this is a guard, not a message for users.
    if (!isCompositeType(type)) throw new Error(`Fragment ${fragment.name.value}: bad type`);
    exported.push(name);
    parts.push(
      `${tsDoc(`The fields of fragment \`${fragment.name.value}\`.`)}export type ${name} = ${selectionSetType(context, type, [{ selectionSet: fragment.selectionSet, conditional: false }])};`,
    );
  }
  for (const operation of operations) {
    const name = operation.name?.value ?? '';
    const base = suffixed(name, OPERATION_SUFFIX[operation.operation]);
    const root = schema.getRootType(operation.operation);
    if (!root) throw new Error(`The schema has no ${operation.operation} type`);
    exported.push(base, `${base}Variables`, `${name}Document`);
    const source = operation.loc?.source.name;
    parts.push(
      `${tsDoc(`What \`${operation.operation} ${name}\` answers${source ? ` (${source})` : ''}.`)}export type ${base} = ${selectionSetType(context, root, [{ selectionSet: operation.selectionSet, conditional: false }])};`,
      `${tsDoc(`The variables of \`${operation.operation} ${name}\`.`)}export type ${base}Variables = ${variablesType(context, operation)};`,
    );
    if (withDocuments) parts.push(documentDeclaration(operation, fragments).text);
  }
  const imports = [...context.imports].sort();
  const clashes = exported.filter(
    (name, index) => imports.includes(name) || exported.indexOf(name) !== index,
  );
  if (clashes.length > 0) {
    throw new Error(`Generated names taken twice (rename the operation or fragment): ${clashes}`);
  }
  return {
    parts,
    imports:
      imports.length > 0
        ? [`import type { ${imports.join(', ')} } from '${options.schemaTypes}';`]
        : [],
  };
}

/** `export const NameDocument = …`, and the names of the two types it is typed by. */
function documentDeclaration(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): { name: string; types: [string, string]; text: string } {
  const name = operation.name?.value ?? '';
  const base = suffixed(name, OPERATION_SUFFIX[operation.operation]);
  const text = `${tsDoc(`\`${operation.operation} ${name}\` with the fragments it uses, typed by its result and variables.`)}// biome-ignore format: a syntax tree for the client, not for reading\nexport const ${name}Document = ${JSON.stringify(syntaxTree(operation, fragments))} as unknown as TypedDocumentNode<${base}, ${base}Variables>;`;
  return { name, types: [base, `${base}Variables`], text };
}

function suffixed(name: string, suffix: string): string {
  return name.endsWith(suffix) ? name : `${name}${suffix}`;
}

function variablesType(context: SelectionContext, operation: OperationDefinitionNode): string {
  const variables = operation.variableDefinitions ?? [];
  if (variables.length === 0) return 'Record<string, never>';
  const properties = variables.map((variable) => {
    const type = typeFromAST(context.schema, variable.type);
    if (!isInputType(type)) throw new Error(`$${variable.variable.name.value}: bad type`);
    const named = getNamedType(type);
    if (!isSpecifiedScalarType(named)) context.imports.add(named.name);
    const optional =
      variable.type.kind !== Kind.NON_NULL_TYPE || variable.defaultValue !== undefined;
    return `${variable.variable.name.value}${optional ? '?' : ''}: ${inputTypeRef(type)};`;
  });
  return `{ ${properties.join(' ')} }`;
}

/**
 * The operation and the fragments it uses, directly or through other fragments, as plain data:
 * no locations and no empty lists, as other generators write them (graphql-js and urql read a
 * missing list as empty).
 */
function syntaxTree(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): unknown {
  const used = new Map<string, FragmentDefinitionNode>();
  const pending: SelectionSetNode[] = [operation.selectionSet];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    visit(next, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment === undefined || used.has(fragment.name.value)) return;
        used.set(fragment.name.value, fragment);
        pending.push(fragment.selectionSet);
      },
    });
  }
  return plain({ kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] });
}

function plain(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plain);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(
    ([key, value]) =>
      key !== 'loc' && value !== undefined && !(Array.isArray(value) && value.length === 0),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, plain(value)]));
}
