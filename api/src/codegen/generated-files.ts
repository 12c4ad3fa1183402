import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { loadTypeDefs } from '../graphql/schema.js';
import { parseDocuments, readDocuments } from './documents.js';
import { renderEnumLists } from './enum-lists.js';
import { formatTypeScript } from './format.js';
import {
  renderOperationDocuments,
  renderOperations,
  renderOperationTypes,
} from './operation-types.js';
import { renderResolverTypes } from './resolver-types.js';
import { renderSchemaTypes } from './schema-types.js';

/** The api package's folder, from src/codegen and dist/codegen alike. */
export const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The schema types, exported as `@tenace/api/schema-types` (see package.json). */
export const SCHEMA_TYPES_PATH = resolve(API_ROOT, 'src/generated/schema-types.d.ts');

/** The enums' runtime lists, in the package the server and the browser share (enum-lists.ts). */
export const ENUM_LISTS_PATH = resolve(API_ROOT, '../model/src/generated/enums.ts');
/** What the api's resolvers receive and answer (api-internal: the app has no resolvers). */
export const RESOLVER_TYPES_PATH = resolve(API_ROOT, 'src/generated/resolver-types.d.ts');

/** The module specifier of the schema types, for every generated operation module. */
export const SCHEMA_TYPES_MODULE = '@tenace/api/schema-types';

/** The api tests' own operation documents, and their generated module. */
export const API_DOCUMENTS_DIR = resolve(API_ROOT, 'src/testing/operations');
export const API_OPERATIONS_PATH = resolve(API_ROOT, 'src/testing/operations.testkit.ts');

/** The app's operation documents, and the types module of their generated modules. */
export const APP_DOCUMENTS_DIR = resolve(API_ROOT, '../app/src/graphql');
export const APP_OPERATIONS_PATH = resolve(APP_DOCUMENTS_DIR, 'operations.generated.ts');
/** The admin area's own documents (DESIGN.md "app": each area owns its GraphQL documents). */
export const ADMIN_DOCUMENTS_DIR = resolve(API_ROOT, '../app/src/admin/graphql');
export const ADMIN_OPERATIONS_PATH = resolve(ADMIN_DOCUMENTS_DIR, 'operations.generated.ts');

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

/** The enums' runtime lists file, formatted. */
export function enumListsFile(schema: GraphQLSchema): GeneratedFile {
  const text = renderEnumLists(schema, 'api/src/schema/*.graphql');
  return { path: ENUM_LISTS_PATH, content: formatTypeScript(text, ENUM_LISTS_PATH) };
}

/** The resolver types file, formatted; it imports the schema types beside it. */
export function resolverTypesFile(schema: GraphQLSchema): GeneratedFile {
  const text = renderResolverTypes(schema, 'api/src/schema/*.graphql', './schema-types.js');
  return { path: RESOLVER_TYPES_PATH, content: formatTypeScript(text, RESOLVER_TYPES_PATH) };
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

/**
 * The app's kind of typed documents for the `.graphql` files of `documentsDir`: the types alone in
 * `typesPath` (`renderOperationTypes`), and each operation's document in a module of its own,
 * `documents/<Name>.generated.ts` beside it (`renderOperationDocuments`), so that each page's
 * chunk holds only the documents it sends. Formatted; `repositoryRoot` as for `operationsFile`.
 */
export function splitOperationFiles(
  schema: GraphQLSchema,
  documentsDir: string,
  typesPath: string,
  repositoryRoot: string = resolve(API_ROOT, '..'),
): GeneratedFile[] {
  const document = parseDocuments(schema, readDocuments(documentsDir, repositoryRoot));
  const from = `${relative(repositoryRoot, documentsDir)}/*.graphql`;
  const types = renderOperationTypes(schema, document, { schemaTypes: SCHEMA_TYPES_MODULE, from });
  const folder = operationDocumentsFolder(typesPath);
  const typesModule = relative(folder, typesPath).replace(/\.ts$/, '.js');
  const documents = renderOperationDocuments(document, { typesModule, from }).map(
    ({ name, text }) => {
      const path = join(folder, `${name}${GENERATED_SUFFIX}`);
      return { path, content: formatTypeScript(text, path) };
    },
  );
  return [{ path: typesPath, content: formatTypeScript(types, typesPath) }, ...documents];
}

/** How the generated modules' names end (the documents' folder holds nothing else). */
const GENERATED_SUFFIX = '.generated.ts';

/** Where `splitOperationFiles` writes the documents of the types module at `typesPath`. */
export function operationDocumentsFolder(typesPath: string): string {
  return join(dirname(typesPath), 'documents');
}

/**
 * The generated modules in `folder` that `files` no longer has (their operation was removed or
 * renamed): left there, code could still import a document the app no longer declares.
 */
export function obsoleteFiles(folder: string, files: readonly GeneratedFile[]): string[] {
  const current = new Set(files.map((file) => file.path));
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(GENERATED_SUFFIX))
    .map((name) => join(folder, name))
    .filter((path) => !current.has(path))
    .sort();
}

/**
 * The api's own generated files: the schema types, the resolver types, the tests' typed
 * documents and the enums' runtime lists in @tenace/model.
 */
export function apiGeneratedFiles(schema: GraphQLSchema = loadSchema()): GeneratedFile[] {
  return [
    schemaTypesFile(schema),
    resolverTypesFile(schema),
    operationsFile(schema, API_DOCUMENTS_DIR, API_OPERATIONS_PATH),
    enumListsFile(schema),
  ];
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
