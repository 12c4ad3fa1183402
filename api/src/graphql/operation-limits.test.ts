import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationLimits } from './operation-limits.js';

const schema = buildSchema(`
  type Node { name: String, child: Node }
  type Query { root: Node }
`);

function errors(query: string, maxDepth: number, maxFields = 1000): string[] {
  return validate(schema, parse(query), [
    ...specifiedRules,
    operationLimits({ maxDepth, maxFields }),
  ]).map((error) => error.message);
}

/** `root { child { child … { name } } }` with `levels` fields on the deepest path. */
function nested(levels: number): string {
  return `{ root ${'{ child '.repeat(levels - 2)}{ name }${' }'.repeat(levels - 2)} }`;
}

describe('operationLimits', () => {
  it('allows an operation exactly at the depth limit and refuses one level more', () => {
    expect(errors(nested(5), 5)).toEqual([]);
    expect(errors(nested(6), 5)).toEqual([
      'The query is too deep: 6 levels where at most 5 are allowed',
    ]);
  });

  it('counts every field, aliases included, and refuses one more than the limit', () => {
    const aliases = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `a${i}: root { name }`).join(' ')} }`;
    expect(errors(aliases(5), 10, 10)).toEqual([]);
    expect(errors(aliases(6), 10, 10)).toEqual([
      'The query is too large: 12 fields where at most 10 are allowed',
    ]);
  });

  it('follows fragments and inline fragments, counting a fragment at each use', () => {
    const query = `
      query { first: root { ...Deep } second: root { ...Deep } }
      fragment Deep on Node { child { ... on Node { child { name } } } }
    `;
    expect(errors(query, 4, 8)).toEqual([]);
    expect(errors(query, 3, 7)).toEqual([
      'The query is too deep: 4 levels where at most 3 are allowed',
      'The query is too large: 8 fields where at most 7 are allowed',
    ]);
  });

  it('does not count introspection', () => {
    expect(
      errors('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }', 1, 1),
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
