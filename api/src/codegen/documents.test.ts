import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema, Kind, Source } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentsError, parseDocuments, readDocuments } from './documents.js';

const schema = buildSchema(/* GraphQL */ `
  type User {
    name: String!
  }
  type Query {
    me: User
    user(id: Int!): User
  }
`);

function problemsOf(...sources: Source[]): string {
  try {
    parseDocuments(schema, sources);
  } catch (error) {
    expect(error).toBeInstanceOf(DocumentsError);
    return (error as Error).message;
  }
  throw new Error('the documents were accepted');
}

describe('parseDocuments', () => {
  it('joins the files into one document, so a fragment may be used from another file', () => {
    const document = parseDocuments(schema, [
      new Source('query Me { me { ...Name } }', 'a.graphql'),
      new Source('fragment Name on User { name }', 'b.graphql'),
    ]);
    expect(document.definitions.map((definition) => definition.kind)).toEqual([
      Kind.OPERATION_DEFINITION,
      Kind.FRAGMENT_DEFINITION,
    ]);
  });

  it('lists every problem with its file, line and column', () => {
    const message = problemsOf(
      new Source('query A {\n  me { nickname }\n}', 'ops/a.graphql'),
      new Source('query B($id: Int) { user(id: $id) { name } }', 'ops/b.graphql'),
    );
    expect(message).toBe(
      [
        'The operation documents are invalid:',
        '  ops/a.graphql:2:8 Cannot query field "nickname" on type "User". Did you mean "name"?',
        '  ops/b.graphql:1:9 Variable "$id" of type "Int" used in position expecting type "Int!".',
      ].join('\n'),
    );
  });

  it('refuses an operation without a name, which could not name its exports', () => {
    expect(problemsOf(new Source('\n{ me { name } }', 'ops/a.graphql'))).toBe(
      'The operation documents are invalid:\n  ops/a.graphql:2:1 An operation needs a name: it names the generated document and types.',
    );
  });

  it('refuses two operations of one name, in different files too', () => {
    expect(
      problemsOf(
        new Source('query Me { me { name } }', 'ops/a.graphql'),
        new Source('query Me { me { name } }', 'ops/b.graphql'),
      ),
    ).toBe(
      'The operation documents are invalid:\n  ops/a.graphql:1:7 There can be only one operation named "Me".',
    );
  });

  it('reports syntax errors of every file before checking against the schema', () => {
    expect(
      problemsOf(
        new Source('query A { me { name }', 'ops/a.graphql'),
        new Source('query B { nope }', 'ops/b.graphql'),
        new Source('type T { a: Int }', 'ops/c.graphql'),
        new Source('query C {', 'ops/d.graphql'),
      ),
    ).toBe(
      [
        'The operation documents are invalid:',
        '  ops/a.graphql:1:22 Syntax Error: Expected Name, found <EOF>.',
        '  ops/d.graphql:1:10 Syntax Error: Expected Name, found <EOF>.',
      ].join('\n'),
    );
  });

  it('refuses definitions that are not operations or fragments', () => {
    expect(problemsOf(new Source('type T { a: Int }', 'ops/a.graphql'))).toBe(
      'The operation documents are invalid:\n  ops/a.graphql:1:1 The "T" definition is not executable.',
    );
  });
});

describe('readDocuments', () => {
  const root = mkdtempSync(join(tmpdir(), 'tenace-documents-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads the folder’s .graphql files in name order, named from the base folder', () => {
    const folder = join(root, 'app', 'graphql');
    mkdirSync(join(folder, 'nested'), { recursive: true });
    writeFileSync(join(folder, 'b.graphql'), 'query B { me { name } }');
    writeFileSync(join(folder, 'a.graphql'), 'query A { me { name } }');
    writeFileSync(join(folder, 'notes.md'), '# not a document');
    writeFileSync(join(folder, 'nested', 'c.graphql'), 'query C { me { name } }');
    const sources = readDocuments(folder, root);
    expect(sources.map((source) => [source.name, source.body])).toEqual([
      ['app/graphql/a.graphql', 'query A { me { name } }'],
      ['app/graphql/b.graphql', 'query B { me { name } }'],
    ]);
  });

  it('says which folder it could not read', () => {
    const missing = join(root, 'missing');
    expect(() => readDocuments(missing, root)).toThrow(
      `Cannot read the operation documents in ${missing}: Error: ENOENT`,
    );
  });
});
