import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { loadTypeDefs } from '../graphql/schema.js';
import { parseDocuments, readDocuments } from './documents.js';
import { formatTypeScript } from './format.js';
import { renderOperations } from './operation-types.js';
import { renderSchemaTypes } from './schema-types.js';

/** The api package's folder, from src/codegen and dist/codegen alike. */
export const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The schema types, exported as `@tenace/api/schema-types` (see package.json). */
export const SCHEMA_TYPES_PATH = resolve(API_ROOT, 'src/generated/schema-types.d.ts');

/** The module specifier of the schema types, for every generated operation module. */
export const SCHEMA_TYPES_MODULE = '@tenace/api/schema-types';

/** The api tests' own operation documents, and their generated module. */
export const API_DOCUMENTS_DIR = resolve(API_ROOT, 'src/testing/operations');
export const API_OPERATIONS_PATH = resolve(API_ROOT, 'src/testing/operations.testkit.ts');

/** How to bring a stale generated file up to date (messages add the arguments it needs). */
export const STALE_MESSAGE = 'stale: run npm run codegen -w api';

/** A file the generator writes: where, and its whole text. */
export interface GeneratedFile {
  readonly path: string;
  readonly content: string;
}

/** The schema of the SDL in src/schema (without resolvers: only its types are needed). */
export function loadSchema(): GraphQLSchema {
  return buildSchema(loadTypeDefs());
}

/** The schema types file, formatted. */
export function schemaTypesFile(schema: GraphQLSchema): GeneratedFile {
  const text = renderSchemaTypes(schema, 'api/src/schema/*.graphql');
  return { path: SCHEMA_TYPES_PATH, content: formatTypeScript(text, SCHEMA_TYPES_PATH) };
}

/**
 * The typed documents module for the `.graphql` files of `documentsDir`, formatted; it imports the
 * schema types from `@tenace/api/schema-types`. `repositoryRoot` is where paths in messages and
 * in the header start.
 */
export function operationsFile(
  schema: GraphQLSchema,
  documentsDir: string,
  outPath: string,
  repositoryRoot: string = resolve(API_ROOT, '..'),
): GeneratedFile {
  const document = parseDocuments(schema, readDocuments(documentsDir, repositoryRoot));
  const text = renderOperations(schema, document, {
    schemaTypes: SCHEMA_TYPES_MODULE,
    from: `${relative(repositoryRoot, documentsDir)}/*.graphql`,
  });
  return { path: outPath, content: formatTypeScript(text, outPath) };
}

/** The api's own generated files: the schema types and the tests' typed documents. */
export function apiGeneratedFiles(schema: GraphQLSchema = loadSchema()): GeneratedFile[] {
  return [schemaTypesFile(schema), operationsFile(schema, API_DOCUMENTS_DIR, API_OPERATIONS_PATH)];
}

/** The files whose text on disk differs from what the generator writes now (or that are missing). */
export function staleFiles(files: readonly GeneratedFile[]): GeneratedFile[] {
  return files.filter((file) => {
    try {
      return readFileSync(file.path, 'utf8') !== file.content;
    } catch {
      return true;
    }
  });
}
