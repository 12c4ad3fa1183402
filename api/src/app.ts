import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { guardOperations } from './authorisation/guard.js';
import { OPERATION_ACCESS } from './authorisation/operation-access.js';
import { type CaptchaWidget, captchaRoutes } from './captcha/captcha-routes.js';
import type { CaptchaVerifier } from './captcha/verifier.js';
import { CONFIG_DEFAULTS, type Environment } from './config.js';
import { createRequestContext, type Services } from './context.js';
import type { Database } from './db/database.js';
import { succeed } from './failure.js';
import { type Geolocator, noGeolocator } from './geolocation/geolocator.js';
import { API_OPERATION_LIMITS } from './graphql/api-limits.js';
import { createGraphqlHandler } from './graphql/handler.js';
import { PublicAnswerCache } from './graphql/public-answer-cache.js';
import { buildApiSchema, loadTypeDefs } from './graphql/schema.js';
import { screenArguments } from './graphql/screen-arguments.js';
import type { AppEnv } from './http/app-env.js';
import { appRoutes } from './http/app-routes.js';
import { clientIp, type TrustedProxies } from './http/client-ip.js';
import { devRoutes } from './http/dev-routes.js';
import { requestBodyLimit } from './http/request-body-limit.js';
import { requestLog } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { staticRoutes } from './http/static-routes.js';
import { uploadRoutes } from './http/upload-routes.js';
import { createJobQueue } from './jobs/job-queue.js';
import { createJobRunner, type JobRunner } from './jobs/job-runner.js';
import type { Logger } from './logging/logger.js';
import { localMailTransport } from './mail/local-transport.js';
import type { MailTransport } from './mail/mail-transport.js';
import { createOutboxMailer } from './mail/mailer.js';
import { createSendEmailHandler, SEND_EMAIL_JOB } from './mail/send-email-job.js';
import { type Checkpoint, noCheckpoint } from './payments/checkpoints.js';
import { createSales, type PaymentOptions } from './payments/sales-wiring.js';
import { createAdminProductSearchRepository } from './repositories/admin-product-search.js';
import { createArticleRepository } from './repositories/articles.js';
import { createAuditLogRepository } from './repositories/audit-log.js';
import { createAuditedWrites } from './repositories/audited-writes.js';
import { createAuthorRepository } from './repositories/authors.js';
import {
  cachedHandRepository,
  cachedProductRepository,
  cachedProductSearchRepository,
  cachedTagRepository,
} from './repositories/cached-catalogue.js';
import { CatalogueReadModel } from './repositories/catalogue-read-model.js';
import { createCollectionSetRepository } from './repositories/collection-sets.js';
import { createContactMessageRepository } from './repositories/contact-messages.js';
import { createHandWriteRepository } from './repositories/hand-writes.js';
import { createHandRepository } from './repositories/hands.js';
import { createJobRepository } from './repositories/jobs.js';
import { createLoginClientRepository } from './repositories/login-clients.js';
import { createLoginFailureRepository } from './repositories/login-failures.js';
import { createOutboxRepository } from './repositories/outbox.js';
import { createOwnershipRepository } from './repositories/ownership.js';
import { createPbnUploadRepository } from './repositories/pbn-uploads.js';
import { createPriceRepository } from './repositories/prices.js';
import { createProductLinkRepository } from './repositories/product-links.js';
import { createProductSearchRepository } from './repositories/product-search.js';
import { createProductWriteRepository } from './repositories/product-writes.js';
import { createProductRepository } from './repositories/products.js';
import { createEntityExists } from './repositories/route-entities.js';
import { createSampleSignupRepository } from './repositories/sample-signups.js';
import { createSessionRepository } from './repositories/sessions.js';
import { createStaffUserRepository } from './repositories/staff-users.js';
import { createSubscriptionPlanRepository } from './repositories/subscription-plans.js';
import { createTagSearchRepository } from './repositories/tag-search.js';
import { createTagWriteRepository } from './repositories/tag-writes.js';
import { createTagRepository } from './repositories/tags.js';
import { createUserCodeRepository } from './repositories/user-codes.js';
import { createUserRepository } from './repositories/users.js';
import { API_RESOLVERS } from './resolvers/api-resolvers.js';
import { createScryptHasher, type PasswordHasher } from './security/password-hasher.js';
import { createRateLimiter, type RateLimiter } from './security/rate-limiter.js';
import { createAccessService } from './services/access/access-service.js';
import { createReaderSource } from './services/access/reader.js';
import { createAccountService } from './services/accounts/account-service.js';
import { createFailureBackoff } from './services/accounts/failure-backoff.js';
import { createSessionService } from './services/accounts/session-service.js';
import { createAdminCatalogueService } from './services/admin/admin-catalogue-service.js';
import { createAuthorWrites } from './services/admin/author-writes.js';
import { createProductWriteService } from './services/admin/product-write-service.js';
import { createTagWrites } from './services/admin/tag-writes.js';
import { createCatalogueService } from './services/catalogue/catalogue-service.js';
import { createHandParents } from './services/hands/hand-parents.js';
import { createHandService } from './services/hands/hand-service.js';
import { createHandWrites } from './services/hands/hand-writes.js';
import { CONVERT_PBN_JOB, createPbnImportService } from './services/hands/pbn-import-service.js';
import { createHousekeeping } from './services/housekeeping.js';
import { createLocaleService } from './services/locale/locale-service.js';
import { createStaffService } from './services/staff/staff-service.js';
import { createSubscriptionService } from './services/subscriptions/subscription-service.js';
import { createContactService } from './services/support/contact.js';
import type { ExternalLink } from './staff/external-links.js';
import { createLocalDiskStorage } from './uploads/local-disk-storage.js';
import type { ObjectStorage } from './uploads/object-storage.js';
import { UPLOAD_PART_BYTES } from './uploads/upload-parts.js';
import { createUploadService } from './uploads/upload-service.js';

/** The largest GraphQL request body accepted: operations are small; uploads have their own routes. */
export const MAX_GRAPHQL_BODY_BYTES = 100 * 1024;

export interface AppOptions {
  readonly database: Database;
  readonly logger: Logger;
  readonly environment: Environment;
  readonly publicUrl: string;
  readonly trustProxy: boolean;
  /** The proxies `X-Forwarded-For` is read past (client-ip.ts). Default: one. */
  readonly trustedProxies?: TrustedProxies;
  readonly captcha: CaptchaVerifier;
  /** The captcha the browser shows (`GET /captcha/config`). Default: the development captcha. */
  readonly captchaWidget?: CaptchaWidget;
  /** Default: scrypt with its production parameters. */
  readonly hasher?: PasswordHasher;
  /** Default: an in-process limiter. */
  readonly limiter?: RateLimiter;
  /** Default: the system clock. */
  readonly now?: () => Date;
  /** Where contact-form messages go. Default: CONFIG_DEFAULTS.SUPPORT_EMAIL. */
  readonly supportEmail?: string;
  /** Default: none (the country comes from the CF-IPCountry header, else the defaults apply). */
  readonly geolocator?: Geolocator;
  /** How `send-email` jobs deliver. Default: the outbox only (marked delivered locally). */
  readonly mailTransport?: MailTransport;
  /**
   * The key signing upload URLs, where files go and, for tests of many parts, a smaller part
   * size. Default: a random key, a folder under the system's temporary directory and parts of
   * UPLOAD_PART_BYTES (the server passes UPLOAD_SECRET and the configured storage).
   */
  readonly uploads?: {
    readonly secret: string;
    readonly storage: ObjectStorage;
    readonly partBytes?: number;
  };
  /** Who takes payments. Default: the embedded local provider (no Stripe keys). */
  readonly payments?: PaymentOptions;
  /** The crash test's hook at each checkout step (checkpoints.ts). Default: none. */
  readonly checkpoint?: Checkpoint;
  /** The built store app to serve for every other GET path (app-routes.ts). Default: none. */
  readonly appDir?: string;
  /** The Admin's External links menu (config.ts ADMIN_EXTERNAL_LINKS). Default: none. */
  readonly adminExternalLinks?: readonly ExternalLink[];
}

// Parsing the SDL once per process keeps each app (one per test) cheap to make.
let typeDefs: string | undefined;

/**
 * The whole HTTP application, wired: repositories over the database, services over them,
 * GraphQL at `/graphql`, and the plain routes. It does not listen; `server.ts` does.
 *
 * @example
 * const { app } = createApp({ database, logger, environment: 'test', publicUrl, trustProxy: false, captcha });
 * const response = await app.request('/graphql', { method: 'POST', headers, body });
 */
export function createApp(options: AppOptions): {
  app: Hono<AppEnv>;
  services: Services;
  /** The durable job runner, not started: `server.ts` starts and stops it. */
  jobs: JobRunner;
  /** The catalogue read model: the server reads it before it listens. */
  catalogue: CatalogueReadModel;
} {
  const { database, logger } = options;
  const now = options.now ?? (() => new Date());
  const users = createUserRepository(database);
  const outbox = createOutboxRepository(database);
  const sessionRepository = createSessionRepository(database);
  const codes = createUserCodeRepository(database);
  // The catalogue's reads are answered from memory until its next write
  // (repositories/catalogue-read-model.ts, cached-catalogue.ts).
  const productRows = createProductRepository(database);
  const tagRows = createTagRepository(database);
  const handRows = createHandRepository(database);
  const catalogue = new CatalogueReadModel(database);
  const products = cachedProductRepository(productRows, catalogue, database.catalogueChanges);
  const articles = createArticleRepository(database);
  const links = createProductLinkRepository(database);
  const tags = cachedTagRepository(tagRows, catalogue, database.catalogueChanges);
  const ownership = createOwnershipRepository(database);
  const limiter = options.limiter ?? createRateLimiter(() => now().getTime());
  const loginClients = createLoginClientRepository(database);
  const loginFailures = createLoginFailureRepository(database);
  const jobRepository = createJobRepository(database);
  const uploads = options.uploads ?? {
    secret: randomBytes(32).toString('base64url'),
    storage: createLocalDiskStorage(join(tmpdir(), 'tenace-uploads')),
  };
  const pbnImport = createPbnImportService({
    database,
    uploads: createPbnUploadRepository(database),
    products,
    articles,
    storage: uploads.storage,
    // Called only once requests are served, after the runner below exists.
    wakeJobs: () => jobs.wake(),
    now,
  });
  const jobs: JobRunner = createJobRunner({
    jobs: jobRepository,
    handlers: {
      [SEND_EMAIL_JOB]: createSendEmailHandler({
        outbox,
        transport: options.mailTransport ?? localMailTransport,
        logger,
        now,
      }),
      [CONVERT_PBN_JOB]: pbnImport.convertJob,
    },
    logger,
    now,
  });
  const mailer = createOutboxMailer(
    outbox,
    createJobQueue(jobRepository, now, () => jobs.wake()),
    now,
  );
  const sessions = createSessionService({ sessions: sessionRepository, users, now });
  const readers = createReaderSource({ ownership, now });
  const accounts = createAccountService({
    users,
    ownership,
    codes,
    sessions,
    hasher: options.hasher ?? createScryptHasher(),
    captcha: options.captcha,
    limiter,
    backoff: createFailureBackoff(loginFailures, now),
    loginClients,
    mailer,
    now,
    publicUrl: options.publicUrl,
    // The sales are made below with the accounts; this runs only once requests are served.
    addressProven: (user) => sales.service.linkHeldGifts(user),
  });
  const sales = createSales({
    database,
    payments: options.payments ?? { kind: 'local' },
    checkpoint: options.checkpoint ?? noCheckpoint,
    accounts,
    readers,
    mailer,
    limiter,
    logger,
    now,
    publicUrl: options.publicUrl,
  });
  const housekeeping = createHousekeeping({
    sessions: sessionRepository,
    codes,
    loginClients,
    loginFailures,
    now,
  });
  const cachedHands = cachedHandRepository(handRows, catalogue);
  const hands = createHandService({
    hands: cachedHands,
    products,
    articles,
    links,
    readers,
    now,
  });
  const services: Services = {
    accounts,
    sessions,
    housekeeping,
    catalogue: createCatalogueService({
      products,
      search: cachedProductSearchRepository(
        createProductSearchRepository(database),
        database.catalogueChanges,
      ),
      tags,
      links,
      prices: createPriceRepository(database),
      authors: createAuthorRepository(database),
      ownership,
      readers,
      // Staff writes and their audit rows share a transaction (repositories/audited-writes.ts).
      staffWrites: createAuditedWrites(
        database,
        (transaction) => ({ links: createProductLinkRepository(transaction) }),
        now,
      ),
      now,
    }),
    adminCatalogue: createAdminCatalogueService({
      products,
      tags,
      hands: cachedHands,
      search: createAdminProductSearchRepository(database),
      tagSearch: createTagSearchRepository(database),
      staff: createStaffUserRepository(database),
      staffWrites: createAuditedWrites(
        database,
        (transaction) => ({
          products: createProductRepository(transaction),
          collectionSets: createCollectionSetRepository(transaction),
        }),
        now,
      ),
      now,
    }),
    tagWrites: createTagWrites({
      tags,
      staffWrites: createAuditedWrites(
        database,
        (transaction) => ({ tags: createTagWriteRepository(transaction) }),
        now,
      ),
    }),
    authorWrites: createAuthorWrites({
      storage: uploads.storage,
      staffWrites: createAuditedWrites(
        database,
        (transaction) => ({ authors: createAuthorRepository(transaction) }),
        now,
      ),
      // Answered as the store's authorById answers it (called once the services exist).
      show: (caller, id) => services.catalogue.authorById(caller, { id }),
      now,
    }),
    productWrites: createProductWriteService({
      products,
      tags,
      prices: createPriceRepository(database),
      authors: createAuthorRepository(database),
      storage: uploads.storage,
      staffWrites: createAuditedWrites(
        database,
        (transaction) => ({ writes: createProductWriteRepository(transaction) }),
        now,
      ),
      now,
    }),
    subscriptions: createSubscriptionService({
      products,
      plans: createSubscriptionPlanRepository(database),
      articles,
      tags,
      users,
      ownership,
      signups: createSampleSignupRepository(database),
      readers,
      mailer,
      limiter,
      now,
      publicUrl: options.publicUrl,
    }),
    hands,
    sales: sales.service,
    locale: createLocaleService({ readers, geolocator: options.geolocator ?? noGeolocator }),
    contact: createContactService({
      messages: createContactMessageRepository(database),
      mailer,
      limiter,
      now,
      supportEmail: options.supportEmail ?? CONFIG_DEFAULTS.SUPPORT_EMAIL,
    }),
    uploads: createUploadService({
      secret: uploads.secret,
      publicUrl: options.publicUrl,
      storage: uploads.storage,
      partBytes: uploads.partBytes ?? UPLOAD_PART_BYTES,
      now,
      // A PBN is for a parent whose hands the caller may reach (their own content, for a Publisher).
      reachParent: (caller, parent) => hands.handsByParentId(caller, parent),
      pbnStored: (stored) => pbnImport.recordStored(stored),
    }),
    pbnImport,
    handWrites: createHandWrites({
      parents: createHandParents({ products, articles }),
      staffWrites: createAuditedWrites(
        database,
        (transaction) => ({ hands: createHandWriteRepository(transaction) }),
        now,
      ),
      show: async (caller, id) => {
        const answer = await hands.handById(caller, { id });
        return answer.ok ? succeed(answer.value.hand) : answer;
      },
      list: (caller, parent) =>
        hands.handsByParentId(
          caller,
          'productId' in parent
            ? { parentId: parent.productId, parentType: 'Set' }
            : { parentId: parent.articleId, parentType: 'Article' },
        ),
      now,
    }),
    access: createAccessService({
      products,
      articles,
      users,
      auditLog: createAuditLogRepository(database),
    }),
    staff: createStaffService(options.adminExternalLinks ?? []),
  };

  typeDefs ??= loadTypeDefs();
  const graphql = createGraphqlHandler({
    schema: buildApiSchema(
      typeDefs,
      guardOperations(screenArguments(API_RESOLVERS), OPERATION_ACCESS),
    ),
    limits: API_OPERATION_LIMITS,
    // Production answers enumeration lookups only (storefront.md §7); tools elsewhere read it all.
    introspection: options.environment === 'production' ? 'enumerations' : 'full',
    createContext: (c) =>
      createRequestContext({
        services,
        logger,
        requestId: c.get('requestId'),
        clientIp: clientIp(c, options.trustProxy, options.trustedProxies),
        authorization: c.req.header('authorization'),
        // Cloudflare's visitor location headers (storefront.md §4: the country by IP).
        origin: {
          country: c.req.header('cf-ipcountry'),
          continent: c.req.header('cf-ipcontinent'),
        },
      }),
    reportError: (c, error) =>
      logger.error('internal error', { requestId: c.get('requestId'), error }),
    publicAnswers: new PublicAnswerCache(database.catalogueChanges),
  });

  const captchaWidget = options.captchaWidget ?? { provider: 'development' };
  const app = new Hono<AppEnv>();
  app.use(requestLog(logger));
  if (options.environment === 'production')
    app.use(
      securityHeaders(
        {
          stripe: options.payments?.kind === 'stripe',
          captcha: captchaWidget,
          publicUrl: options.publicUrl,
        },
        { trustProxy: options.trustProxy },
      ),
    );
  app.route('/', staticRoutes(database, logger));
  if (options.environment !== 'production') app.route('/', devRoutes(outbox));
  app.route('/', sales.routes);
  app.route('/', captchaRoutes(captchaWidget));
  app.route('/', uploadRoutes({ secret: uploads.secret, storage: uploads.storage, now }));
  app.use(
    '/graphql',
    requestBodyLimit({
      maxSize: MAX_GRAPHQL_BODY_BYTES,
      onError: (c) =>
        c.json(
          {
            errors: [
              { message: 'The request body is too large', extensions: { code: 'BAD_USER_INPUT' } },
            ],
          },
          413,
        ),
    }),
  );
  app.on(['GET', 'POST'], '/graphql', graphql);
  app.all('/graphql', (c) => {
    c.header('Allow', 'GET, POST');
    return c.json(
      { errors: [{ message: 'Use GET or POST', extensions: { code: 'BAD_USER_INPUT' } }] },
      405,
    );
  });
  if (options.appDir !== undefined)
    app.route('/', appRoutes(options.appDir, logger, createEntityExists(database)));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    logger.error('internal error', { requestId: c.get('requestId'), error });
    return c.json({ error: 'Internal server error' }, 500);
  });
  return { app, services, jobs, catalogue };
}
