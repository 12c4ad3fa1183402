import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createAuditLogRepository } from '../repositories/audit-log.js';
import { createAuditedWrites } from '../repositories/audited-writes.js';
import { createProductLinkRepository } from '../repositories/product-links.js';
import { createSessionRepository } from '../repositories/sessions.js';
import { hashToken, newToken } from '../security/tokens.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const CREATE = 'mutation ($id: Int!) { createProductLink(productId: $id) { id linkId language } }';
const DELETE = 'mutation ($id: Int!) { deleteProductLink(id: $id) }';
const HISTORY = `query ($type: AuditedEntity!, $id: Int!) {
  auditLog(entityType: $type, entityId: $id) {
    id at operation entityType entityId
    actor { id fullName } onBehalfOf { id fullName }
    changes { field before after }
  }
}`;

interface Entry {
  operation: string;
  entityType: string;
  entityId: number;
  actor: { id: number; fullName: string };
  onBehalfOf: { id: number; fullName: string } | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

/** DESIGN.md "Decisions", the audit log: every staff write, who and on behalf of whom, before and after. */
describe.each(testDatabaseTargets())('the audit log on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: ReturnType<typeof catalogueFixture>;
  let priceId: number;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    priceId = (await make.price(500)).id;
  });
  afterAll(() => drop());

  const history = async (token: string, id: number, type = 'Product') => {
    const { body } = await api.graphql(HISTORY, { type, id }, { token });
    expect(body.errors).toBeUndefined();
    return (body.data?.auditLog ?? []) as Entry[];
  };
  const rowsOf = (productId: number) =>
    createAuditLogRepository(database).ofEntity('Product', productId);

  it('records a created link against its product: who, the operation, nothing before', async () => {
    const admin = await make.user('Admin');
    const set = await make.product({ priceId, language: 'nlNL' });
    const { body } = await api.graphql(CREATE, { id: set.id }, { token: admin.token });
    expect(body.errors).toBeUndefined();
    const link = body.data?.createProductLink as { id: number; linkId: string; language: string };
    // admin.md §3 "Product link: per product and language": the product's language.
    expect(link.language).toBe('nlNL');
    expect(link.linkId).toMatch(/^[A-Za-z0-9_-]{16}$/);

    expect(await history(admin.token, set.id)).toEqual([
      expect.objectContaining({
        operation: 'createProductLink',
        entityType: 'Product',
        entityId: set.id,
        actor: { id: admin.user.id, fullName: 'Admin User' },
        onBehalfOf: null,
        changes: [
          { field: 'linkId', before: null, after: JSON.stringify(link.linkId) },
          { field: 'language', before: null, after: '"nlNL"' },
        ],
      }),
    ]);
  });

  it('records a deleted link with its fields before and nothing after', async () => {
    const editor = await make.user('Editor');
    const set = await make.product({ priceId });
    const link = await make.link(set.id);
    const { body } = await api.graphql(DELETE, { id: link.id }, { token: editor.token });
    expect(body).toEqual({ data: { deleteProductLink: true } });
    expect(await createProductLinkRepository(database).byId(link.id)).toBeUndefined();

    const [row] = await rowsOf(set.id);
    expect(row).toMatchObject({
      actorId: editor.user.id,
      onBehalfOfId: null,
      operation: 'deleteProductLink',
      before: { linkId: link.linkId, language: 'enGB' },
      after: null,
    });
  });

  it('lists an entity’s history newest first', async () => {
    const admin = await make.user('Admin');
    const set = await make.product({ priceId });
    const created = await api.graphql(CREATE, { id: set.id }, { token: admin.token });
    const link = created.body.data?.createProductLink as { id: number } | undefined;
    await api.graphql(DELETE, { id: link?.id }, { token: admin.token });
    const entries = await history(admin.token, set.id);
    expect(entries.map((entry) => entry.operation)).toEqual([
      'deleteProductLink',
      'createProductLink',
    ]);
  });

  it('names the admin behind an impersonation session as the actor, on behalf of the user', async () => {
    const admin = await make.user('Admin');
    const publisher = await make.user('Publisher');
    const set = await make.product({ priceId, createdById: publisher.user.id });
    // The impersonation issue issues such sessions; the session table records the admin already.
    const token = newToken();
    const now = new Date();
    await createSessionRepository(database).insert({
      tokenHash: hashToken(token),
      userId: publisher.user.id,
      impersonatorId: admin.user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    const { body } = await api.graphql(CREATE, { id: set.id }, { token });
    expect(body.errors).toBeUndefined();
    const [entry] = await history(admin.token, set.id);
    expect(entry?.actor).toEqual({ id: admin.user.id, fullName: 'Admin User' });
    expect(entry?.onBehalfOf).toEqual({ id: publisher.user.id, fullName: 'Publisher User' });
  });

  it('writes no row for a refused or failed write', async () => {
    const owner = await make.user('Publisher');
    const other = await make.user('Publisher');
    const set = await make.product({ priceId, createdById: owner.user.id });
    const link = await make.link(set.id);
    const refused = [
      await api.graphql(CREATE, { id: set.id }, { token: other.token }),
      await api.graphql(DELETE, { id: link.id }, { token: other.token }),
      await api.graphql(CREATE, { id: 987_654 }, { token: owner.token }),
      await api.graphql(DELETE, { id: 987_654 }, { token: owner.token }),
    ].map(({ body }) => body.errors?.map((error) => error.extensions?.code));
    expect(refused).toEqual([['FORBIDDEN'], ['FORBIDDEN'], ['NOT_FOUND'], ['NOT_FOUND']]);
    expect(await rowsOf(set.id)).toEqual([]);
    expect(await createProductLinkRepository(database).ofProduct(set.id)).toEqual([link]);
  });

  it('rolls back the change when its audit row cannot be written, and the row with the change', async () => {
    const admin = await make.user('Admin');
    const set = await make.product({ priceId });
    const writes = createAuditedWrites(
      database,
      (transaction) => ({ links: createProductLinkRepository(transaction) }),
      () => new Date(),
    );
    const write = { actor: { userId: admin.user.id, onBehalfOfId: null }, operation: 'test' };
    const link = (linkId: string) => ({
      linkId,
      productId: set.id,
      language: 'enGB' as const,
      createdAt: new Date(),
    });
    // The audit row fails (an entity type outside audit_log_entity_type_check): no link either.
    await expect(
      writes.run(write, async ({ links }, record) => {
        await links.insert(link(`a-${set.id}`));
        await record({ entityType: 'Nothing' as never, entityId: set.id, before: null, after: {} });
      }),
    ).rejects.toThrow();
    // The change fails after its row was written: no row either.
    await expect(
      writes.run(write, async ({ links }, record) => {
        await record({ entityType: 'Product', entityId: set.id, before: null, after: {} });
        await links.insert(link(`a-${set.id}`));
        await links.insert(link(`a-${set.id}`));
      }),
    ).rejects.toThrow();
    expect(await createProductLinkRepository(database).ofProduct(set.id)).toEqual([]);
    expect(await rowsOf(set.id)).toEqual([]);
  });

  it('refuses to update or delete a row of the log', async () => {
    const admin = await make.user('Admin');
    const set = await make.product({ priceId });
    await api.graphql(CREATE, { id: set.id }, { token: admin.token });
    const { auditLog } = database.tables;
    const mine = eq(auditLog.entityId, set.id);
    await expect(
      database.db.update(auditLog).set({ operation: 'forged' }).where(mine),
    ).rejects.toThrow();
    await expect(database.db.delete(auditLog).where(mine)).rejects.toThrow();
    if (database.dialect === 'postgres')
      await expect(database.db.execute('truncate audit_log')).rejects.toThrow();
    const failure = await database.db
      .delete(auditLog)
      .where(mine)
      .catch((error: Error) =>
        [error.message, (error.cause as Error | undefined)?.message].join(' '),
      );
    expect(failure).toMatch(/audit_log is append-only/);
    expect(await rowsOf(set.id)).toEqual([
      expect.objectContaining({ operation: 'createProductLink' }),
    ]);
  });

  it('shows a Publisher the history of their subscription and its articles only', async () => {
    const owner = await make.user('Publisher');
    const other = await make.user('Publisher');
    const editor = await make.user('Editor');
    const subscription = await make.product({
      priceId,
      type: 'Subscription',
      createdById: owner.user.id,
    });
    const article = await make.article(subscription.id);
    const codes = async (token: string) =>
      Promise.all(
        [
          ['Subscription', subscription.id],
          ['Article', article.id],
        ].map(async ([type, id]) => {
          const { body } = await api.graphql(HISTORY, { type, id }, { token });
          return body.errors?.map((error) => error.extensions?.code) ?? body.data?.auditLog;
        }),
      );
    expect(await codes(owner.token)).toEqual([[], []]);
    expect(await codes(editor.token)).toEqual([[], []]);
    expect(await codes(other.token)).toEqual([['FORBIDDEN'], ['FORBIDDEN']]);
  });

  it('shows the history of authors and tags to Admins only (admin.md §2: theirs to manage)', async () => {
    const codes = async (role: 'Admin' | 'Editor' | 'Publisher') => {
      const { token } = await make.user(role);
      return Promise.all(
        ['Author', 'Tag'].map(async (type) => {
          const { body } = await api.graphql(HISTORY, { type, id: 1 }, { token });
          return body.errors?.map((error) => error.extensions?.code) ?? body.data?.auditLog;
        }),
      );
    };
    expect(await codes('Admin')).toEqual([[], []]);
    expect(await codes('Editor')).toEqual([['FORBIDDEN'], ['FORBIDDEN']]);
    expect(await codes('Publisher')).toEqual([['FORBIDDEN'], ['FORBIDDEN']]);
  });

  it('answers NOT_FOUND for the history of an entity that does not exist, or of another kind', async () => {
    const admin = await make.user('Admin');
    const set = await make.product({ priceId });
    const subscription = await make.product({ priceId, type: 'Subscription' });
    const codes = await Promise.all(
      [
        ['Product', 987_654],
        ['Subscription', set.id],
        ['Product', subscription.id],
        ['Article', 987_654],
      ].map(async ([type, id]) => {
        const { body } = await api.graphql(HISTORY, { type, id }, { token: admin.token });
        return body.errors?.map((error) => [error.extensions?.code, error.message]);
      }),
    );
    expect(codes).toEqual([
      [['NOT_FOUND', 'Product not found']],
      [['NOT_FOUND', 'Subscription not found']],
      [['NOT_FOUND', 'Product not found']],
      [['NOT_FOUND', 'Article not found']],
    ]);
    expect(await history(admin.token, subscription.id, 'Subscription')).toEqual([]);
  });
});
