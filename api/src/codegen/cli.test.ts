import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CodegenEnvironment, runCodegen } from './cli.js';

const root = mkdtempSync(join(tmpdir(), 'tenace-codegen-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the command in `root`, leaving the api's own files alone; returns its code and lines. */
function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const environment: CodegenEnvironment = {
    cwd: root,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    apiFiles: () => [],
  };
  return { code: runCodegen(args, environment), out, err };
}

function documentsFolder(name: string, files: Record<string, string>): string {
  const folder = join(root, name);
  mkdirSync(folder, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
  return folder;
}

describe('npm run codegen -w api', () => {
  it('writes the typed documents of a folder, then finds them up to date', () => {
    const folder = documentsFolder('app-graphql', {
      'me.graphql': 'query Me { currentUser { id currency } }',
    });
    expect(run('--documents', 'app-graphql')).toEqual({
      code: 0,
      out: [
        'wrote app-graphql/operations.generated.ts',
        'wrote app-graphql/documents/Me.generated.ts',
      ],
      err: [],
    });
    const written = readFileSync(join(folder, 'operations.generated.ts'), 'utf8');
    expect(written).toContain("import type { Currency } from '@tenace/api/schema-types';");
    expect(written).toContain(
      'export type MeQuery = { currentUser: { id: number; currency: Currency } | null };',
    );
    const document = readFileSync(join(folder, 'documents', 'Me.generated.ts'), 'utf8');
    expect(document).toContain(
      "import type { MeQuery, MeQueryVariables } from '../operations.generated.js';",
    );
    expect(document).toContain('export const MeDocument = {');
    expect(run('--documents', 'app-graphql')).toEqual({
      code: 0,
      out: ['generated files are up to date'],
      err: [],
    });
    expect(run('--documents', 'app-graphql', '--check').code).toBe(0);
  });

  it('with --check, writes nothing and names the stale file with the command that fixes it', () => {
    documentsFolder('check', { 'me.graphql': 'query Me { currentUser { id } }' });
    expect(run('--check', '--documents', 'check', '--out', 'out/ops.ts')).toEqual({
      code: 1,
      out: [],
      err: [
        'out/ops.ts is stale: run npm run codegen -w api -- --documents check --out out/ops.ts',
        'out/documents/Me.generated.ts is stale: run npm run codegen -w api -- --documents check --out out/ops.ts',
      ],
    });
    expect(existsSync(join(root, 'out'))).toBe(false);
  });

  it('removes the document of an operation that is gone, and --check names it first', () => {
    const folder = documentsFolder('renamed', {
      'a.graphql': 'query Before { currentUser { id } }',
    });
    expect(run('--documents', 'renamed').code).toBe(0);
    writeFileSync(join(folder, 'a.graphql'), 'query After { currentUser { id } }');
    expect(run('--documents', 'renamed').out).toContain(
      'removed renamed/documents/Before.generated.ts',
    );
    writeFileSync(join(folder, 'a.graphql'), 'query Again { currentUser { id } }');
    expect(run('--check', '--documents', 'renamed').err).toEqual([
      'renamed/operations.generated.ts is stale: run npm run codegen -w api -- --documents renamed',
      'renamed/documents/Again.generated.ts is stale: run npm run codegen -w api -- --documents renamed',
      'renamed/documents/After.generated.ts is stale: run npm run codegen -w api -- --documents renamed',
    ]);
    expect(run('--documents', 'renamed').out).toEqual([
      'wrote renamed/operations.generated.ts',
      'wrote renamed/documents/Again.generated.ts',
      'removed renamed/documents/After.generated.ts',
    ]);
    expect(existsSync(join(folder, 'documents', 'After.generated.ts'))).toBe(false);
  });

  it('fails with the documents’ problems and writes nothing', () => {
    documentsFolder('broken', { 'a.graphql': 'query A { currentUser { nickname } }' });
    const { code, out, err } = run('--documents', 'broken');
    expect({ code, out }).toEqual({ code: 1, out: [] });
    expect(err).toEqual([
      `The operation documents are invalid:\n  ${root}/broken/a.graphql:1:25 Cannot query field "nickname" on type "User". Did you mean "firstName", "fullName", or "lastName"?`,
    ]);
    expect(existsSync(join(root, 'broken', 'operations.generated.ts'))).toBe(false);
  });

  it('refuses --out without --documents, and options it does not know', () => {
    expect(run('--out', 'x.ts')).toEqual({
      code: 1,
      out: [],
      err: ['--out needs --documents <folder>'],
    });
    const unknown = run('--watch');
    expect(unknown.code).toBe(1);
    expect(unknown.err[0]).toContain("Unknown option '--watch'");
  });
});
