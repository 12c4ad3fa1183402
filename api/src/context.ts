import { AnswerSharing } from './graphql/answer-sharing.js';
import type { Logger } from './logging/logger.js';
import type { AccessService } from './services/access/access-service.js';
import type { AccountService } from './services/accounts/account-service.js';
import type { Caller, SessionService, Viewer } from './services/accounts/session-service.js';
import type { AdminCatalogueService } from './services/admin/admin-catalogue-service.js';
import type { AuthorWrites } from './services/admin/author-writes.js';
import type { ProductWriteService } from './services/admin/product-write-service.js';
import type { TagWrites } from './services/admin/tag-writes.js';
import type { CatalogueService } from './services/catalogue/catalogue-service.js';
import type { HandService } from './services/hands/hand-service.js';
import type { HandWrites } from './services/hands/hand-writes.js';
import type { PbnImportService } from './services/hands/pbn-import-service.js';
import type { Housekeeping } from './services/housekeeping.js';
import type { LocaleService, Origin } from './services/locale/locale-service.js';
import type { SalesService } from './services/sales/sales-service.js';
import type { StaffService } from './services/staff/staff-service.js';
import type { SubscriptionService } from './services/subscriptions/subscription-service.js';
import type { ContactService } from './services/support/contact.js';
import type { UploadService } from './uploads/upload-service.js';

/** The services the resolvers call. */
export interface Services {
  readonly accounts: AccountService;
  readonly sessions: SessionService;
  readonly housekeeping: Housekeeping;
  readonly catalogue: CatalogueService;
  readonly adminCatalogue: AdminCatalogueService;
  readonly tagWrites: TagWrites;
  readonly authorWrites: AuthorWrites;
  readonly productWrites: ProductWriteService;
  readonly subscriptions: SubscriptionService;
  readonly hands: HandService;
  readonly sales: SalesService;
  readonly locale: LocaleService;
  readonly contact: ContactService;
  readonly uploads: UploadService;
  readonly pbnImport: PbnImportService;
  readonly handWrites: HandWrites;
  readonly access: AccessService;
  readonly staff: StaffService;
}

/** What every resolver receives first: the caller, the services and the request's logger. */
export interface RequestContext extends Caller {
  readonly requestId: string;
  readonly logger: Logger;
  readonly services: Services;
  /** Where the request says it comes from (a proxy's country headers). */
  readonly origin: Origin;
  /** What the answer depends on, as the resolvers tell it: whether visitors may share it. */
  readonly answerSharing: AnswerSharing;
}

/**
 * The token in an `Authorization: Bearer <token>` header. A header that is present but not of
 * that form counts as a bad token, so it is UNAUTHENTICATED rather than silently anonymous.
 */
export function parseAuthorization(
  header: string | undefined,
): { kind: 'none' } | { kind: 'bearer'; token: string } | { kind: 'malformed' } {
  if (header === undefined || header.trim() === '') return { kind: 'none' };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] === undefined ? { kind: 'malformed' } : { kind: 'bearer', token: match[1] };
}

/** Builds a request's context; the session behind its token is looked up once, when first needed. */
export function createRequestContext(options: {
  readonly services: Services;
  readonly logger: Logger;
  readonly requestId: string;
  readonly clientIp: string | undefined;
  readonly authorization: string | undefined;
  readonly origin: Origin;
}): RequestContext {
  const { services, authorization } = options;
  let viewer: Promise<Viewer> | undefined;
  return {
    requestId: options.requestId,
    logger: options.logger,
    services,
    clientIp: options.clientIp,
    origin: options.origin,
    answerSharing: new AnswerSharing(),
    viewer() {
      viewer ??= (async (): Promise<Viewer> => {
        const parsed = parseAuthorization(authorization);
        if (parsed.kind === 'malformed') return { kind: 'invalid' };
        return services.sessions.authenticate(parsed.kind === 'bearer' ? parsed.token : undefined);
      })();
      return viewer;
    },
  };
}
