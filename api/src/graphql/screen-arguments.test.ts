import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createTestApi, expectError, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const CONTROL = 'Text must not contain control characters';

/**
 * Identifiers, codes and tokens the client sends reach the database as they are: PostgreSQL
 * cannot take U+0000 in text, so each is refused first, alike on both databases.
 */
describe.each(testDatabaseTargets())(
  'control characters in any text argument on $name',
  (target) => {
    let database: Database;
    let drop: () => Promise<void>;
    let api: TestApi;
    beforeAll(async () => {
      ({ database, drop } = await target.open());
      api = createTestApi(database);
    });
    afterAll(() => drop());

    it.each([
      ['query ($v: String!) { userByToken(token: $v) { id } }', 'token'],
      [
        'mutation ($v: String!) { loginUser(email: $v, password: "secret secret") { id } }',
        'email',
      ],
      ['mutation ($v: String!) { resetPassword(email: $v) }', 'email'],
      ['query ($v: String!) { dynamoProductByLinkId(linkId: $v) { id } }', 'linkId'],
      ['query ($v: String) { handById(id: 1, linkId: $v) { id } }', 'linkId'],
    ])('refuses U+0000 in %s', async (query, field) => {
      const response = await api.graphql(query, { v: 'ab\u0000c@example.com' });
      expectError(response, 'VALIDATION_ERROR', CONTROL);
      expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
        { field, message: CONTROL },
      ]);
    });

    it('refuses the other control characters but a tab or a line break', async () => {
      const query = 'query ($v: String!) { dynamoProductByLinkId(linkId: $v) { id } }';
      expectError(await api.graphql(query, { v: 'a\u001bb' }), 'VALIDATION_ERROR', CONTROL);
      // Past the screen, the service looks the link up and finds none.
      expectError(
        await api.graphql(query, { v: 'a\tb\r\nc' }),
        'NOT_FOUND',
        'This product cannot be viewed',
      );
    });
  },
);
