import {
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../context.js';
import { createChangeCounter } from '../db/change-counter.js';
import type { AppEnv } from '../http/app-env.js';
import { AnswerSharing } from './answer-sharing.js';
import { createGraphqlHandler } from './handler.js';
import { PublicAnswerCache } from './public-answer-cache.js';

/**
 * The handler's side of the visitors' kept answers (public-answer-cache.ts), over a schema of its
 * own whose resolvers count their executions: an answer sent from what was kept shows an older
 * count. `productSearch` is one of the public catalogue queries, `handById` one shared when marked.
 */
function visitorsApp() {
  const changes = createChangeCounter();
  let executions = 0;
  /** What productSearch's next execution does before it answers: a write landing while it reads. */
  let during: () => void = () => {};
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        productSearch: {
          type: new GraphQLNonNull(GraphQLInt),
          resolve: () => {
            during();
            executions += 1;
            return executions;
          },
        },
        handById: {
          type: new GraphQLNonNull(GraphQLInt),
          args: { mark: { type: new GraphQLNonNull(GraphQLString) } },
          resolve: (_root, args: { mark: string }, context: RequestContext) => {
            if (args.mark === 'catalogue') context.answerSharing.catalogueOnly();
            if (args.mark === 'reader') context.answerSharing.notShareable();
            executions += 1;
            return executions;
          },
        },
      },
    }),
  });
  const handler = createGraphqlHandler({
    schema,
    limits: { maxDepth: 10, maxFields: 500, maxCost: 20_000, costlyCost: 2_500, pageSizes: {} },
    introspection: 'full',
    createContext: () => ({ answerSharing: new AnswerSharing() }) as unknown as RequestContext,
    reportError: (_c, error) => {
      throw error;
    },
    publicAnswers: new PublicAnswerCache(changes),
  });
  const app = new Hono<AppEnv>().post('/graphql', handler);
  const ask = async (query: string, authorization?: string) => {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(authorization === undefined ? {} : { authorization }),
      },
      body: JSON.stringify({ query }),
    });
    const { data } = (await response.json()) as { data: Record<string, number> };
    return { data, vary: response.headers.get('vary') };
  };
  return {
    ask,
    changes,
    duringNext(action: typeof during) {
      during = () => {
        during = () => {};
        action();
      };
    },
  };
}

describe('the visitors’ answers the /graphql handler keeps', () => {
  it('keeps a visitor’s answer and sends it again, varying by Accept-Encoding, until a write', async () => {
    const { ask, changes } = visitorsApp();
    expect(await ask('{ productSearch }')).toEqual({
      data: { productSearch: 1 },
      vary: 'Accept-Encoding',
    });
    expect(await ask('{ productSearch }')).toEqual({
      data: { productSearch: 1 },
      vary: 'Accept-Encoding',
    });
    changes.bump();
    expect(await ask('{ productSearch }')).toEqual({
      data: { productSearch: 2 },
      vary: 'Accept-Encoding',
    });
  });

  it('does not keep an answer read while the catalogue changed, though it sends it', async () => {
    const { ask, changes, duringNext } = visitorsApp();
    duringNext(() => changes.bump());
    expect((await ask('{ productSearch }')).data.productSearch).toBe(1);
    expect((await ask('{ productSearch }')).data.productSearch).toBe(2);
    expect((await ask('{ productSearch }')).data.productSearch).toBe(2);
  });

  it('neither serves a kept answer to a signed-in request nor keeps one', async () => {
    const { ask } = visitorsApp();
    expect((await ask('{ productSearch }')).data.productSearch).toBe(1);
    expect(await ask('{ productSearch }', 'Bearer token')).toEqual({
      data: { productSearch: 2 },
      vary: null,
    });
    expect((await ask('{ productSearch }', 'Bearer token')).data.productSearch).toBe(3);
    expect((await ask('{ productSearch }')).data.productSearch).toBe(1);
  });

  it('keeps a handById answer only when its resolvers marked it the catalogue’s alone', async () => {
    const { ask } = visitorsApp();
    const catalogue = '{ handById(mark: "catalogue") }';
    expect((await ask(catalogue)).data.handById).toBe(1);
    expect((await ask(catalogue)).data.handById).toBe(1);
    // Unmarked, or marked not shareable by one field of two: executed every time.
    for (const query of [
      '{ handById(mark: "none") }',
      '{ a: handById(mark: "catalogue") b: handById(mark: "reader") }',
    ]) {
      const first = await ask(query);
      expect(first.vary).toBeNull();
      expect(await ask(query)).not.toEqual(first);
    }
  });
});
