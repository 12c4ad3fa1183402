import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GRAPHQL_BODY_BYTES } from '../app.js';
import { type Database, openDatabase } from '../db/database.js';
import { IN_MEMORY } from '../db/location.js';
import { createTestApi, registerCustomer } from '../testing/test-api.testkit.js';
import { INTERNAL_ERROR_MESSAGE } from './format-error.js';
import { INTROSPECTION_REFUSED } from './introspection-policy.js';

const JSON_HEADERS = { 'content-type': 'application/json' };

async function post(
  api: ReturnType<typeof createTestApi>,
  body: string,
  headers: Record<string, string> = JSON_HEADERS,
) {
  const response = await api.app.request('/graphql', { method: 'POST', headers, body });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: Record<string, unknown>[] },
  };
}

describe('the /graphql endpoint', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dialect: 'sqlite', file: IN_MEMORY });
  });
  afterAll(() => database.close());

  it.each([
    ['a body that is not JSON', '{"query":', JSON_HEADERS, 'The request body is not valid JSON'],
    [
      'a JSON array (batching is not offered)',
      '[]',
      JSON_HEADERS,
      'The request body must be a JSON object with a query',
    ],
    ['no query', '{"variables":{}}', JSON_HEADERS, 'The request has no query'],
    [
      'variables that are not an object',
      '{"query":"{ currentUser { id } }","variables":[1]}',
      JSON_HEADERS,
      'The variables must be a JSON object',
    ],
    [
      'a form body',
      'query=x',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'Send the operation as JSON, with Content-Type: application/json',
    ],
  ])('answers 400 BAD_USER_INPUT to %s', async (_case, body, headers, message) => {
    const response = await post(createTestApi(database), body, headers);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  it('accepts JSON with a charset parameter', async () => {
    const response = await post(createTestApi(database), '{"query":"{ currentUser { id } }"}', {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(response).toEqual({ status: 200, body: { data: { currentUser: null } } });
  });

  it.each([
    ['a syntax error', '{ currentUser { id }', 'Syntax Error'],
    [
      'an unknown field',
      '{ currentUser { password } }',
      'Cannot query field "password" on type "User".',
    ],
    ['an unknown operation', '{ nothing }', 'Cannot query field "nothing" on type "Query".'],
  ])('answers 200 with BAD_USER_INPUT to %s', async (_case, query, message) => {
    const response = await post(createTestApi(database), JSON.stringify({ query }));
    expect(response.status).toBe(200);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(response.body.errors?.[0]?.message).toContain(message);
  });

  it('answers queries sent with GET, and refuses mutations there', async () => {
    const api = createTestApi(database);
    const query = await api.app.request(
      `/graphql?query=${encodeURIComponent('{ currentUser { id } }')}`,
    );
    expect(await query.json()).toEqual({ data: { currentUser: null } });
    const mutation = await api.app.request(
      `/graphql?query=${encodeURIComponent('mutation { logout }')}`,
    );
    expect(mutation.status).toBe(405);
    expect(mutation.headers.get('allow')).toBe('POST');
  });

  it('refuses other methods with 405', async () => {
    const response = await createTestApi(database).app.request('/graphql', { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });

  it(`refuses a body over ${MAX_GRAPHQL_BODY_BYTES} bytes with 413`, async () => {
    const padding = ' '.repeat(MAX_GRAPHQL_BODY_BYTES);
    const response = await post(
      createTestApi(database),
      `{"query":"{ currentUser { id } }${padding}"}`,
    );
    expect(response.status).toBe(413);
    expect(response.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses an operation selecting more than 500 fields, aliases included', async () => {
    const aliases = Array.from({ length: 251 }, (_, i) => `u${i}: currentUser { id }`).join(' ');
    const response = await post(
      createTestApi(database),
      JSON.stringify({ query: `{ ${aliases} }` }),
    );
    expect(response.body.errors).toEqual([
      {
        message: 'The query is too large: 502 fields where at most 500 are allowed',
        locations: [{ line: 1, column: 1 }],
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
  });

  // Parsed and validated documents are kept by query text: the second answer comes from the
  // cache and must be the first one, errors and operation limits included.
  it.each([
    ['a good query', '{ currentUser { id } }', { data: { currentUser: null } }],
    [
      'an unknown field',
      '{ currentUser { password } }',
      {
        errors: [
          {
            message: 'Cannot query field "password" on type "User".',
            locations: [{ line: 1, column: 17 }],
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      },
    ],
    [
      'a query deeper than the limit',
      `{ handById(id: 1) { ${'product { collection { '.repeat(5)}id${' } }'.repeat(5)} } }`,
      {
        errors: [
          {
            message: 'The query is too deep: 12 levels where at most 10 are allowed',
            locations: [{ line: 1, column: 1 }],
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      },
    ],
    [
      'a query over the field limit',
      `{ ${Array.from({ length: 251 }, (_, i) => `u${i}: currentUser { id }`).join(' ')} }`,
      {
        errors: [
          {
            message: 'The query is too large: 502 fields where at most 500 are allowed',
            locations: [{ line: 1, column: 1 }],
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      },
    ],
  ])('answers %s sent again exactly as the first time', async (_case, query, expected) => {
    const api = createTestApi(database);
    for (let time = 0; time < 3; time += 1) {
      expect(await post(api, JSON.stringify({ query }))).toEqual({ status: 200, body: expected });
    }
  });

  it('answers introspection outside production', async () => {
    const response = await post(
      createTestApi(database),
      JSON.stringify({
        query: '{ __schema { queryType { name } mutationType { fields { name } } } }',
      }),
    );
    const mutations = (
      response.body.data as { __schema: { mutationType: { fields: { name: string }[] } } }
    ).__schema.mutationType.fields;
    expect(mutations.map((field) => field.name)).toEqual(
      expect.arrayContaining([
        'loginUser',
        'registerUser',
        'activateUser',
        'resetPassword',
        'updatePassword',
        'updateUser',
        'logout',
        'updateUserTags',
        'upsertUserHand',
      ]),
    );
  });

  it('counts introspection in the limits: a schema read of any size is refused', async () => {
    const typeRef = (levels: number): string =>
      levels === 0 ? 'name' : `name ofType { ${typeRef(levels - 1)} }`;
    const aliases = Array.from(
      { length: 20 },
      (_, i) => `s${i}: __schema { types { fields { args { type { ${typeRef(5)} } } } } }`,
    ).join(' ');
    const response = await post(
      createTestApi(database),
      JSON.stringify({ query: `{ ${aliases} }` }),
    );
    expect(response.body).toEqual({
      errors: [
        expect.objectContaining({
          message: expect.stringMatching(/^The query is too deep: 11 levels/),
          extensions: { code: 'BAD_USER_INPUT' },
        }),
        expect.objectContaining({
          message: expect.stringMatching(/^The query costs too much: \d+ where at most 20000/),
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ],
    });
  });

  describe('in production', () => {
    const production = () => createTestApi(database, { deployment: { environment: 'production' } });

    it.each([
      ['the schema', '{ __schema { queryType { name } } }', [[1, 3]]],
      ['a type’s fields', '{ __type(name: "Query") { name fields { name } } }', [[1, 32]]],
      [
        'a field’s type through a fragment',
        '{ __type(name: "Product") { ...T } } fragment T on __Type { name inputFields { name } }',
        [[1, 66]],
      ],
    ])('refuses introspection of %s', async (_case, query, locations) => {
      const response = await post(production(), JSON.stringify({ query }));
      expect(response.body).toEqual({
        errors: locations.map(([line, column]) => ({
          message: INTROSPECTION_REFUSED,
          locations: [{ line, column }],
          extensions: { code: 'BAD_USER_INPUT' },
        })),
      });
    });

    it('answers enumeration lookups by name and __typename (storefront.md §7)', async () => {
      const response = await post(
        production(),
        JSON.stringify({
          query:
            'query ($name: String!) { __typename __type(name: $name) { name kind enumValues { name } } }',
          variables: { name: 'PlanType' },
        }),
      );
      expect(response.body).toEqual({
        data: {
          __typename: 'Query',
          __type: {
            name: 'PlanType',
            kind: 'ENUM',
            enumValues: [{ name: 'Monthly' }, { name: 'Yearly' }],
          },
        },
      });
    });
  });

  it('logs each request as one structured line, with its id echoed in X-Request-Id', async () => {
    const api = createTestApi(database);
    const response = await api.app.request('/graphql', {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'x-request-id': 'req-42' },
      body: JSON.stringify({ query: 'query Me { currentUser { id } }' }),
    });
    expect(response.headers.get('x-request-id')).toBe('req-42');
    expect(api.logs.at(-1)).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: 'req-42',
      method: 'POST',
      path: '/graphql',
      status: 200,
      operationName: 'Me',
    });
    expect(api.logs.at(-1)?.durationMs).toEqual(expect.any(Number));
  });

  it('replaces an unexpected error with INTERNAL_SERVER_ERROR, logging the cause but not leaking it', async () => {
    const broken = await openDatabase({ dialect: 'sqlite', file: IN_MEMORY });
    const api = createTestApi(broken);
    const ann = await registerCustomer(api);
    await broken.close();
    const response = await post(api, JSON.stringify({ query: '{ currentUser { id } }' }), {
      ...JSON_HEADERS,
      authorization: `Bearer ${ann.token}`,
      'x-request-id': 'req-broken',
    });
    expect(response).toEqual({
      status: 200,
      body: {
        data: { currentUser: null },
        errors: [
          {
            message: INTERNAL_ERROR_MESSAGE,
            locations: [{ line: 1, column: 3 }],
            path: ['currentUser'],
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          },
        ],
      },
    });
    const logged = api.logs.find((entry) => entry.msg === 'internal error');
    expect(logged).toMatchObject({ level: 'error', requestId: 'req-broken' });
    expect(JSON.stringify(logged)).toContain('database connection is not open');
  });
});
