import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import type { Database } from './database.js';

function user(overrides: Record<string, unknown> = {}) {
  const time = new Date();
  return {
    email: uniqueEmail(),
    firstName: 'Ann',
    lastName: 'Lee',
    passwordHash: null,
    type: 'Customer',
    currency: 'USD',
    language: 'enGB',
    confirmed: true,
    inTheRed: false,
    stripeCustomerId: null,
    stripePaymentMethodId: null,
    createdAt: time,
    updatedAt: time,
    ...overrides,
  } as const;
}

/** Asserts the write fails on the named constraint, reading the driver's error behind Drizzle's. */
async function expectViolation(write: Promise<unknown>, constraint: RegExp) {
  const error = await write.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause)
    messages.push(current.message);
  expect(messages.join('\n')).toMatch(constraint);
}

describe.each(testDatabaseTargets())('the constraints on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  const insertUser = (overrides: Record<string, unknown> = {}) =>
    database.db
      .insert(database.tables.users)
      .values(user(overrides) as never)
      .returning();

  const session = (userId: number) => {
    const time = new Date();
    return {
      tokenHash: `token-${userId}-${time.getTime()}`,
      userId,
      impersonatorId: null,
      createdAt: time,
      expiresAt: time,
    };
  };

  it('accept a well-formed user', async () => {
    await expect(insertUser()).resolves.toHaveLength(1);
  });

  it.each([
    [{ type: 'Root' }, /users_type_check/],
    [{ currency: 'JPY' }, /users_currency_check/],
    [{ language: 'deDE' }, /users_language_check/],
  ])('refuse a user with %j, outside its enumeration', async (overrides, constraint) => {
    await expectViolation(insertUser(overrides), constraint);
  });

  it('refuse a second user with the same e-mail', async () => {
    const email = uniqueEmail();
    await insertUser({ email });
    await expectViolation(insertUser({ email }), /users_email_unique|users\.email/);
  });

  it('refuse a session of a user that does not exist', async () => {
    await expectViolation(
      database.db.insert(database.tables.sessions).values(session(999_999)),
      /sessions_user_id_users_id_fk|FOREIGN KEY constraint failed/,
    );
  });

  it('refuse a one-time code with an unknown purpose', async () => {
    const [owner] = await insertUser();
    const time = new Date();
    const code = {
      codeHash: 'y',
      userId: owner?.id ?? 0,
      createdAt: time,
      expiresAt: time,
      usedAt: null,
    };
    await expectViolation(
      database.db.insert(database.tables.userCodes).values({ ...code, purpose: 'Bribe' as never }),
      /user_codes_purpose_check/,
    );
  });

  it('delete a user’s sessions with the user', async () => {
    const { users, sessions } = database.tables;
    const [owner] = await insertUser();
    const id = owner?.id ?? 0;
    await database.db.insert(sessions).values(session(id));
    await database.db.delete(users).where(eq(users.id, id));
    await expect(
      database.db.select().from(sessions).where(eq(sessions.userId, id)),
    ).resolves.toEqual([]);
  });
});
