import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { GraphQLSchema } from 'graphql';
import {
  apiGeneratedFiles,
  type GeneratedFile,
  loadSchema,
  obsoleteFiles,
  operationDocumentsFolder,
  STALE_MESSAGE,
  splitOperationFiles,
  staleFiles,
} from './generated-files.js';

/** Where the command runs and reports, and which of the api's own files it makes. */
export interface CodegenEnvironment {
  /** Relative paths in the arguments and messages start here. */
  readonly cwd: string;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** The api's own generated files; tests leave them out so they never rewrite the repository. */
  readonly apiFiles?: (schema: GraphQLSchema) => GeneratedFile[];
}

/**
 * `codegen [--documents <folder> [--out <file>]] [--check]`: writes the api's generated files
 * (the schema types and the api tests' typed documents) when they differ from what the generator
 * makes now; with `--documents`, also the typed documents of that folder's `.graphql` files: their
 * types into `--out` (default `<folder>/operations.generated.ts`) and each operation's document
 * into `documents/<Name>.generated.ts` beside it (see splitOperationFiles), removing the modules
 * of operations that are gone. `--check` writes nothing and fails when a file is stale or
 * obsolete, saying which command brings it up to date. Returns the exit code: 0, or 1 with the
 * problem on `err`.
 */
export function runCodegen(args: readonly string[], environment: CodegenEnvironment): number {
  const { cwd, out, err, apiFiles = apiGeneratedFiles } = environment;
  try {
    const { values } = parseArgs({
      args: [...args],
      options: {
        documents: { type: 'string' },
        out: { type: 'string' },
        check: { type: 'boolean', default: false },
      },
    });
    if (values.out !== undefined && values.documents === undefined) {
      throw new Error('--out needs --documents <folder>');
    }
    const schema = loadSchema();
    const files = apiFiles(schema);
    let command = STALE_MESSAGE;
    let obsolete: string[] = [];
    if (values.documents !== undefined) {
      const documents = resolve(cwd, values.documents);
      const outPath = resolve(cwd, values.out ?? `${documents}/operations.generated.ts`);
      const operationFiles = splitOperationFiles(schema, documents, outPath);
      files.push(...operationFiles);
      obsolete = obsoleteFiles(operationDocumentsFolder(outPath), operationFiles);
      command += ` -- --documents ${values.documents}${values.out === undefined ? '' : ` --out ${values.out}`}`;
    }
    const stale = staleFiles(files);
    if (values.check) {
      for (const file of stale) err(`${relative(cwd, file.path)} is ${command}`);
      // A module whose operation is gone is stale too: the same command removes it.
      for (const path of obsolete) err(`${relative(cwd, path)} is ${command}`);
      return stale.length + obsolete.length > 0 ? 1 : 0;
    }
    for (const file of stale) {
      mkdirSync(dirname(file.path), { recursive: true });
      writeFileSync(file.path, file.content);
      out(`wrote ${relative(cwd, file.path)}`);
    }
    for (const path of obsolete) {
      rmSync(path);
      out(`removed ${relative(cwd, path)}`);
    }
    if (stale.length + obsolete.length === 0) out('generated files are up to date');
    return 0;
  } catch (error) {
    err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
