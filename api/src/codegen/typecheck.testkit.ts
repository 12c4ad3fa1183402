import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// A folder that does not exist, under the api, so imports of packages resolve from node_modules.
const VIRTUAL_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '__typecheck__');

/**
 * Type-checks `files` (name → text, kept in memory, e.g. a generated module beside an assertion
 * file; a name may have folders, and relative imports between them resolve) with the
 * repository's strict settings and without skipLibCheck, so declaration files are checked too.
 * Returns every diagnostic as `file:line message`; an empty list means it compiles.
 */
export function typecheck(files: Readonly<Record<string, string>>): string[] {
  const virtual = new Map(
    Object.entries(files).map(([name, text]) => [join(VIRTUAL_DIR, name), text]),
  );
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts'],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noUncheckedIndexedAccess: true,
    verbatimModuleSyntax: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  // The folders of the files in memory (names may have folders: `graphql/case.ts`) exist too.
  const virtualFolders = new Set([...virtual.keys()].map((path) => dirname(path)));
  host.directoryExists = (path) =>
    virtualFolders.has(path) || (directoryExists?.call(host, path) ?? true);
  host.fileExists = (path) => virtual.has(path) || fileExists.call(host, path);
  host.readFile = (path) => virtual.get(path) ?? readFile.call(host, path);
  host.getSourceFile = (path, language, onError) => {
    const text = virtual.get(path);
    return text === undefined
      ? getSourceFile.call(host, path, language, onError)
      : ts.createSourceFile(path, text, language);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (diagnostic.file === undefined || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${diagnostic.file.fileName.replace(`${VIRTUAL_DIR}/`, '')}:${line + 1} ${message}`;
  });
}

/** Type-level equality for assertion files: `const ok: Equal<A, B> = true`. */
export const EQUAL_TYPE =
  'type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;';
