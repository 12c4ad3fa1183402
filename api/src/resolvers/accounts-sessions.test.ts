import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { hashToken } from '../security/tokens.js';
import {
  createTestApi,
  expectError,
  loginToken,
  registerCustomer,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const CURRENT_USER = '{ currentUser { id email token } }';
const USER_BY_TOKEN = 'query ($token: String!) { userByToken(token: $token) { id email token } }';
const LOGOUT = 'mutation { logout }';
const DAY = 24 * 60 * 60_000;
const EXPIRED = 'Your session has expired, please log in again';

describe.each(testDatabaseTargets())('sessions on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  it('currentUser is null for a visitor and the user, with its token, for a session', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    expect((await api.graphql(CURRENT_USER)).body).toEqual({ data: { currentUser: null } });
    const { body } = await api.graphql(CURRENT_USER, {}, { token: ann.token });
    expect(body).toEqual({
      data: { currentUser: { id: ann.id, email: ann.email, token: ann.token } },
    });
  });

  it.each([
    ['an unknown token', 'Bearer not-a-real-token'],
    ['a header that is not a bearer token', 'Basic YW5uOnNlY3JldA=='],
    ['a bearer header without a token', 'Bearer '],
  ])('currentUser with %s is UNAUTHENTICATED', async (_case, authorization) => {
    const { app } = createTestApi(database);
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ query: CURRENT_USER }),
    });
    const body = (await response.json()) as {
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({
      message: EXPIRED,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('userByToken answers the user of a live token and UNAUTHENTICATED for any other', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const { body } = await api.graphql(USER_BY_TOKEN, { token: ann.token });
    expect(body).toEqual({
      data: { userByToken: { id: ann.id, email: ann.email, token: ann.token } },
    });
    expectError(await api.graphql(USER_BY_TOKEN, { token: 'nope' }), 'UNAUTHENTICATED', EXPIRED);
  });

  it('a session expires 30 days after its last use', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    api.clock.advance(20 * DAY);
    expect((await api.graphql(CURRENT_USER, {}, { token: ann.token })).body.errors).toBeUndefined();
    api.clock.advance(20 * DAY);
    expect((await api.graphql(CURRENT_USER, {}, { token: ann.token })).body.errors).toBeUndefined();
    api.clock.advance(30 * DAY + 1);
    expectError(
      await api.graphql(CURRENT_USER, {}, { token: ann.token }),
      'UNAUTHENTICATED',
      EXPIRED,
    );
    expectError(await api.graphql(USER_BY_TOKEN, { token: ann.token }), 'UNAUTHENTICATED', EXPIRED);
  });

  it('logout ends only its own session, and ending it again is not an error', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const otherToken = await loginToken(api, ann.email, ann.password);

    expect((await api.graphql(LOGOUT, {}, { token: ann.token })).body).toEqual({
      data: { logout: true },
    });
    expectError(
      await api.graphql(CURRENT_USER, {}, { token: ann.token }),
      'UNAUTHENTICATED',
      EXPIRED,
    );
    expect((await api.graphql(LOGOUT, {}, { token: ann.token })).body).toEqual({
      data: { logout: true },
    });
    expect(
      (await api.graphql(CURRENT_USER, {}, { token: otherToken })).body.errors,
    ).toBeUndefined();
    expect((await api.graphql(LOGOUT)).body).toEqual({ data: { logout: true } });
  });

  it('stores only the SHA-256 of a token, never the token', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const { sessions } = database.tables;
    const rows = await database.db.select().from(sessions).where(eq(sessions.userId, ann.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(ann.token)]);
    expect(JSON.stringify(rows)).not.toContain(ann.token);
  });
});
