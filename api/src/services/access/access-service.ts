import type { AuditedEntity } from '@tenace/model';
import { capabilitiesOf } from '../../authorisation/capabilities.js';
import { fail, type Outcome, succeed } from '../../failure.js';
import type { Capability } from '../../generated/schema-types.js';
import type { ArticleRepository } from '../../repositories/articles.js';
import type { AuditLogRepository, AuditRecord } from '../../repositories/audit-log.js';
import type { ProductRepository } from '../../repositories/products.js';
import type { UserRepository } from '../../repositories/users.js';
import { type Caller, requireUser } from '../accounts/session-service.js';
import { toUserView } from '../accounts/user-view.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import { SUBSCRIPTION_MESSAGES } from '../subscriptions/messages.js';
import { type AuditEntryView, presentAuditRecord } from './audit-view.js';
import { ACCESS_MESSAGES } from './messages.js';
import { authorise, type OwnedBy } from './policy.js';

/** The audited records the ownership rule applies to; the rest are the Admin's (admin.md §2). */
type OwnedEntity = Exclude<AuditedEntity, 'Author' | 'Tag'>;

/**
 * What the admin UI asks of the policies: the caller's capabilities (admin.md §6) and an
 * entity's history from the audit log.
 *
 * @example
 * const access = createAccessService({ products, articles, users, auditLog });
 * const mine = await access.myCapabilities(caller); // { ok: true, value: ['addCollection', …] }
 */
export function createAccessService(deps: {
  readonly products: ProductRepository;
  readonly articles: ArticleRepository;
  readonly users: UserRepository;
  readonly auditLog: AuditLogRepository;
}) {
  /** The entity as the ownership rule reads it, or why there is none. */
  const ownerOf = async (
    entityType: OwnedEntity,
    entityId: number,
  ): Promise<Outcome<OwnedBy<'product' | 'subscription' | 'article'>>> => {
    const creatorOf = async (productId: number) =>
      (await deps.products.records([productId]))[0]?.product.createdById;
    switch (entityType) {
      case 'Product':
      case 'Subscription': {
        const [record] = await deps.products.records([entityId]);
        const isSubscription = record?.product.type === 'Subscription';
        if (record === undefined || isSubscription !== (entityType === 'Subscription'))
          return entityType === 'Product'
            ? fail('NOT_FOUND', CATALOGUE_MESSAGES.productNotFound)
            : fail('NOT_FOUND', SUBSCRIPTION_MESSAGES.subscriptionNotFound);
        const kind = isSubscription ? 'subscription' : 'product';
        return succeed({ kind, createdById: record.product.createdById });
      }
      case 'Article': {
        // An article is its subscription's publisher's (admin.md §3 Subscription createdBy).
        const article = await deps.articles.byId(entityId);
        const createdById = article && (await creatorOf(article.subscriptionId));
        if (article === undefined || createdById === undefined)
          return fail('NOT_FOUND', SUBSCRIPTION_MESSAGES.articleNotFound);
        return succeed({ kind: 'article', createdById });
      }
    }
  };

  /** Audit rows as the History panel shows them, with each user's name. */
  const present = async (records: AuditRecord[]): Promise<AuditEntryView[]> => {
    const ids = new Set(
      records.flatMap((row) =>
        row.onBehalfOfId === null ? [row.actorId] : [row.actorId, row.onBehalfOfId],
      ),
    );
    const names = new Map<number, string>();
    for (const id of ids) {
      // The log's users cannot be deleted (its foreign keys restrict it).
      const user = await deps.users.byId(id);
      if (user === undefined) throw new Error(`audit_log names user ${id}, who does not exist`);
      names.set(id, toUserView(user, null).fullName);
    }
    return records.map((row) => presentAuditRecord(row, (id) => names.get(id) as string));
  };

  return {
    /** The signed-in caller's capabilities, in the table's order. */
    async myCapabilities(caller: Caller): Promise<Outcome<Capability[]>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      return succeed(capabilitiesOf(signedIn.value.user.type));
    },

    /** An entity's audit rows, newest first, for its History panel. */
    async auditLog(
      caller: Caller,
      args: { entityType: AuditedEntity; entityId: number },
    ): Promise<Outcome<AuditEntryView[]>> {
      if (args.entityType === 'Author' || args.entityType === 'Tag') {
        // Authors and tags are the Admin's to manage (admin.md §2), and so is their history.
        const signedIn = await requireUser(caller);
        if (!signedIn.ok) return signedIn;
        if (signedIn.value.user.type !== 'Admin')
          return fail('FORBIDDEN', ACCESS_MESSAGES.forbidden);
        return succeed(await present(await deps.auditLog.ofEntity(args.entityType, args.entityId)));
      }
      const owner = await ownerOf(args.entityType, args.entityId);
      if (!owner.ok) return owner;
      const allowed = await authorise(caller, 'auditLog', owner.value);
      if (!allowed.ok) return allowed;
      return succeed(await present(await deps.auditLog.ofEntity(args.entityType, args.entityId)));
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
