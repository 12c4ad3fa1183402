import { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../context.js';
import type { AppEnv } from '../http/app-env.js';
import { AnswerSharing } from './answer-sharing.js';
import { createGraphqlHandler } from './handler.js';

/**
 * The handler runs operations costing more than `costlyCost` one at a time (one-at-a-time.ts),
 * over a schema whose resolver records when each operation starts and ends, waiting a little in
 * between: `numbers` is a list of the root (100 items to the cost), `one` a plain field.
 */
function recordingApp() {
  const events: string[] = [];
  const resolve = async (_root: unknown, args: { n: number }) => {
    events.push(`start ${args.n}`);
    await new Promise((done) => setTimeout(done, 20));
    events.push(`end ${args.n}`);
    return args.n;
  };
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        numbers: {
          type: new GraphQLList(new GraphQLNonNull(GraphQLInt)),
          args: { n: { type: new GraphQLNonNull(GraphQLInt) } },
          resolve: async (root: unknown, args: { n: number }) => [await resolve(root, args)],
        },
        one: { type: GraphQLInt, args: { n: { type: new GraphQLNonNull(GraphQLInt) } }, resolve },
      },
    }),
  });
  const handler = createGraphqlHandler({
    schema,
    // Each field costs 1: `costly` below costs 4, over the bar of 3.
    limits: { maxDepth: 10, maxFields: 500, maxCost: 1000, costlyCost: 3, pageSizes: {} },
    introspection: 'full',
    createContext: () => ({ answerSharing: new AnswerSharing() }) as unknown as RequestContext,
    reportError: (_c, error) => {
      throw error;
    },
  });
  const app = new Hono<AppEnv>().post('/graphql', handler);
  const ask = async (query: string) => {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return ((await response.json()) as { errors?: unknown }).errors;
  };
  return { ask, events };
}

const costly = (n: number) =>
  `{ a: numbers(n: ${n}) b: one(n: ${n}) c: one(n: ${n}) d: one(n: ${n}) }`;
const cheap = (n: number) => `{ one(n: ${n}) }`;

describe('costly operations', () => {
  it('run one at a time, while cheap ones run beside them', async () => {
    const { ask, events } = recordingApp();
    expect(await Promise.all([ask(costly(1)), ask(costly(2)), ask(cheap(3))])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    const at = (event: string) => events.indexOf(event);
    // The cheap one started while the first costly one ran; the second costly one waited for it.
    expect(at('start 3')).toBeLessThan(at('end 1'));
    expect(at('start 2')).toBeGreaterThan(at('end 1'));
  });

  it('run side by side when under the bar', async () => {
    const { ask, events } = recordingApp();
    await Promise.all([ask(cheap(1)), ask(cheap(2))]);
    expect(events.indexOf('start 2')).toBeLessThan(events.indexOf('end 1'));
  });
});
