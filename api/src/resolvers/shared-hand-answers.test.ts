import { eq, sql } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const HAND = /* GraphQL */ `
  query Hand($id: Int!) {
    handById(id: $id) { id title canPlay handJSON product { id } }
  }
`;

/**
 * A visitor's handById answer is kept (graphql/answer-sharing.ts) when it is the catalogue's
 * alone, a hand in a set, until the next catalogue write; never a hand in an article (its access
 * depends on the clock) nor a signed-in reader's. To tell a kept answer from one executed again,
 * a test renames a hand behind the caches' back, hiding the write from the catalogue's version
 * (db/catalogue-version.ts): a kept answer still has the old title.
 */
describe.each(testDatabaseTargets())('visitors’ hand answers on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  let setId: number;
  let setHand: number;
  let articleHand: number;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    const priceId = (await make.price(1500)).id;
    setId = (await make.product({ priceId })).id;
    setHand = (await make.hand({ productId: setId }, { title: 'Set', freeToPlay: true })).id;
    const subscription = await make.product({ type: 'Subscription', priceId });
    const article = await make.article(subscription.id);
    articleHand = (await make.hand({ articleId: article.id }, { freeToPlay: true })).id;
  });
  afterAll(() => drop());

  const post = async (id: number, token?: string) => {
    const response = await api.app.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify({ query: HAND, variables: { id } }),
    });
    return { text: await response.text(), vary: response.headers.get('vary') };
  };
  const titleOf = (answer: { text: string }) =>
    (JSON.parse(answer.text).data?.handById as { title: string } | null)?.title;
  const rename = (db: Database['db'], id: number, title: string) =>
    db.update(database.tables.hands).set({ title }).where(eq(database.tables.hands.id, id));
  /**
   * Renames a hand without moving the catalogue's version, so only an answer executed again shows
   * it. The version triggers (migrations 0014_catalogue_version) are told the transaction has
   * already moved it on PostgreSQL; on SQLite the row is put back before anyone reads it.
   */
  const renameUnseen = async (id: number, title: string) => {
    if (database.dialect === 'postgres') {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('tenace.catalogue_changed', 'yes', true)`);
        await rename(tx, id, title);
      });
    } else {
      await rename(database.db, id, title);
      await (database.db as unknown as BetterSQLite3Database).run(
        sql`UPDATE catalogue_version SET version = version - 1`,
      );
    }
  };
  /** Changes a hand or product as staff would: the write moves the catalogue's version. */
  const write = (change: (inside: Database) => Promise<unknown>) =>
    database.transaction(async (inside) => {
      await change(inside);
    });

  it('keeps a visitor’s answer about a hand in a set, the same bytes, until the catalogue changes', async () => {
    const first = await post(setHand);
    expect(first.vary).toBe('Accept-Encoding');
    expect(JSON.parse(first.text).data.handById).toMatchObject({
      title: 'Set',
      canPlay: true,
      handJSON: expect.any(String),
      product: { id: setId },
    });
    await renameUnseen(setHand, 'Set renamed');
    expect(await post(setHand)).toEqual(first);
    // Any write to a catalogue table moves the version, even one outside the repositories.
    await rename(database.db, setHand, 'Set renamed');
    expect(titleOf(await post(setHand))).toBe('Set renamed');
  });

  it('never keeps a hand in an article, whose access depends on the clock', async () => {
    const first = await post(articleHand);
    expect(first.vary).toBeNull();
    expect(JSON.parse(first.text).data.handById).toMatchObject({ canPlay: true, product: null });
    await renameUnseen(articleHand, 'Article renamed');
    expect(titleOf(await post(articleHand))).toBe('Article renamed');
  });

  it('never keeps a signed-in reader’s answer', async () => {
    const reader = await make.user();
    const first = await post(setHand, reader.token);
    expect(first.vary).toBeNull();
    await renameUnseen(setHand, 'Set read by a user');
    expect(titleOf(await post(setHand, reader.token))).toBe('Set read by a user');
  });

  it('answers afresh after a catalogue write: no handJSON once the hand is not free, gone once its set is off sale', async () => {
    const hand = (await make.hand({ productId: setId }, { freeToPlay: true })).id;
    expect(JSON.parse((await post(hand)).text).data.handById).toMatchObject({
      canPlay: true,
      handJSON: expect.any(String),
    });
    const { hands, products } = database.tables;
    await write((inside) =>
      inside.db.update(hands).set({ freeToPlay: false }).where(eq(hands.id, hand)),
    );
    const locked = await post(hand);
    expect(JSON.parse(locked.text).data.handById).toMatchObject({ canPlay: false, handJSON: null });
    expect(await post(hand)).toEqual(locked);
    await write((inside) =>
      inside.db.update(products).set({ onSale: false }).where(eq(products.id, setId)),
    );
    const gone = JSON.parse((await post(hand)).text);
    expect(gone.data.handById).toBeNull();
    expect(gone.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
