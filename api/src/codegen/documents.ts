import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import {
  type DefinitionNode,
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getLocation,
  Kind,
  parse,
  Source,
  validate,
} from 'graphql';

/** Raised when operation documents cannot be read, parsed or do not fit the schema. */
export class DocumentsError extends Error {
  override readonly name = 'DocumentsError';
}

/**
 * The `.graphql` files of `directory` (not its subfolders), in file-name order, each a Source
 * named by its path relative to `base` (the repository, so the generated text is the same wherever
 * the command runs) for messages to point at the file.
 */
export function readDocuments(directory: string, base: string): Source[] {
  let names: string[];
  try {
    names = readdirSync(directory).filter((name) => name.endsWith('.graphql'));
  } catch (error) {
    throw new DocumentsError(`Cannot read the operation documents in ${directory}: ${error}`);
  }
  return names
    .sort()
    .map((name) => join(directory, name))
    .map((path) => new Source(readFileSync(path, 'utf8'), nameOf(path, base)));
}

/** The path relative to `base`, or the whole path for a file outside it. */
function nameOf(path: string, base: string): string {
  const inside = relative(base, path);
  return inside.startsWith('..') || isAbsolute(inside) ? path : inside;
}

/**
 * The documents parsed and joined into one, checked against the schema with every rule of the
 * GraphQL specification (so fragments may be shared between files, and names are unique across
 * them). Every operation needs a name: it names the generated document and types. Fails with
 * every problem, each as `file:line:column message`.
 */
export function parseDocuments(schema: GraphQLSchema, sources: readonly Source[]): DocumentNode {
  const problems: string[] = [];
  const definitions: DefinitionNode[] = [];
  for (const source of sources) {
    try {
      definitions.push(...parse(source).definitions);
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      problems.push(describe(error));
    }
  }
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions };
  if (problems.length === 0) {
    for (const definition of definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name === undefined) {
        problems.push(
          `${where(definition.loc?.source, definition.loc?.start)}An operation needs a name: it names the generated document and types.`,
        );
      }
    }
    problems.push(...validate(schema, document).map(describe));
  }
  if (problems.length > 0) {
    throw new DocumentsError(
      `The operation documents are invalid:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  return document;
}

function describe(error: GraphQLError): string {
  const node = error.nodes?.[0];
  const source = node?.loc?.source ?? error.source;
  const position = node?.loc?.start ?? error.positions?.[0];
  return `${where(source, position)}${error.message}`;
}

function where(source: Source | undefined, position: number | undefined): string {
  if (source === undefined || position === undefined) return '';
  const { line, column } = getLocation(source, position);
  return `${source.name}:${line}:${column} `;
}
