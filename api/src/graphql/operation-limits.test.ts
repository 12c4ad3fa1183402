import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { depthLimit } from './depth-limit.js';

const schema = buildSchema(`
  type Node { name: String, child: Node }
  type Query { root: Node }
`);

function errors(query: string, maxDepth: number): string[] {
  return validate(schema, parse(query), [...specifiedRules, depthLimit(maxDepth)]).map(
    (error) => error.message,
  );
}

/** `root { child { child … { name } } }` with `levels` fields on the deepest path. */
function nested(levels: number): string {
  return `{ root ${'{ child '.repeat(levels - 2)}{ name }${' }'.repeat(levels - 2)} }`;
}

describe('depthLimit', () => {
  it('allows an operation exactly at the limit and refuses one level more', () => {
    expect(errors(nested(5), 5)).toEqual([]);
    expect(errors(nested(6), 5)).toEqual([
      'The query is too deep: 6 levels where at most 5 are allowed',
    ]);
  });

  it('follows fragments and inline fragments', () => {
    const query = `
      query { root { ...Deep } }
      fragment Deep on Node { child { ... on Node { child { name } } } }
    `;
    expect(errors(query, 4)).toEqual([]);
    expect(errors(query, 3)).toEqual([
      'The query is too deep: 4 levels where at most 3 are allowed',
    ]);
  });

  it('does not count introspection', () => {
    expect(
      errors('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }', 1),
    ).toEqual([]);
  });

  it('leaves fragment cycles to graphql’s own rule instead of looping', () => {
    const query = `
      query { root { ...A } }
      fragment A on Node { child { ...B } }
      fragment B on Node { child { ...A } }
    `;
    expect(errors(query, 10)).toEqual(['Cannot spread fragment "A" within itself via "B".']);
  });
});
