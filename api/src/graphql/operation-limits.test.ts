import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_WEIGHT,
  operationLimits,
  type PageSize,
  ROOT_LIST_WEIGHT,
} from './operation-limits.js';

const schema = buildSchema(`
  type Node { name: String, child: Node, children: [Node!]!, tags: [String!]! }
  type Page { count: Int, nodes: [Node!]! }
  input PageInput { size: Int, key: String }
  type Query {
    root: Node
    roots: [Node!]
    search(limit: Int): Page
    listing(page: PageInput): Page
    first(limit: Int): [Node!]
  }
`);

const PAGE_SIZES: Record<string, PageSize> = {
  'Query.search': { argument: ['limit'], fallback: 100, max: 1000 },
  'Query.listing': { argument: ['page', 'size'], fallback: 10, max: 50 },
  'Query.first': { argument: ['limit'], fallback: 5, max: 20 },
};

function errors(query: string, maxDepth: number, maxFields = 1000, maxCost = 1e9): string[] {
  return validate(schema, parse(query), [
    ...specifiedRules,
    operationLimits({ maxDepth, maxFields, maxCost, costlyCost: maxCost, pageSizes: PAGE_SIZES }),
  ]).map((error) => error.message);
}

/** The cost of `query`, read from the message of a limit one below it. */
function costOf(query: string): number {
  const [message] = errors(query, 100, 1e6, 0);
  const cost = /costs too much: (\d+) where/.exec(message ?? '')?.[1];
  if (cost === undefined) throw new Error(`no cost for ${query}: ${message}`);
  return Number(cost);
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

  it('counts introspection like any other field', () => {
    expect(errors('{ __schema { types { fields { type { ofType { name } } } } } }', 6, 6)).toEqual(
      [],
    );
    expect(errors('{ __schema { types { fields { type { ofType { name } } } } } }', 5, 5)).toEqual([
      'The query is too deep: 6 levels where at most 5 are allowed',
      'The query is too large: 6 fields where at most 5 are allowed',
    ]);
    // __schema, types (a list of 10), fields (10 each), type, ofType, name.
    expect(costOf('{ __schema { types { fields { type { ofType { name } } } } } }')).toBe(
      1 + (1 + DEFAULT_LIST_WEIGHT * (1 + DEFAULT_LIST_WEIGHT * 3)),
    );
    expect(costOf('{ __typename root { __typename } }')).toBe(3);
  });

  describe('the cost', () => {
    const W = DEFAULT_LIST_WEIGHT;
    const R = ROOT_LIST_WEIGHT;

    it('counts each field once, and a list its selection times the default weights', () => {
      expect(costOf('{ root { name child { name } } }')).toBe(4);
      expect(costOf('{ roots { name child { name } } }')).toBe(1 + R * 3);
      expect(costOf('{ root { children { name } } }')).toBe(1 + (1 + W * 1));
      // A list of scalars is one value to resolve.
      expect(costOf('{ root { tags } }')).toBe(2);
    });

    it('multiplies nested lists, so that depth is paid for', () => {
      expect(costOf('{ roots { children { children { name } } } }')).toBe(
        1 + R * (1 + W * (1 + W * 1)),
      );
    });

    it('weighs a paged list by the literal page size, a variable by the maximum and none by the fallback', () => {
      expect(costOf('{ first(limit: 3) { name tags } }')).toBe(1 + 3 * 2);
      expect(costOf('query ($n: Int) { first(limit: $n) { name tags } }')).toBe(1 + 20 * 2);
      expect(costOf('{ first { name tags } }')).toBe(1 + 5 * 2);
      expect(costOf('{ first(limit: null) { name } }')).toBe(1 + 5);
      // A literal beyond the range counts as the maximum: the service refuses it anyway.
      expect(costOf('{ first(limit: 100000) { name } }')).toBe(1 + 20);
    });

    it('passes a result page’s size to the lists directly inside it, once', () => {
      expect(costOf('{ search(limit: 7) { count nodes { name children { name } } } }')).toBe(
        1 + 1 + (1 + 7 * (1 + 1 + W * 1)),
      );
      expect(costOf('{ search { nodes { name } } }')).toBe(1 + 1 + 100);
    });

    it('reads a page size nested in an input object, literal or variable', () => {
      expect(costOf('{ listing(page: { size: 4 }) { nodes { name } } }')).toBe(1 + 1 + 4);
      expect(costOf('{ listing(page: { key: "k" }) { nodes { name } } }')).toBe(1 + 1 + 10);
      expect(costOf('query ($p: PageInput) { listing(page: $p) { nodes { name } } }')).toBe(
        1 + 1 + 50,
      );
      expect(costOf('query ($s: Int) { listing(page: { size: $s }) { nodes { name } } }')).toBe(
        1 + 1 + 50,
      );
    });

    it('follows fragments at each use, inside the lists that hold them', () => {
      const query = `
        query { roots { ...Named } root { ... on Node { children { ...Named } } } }
        fragment Named on Node { name child { name } }
      `;
      expect(costOf(query)).toBe(1 + R * 3 + (1 + 1 + W * 3));
    });

    it('refuses an operation over the limit and allows one at it', () => {
      const query = '{ roots { children { name } } }';
      const cost = 1 + R * (1 + W);
      expect(errors(query, 10, 1000, cost)).toEqual([]);
      expect(errors(query, 10, 1000, cost - 1)).toEqual([
        `The query costs too much: ${cost} where at most ${cost - 1} is allowed (a list counts its fields times its page size, else ${R} at the root and ${W} below)`,
      ]);
    });
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
