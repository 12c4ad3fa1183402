import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createTestApi, registerCustomer, uniqueEmail } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const DAY = 24 * 60 * 60_000;

describe.each(testDatabaseTargets())('housekeeping on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  it('removes expired sessions and used or expired codes, and nothing that still works', async () => {
    const api = createTestApi(database);
    const { sessions, userCodes, loginClients } = database.tables;
    const old = await registerCustomer(api);
    const login =
      'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { id } }';
    await api.graphql(
      login,
      { email: old.email, password: old.password },
      { clientIp: '192.0.2.40' },
    );
    api.clock.advance(60 * DAY);
    await api.graphql(
      login,
      { email: old.email, password: old.password },
      { clientIp: '192.0.2.41' },
    );
    await api.graphql('mutation ($email: String!) { resetPassword(email: $email) }', {
      email: old.email,
    });
    api.clock.advance(31 * DAY);

    const fresh = await registerCustomer(api);
    const pending = await api.services.accounts.createPendingUser({
      email: uniqueEmail('gift'),
      firstName: 'Bo',
      lastName: 'Berg',
      currency: 'USD',
      language: 'enGB',
    });
    if (!pending.ok) throw new Error('no pending user');

    const removed = await api.services.housekeeping.run();
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.codes).toBeGreaterThanOrEqual(1);
    // A login address counts as a known client for 90 days, and is kept no longer.
    expect(removed.loginClients).toBeGreaterThanOrEqual(1);
    expect(
      await database.db
        .select({ clientIp: loginClients.clientIp })
        .from(loginClients)
        .where(eq(loginClients.userId, old.id)),
    ).toEqual([{ clientIp: '192.0.2.41' }]);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, old.id))).toEqual(
      [],
    );
    expect(await database.db.select().from(userCodes).where(eq(userCodes.userId, old.id))).toEqual(
      [],
    );
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, fresh.id)),
    ).toHaveLength(1);
    expect(
      await database.db.select().from(userCodes).where(eq(userCodes.userId, pending.value.id)),
    ).toHaveLength(1);
    expect(
      (await api.graphql('{ currentUser { id } }', {}, { token: fresh.token })).body.errors,
    ).toBeUndefined();
  });
});
