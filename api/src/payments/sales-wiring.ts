import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import type { AppEnv } from '../http/app-env.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { createCheckoutRepository } from '../repositories/checkouts.js';
import { createHeldGiftRepository } from '../repositories/held-gifts.js';
import { createLocalPaymentRepository } from '../repositories/local-payments.js';
import { createProductRepository } from '../repositories/products.js';
import { createPurchaseRepository } from '../repositories/purchases.js';
import { createSubscriptionPlanRepository } from '../repositories/subscription-plans.js';
import { createTagRepository } from '../repositories/tags.js';
import { createUserRepository } from '../repositories/users.js';
import { createVoucherRepository } from '../repositories/vouchers.js';
import type { RateLimiter } from '../security/rate-limiter.js';
import type { ReaderSource } from '../services/access/reader.js';
import type { AccountService } from '../services/accounts/account-service.js';
import { createSalesService, type SalesService } from '../services/sales/sales-service.js';
import type { Checkpoint } from './checkpoints.js';
import { createLocalProvider } from './local-provider.js';
import type { PaymentProvider } from './provider.js';
import { localProviderRoutes, webhookRoutes } from './routes.js';
import { createStripeProvider, type StripeProviderOptions } from './stripe-provider.js';

/** Which provider takes payments: Stripe with its keys, else the embedded local provider. */
export type PaymentOptions =
  | { readonly kind: 'local' }
  | ({
      readonly kind: 'stripe';
      /** For the browser's Stripe Elements (`GET /payments/config`); optional in tests. */
      readonly publishableKey?: string;
    } & StripeProviderOptions);

/**
 * The sales service over its provider, and the routes the provider needs: the webhook, and for
 * the local provider its browser calls and pages (DESIGN.md "Decisions").
 */
export function createSales(deps: {
  readonly database: Database;
  readonly payments: PaymentOptions;
  readonly checkpoint: Checkpoint;
  readonly accounts: Pick<AccountService, 'createPendingUser'>;
  readonly readers: ReaderSource;
  readonly mailer: Mailer;
  readonly limiter: RateLimiter;
  readonly logger: Logger;
  readonly now: () => Date;
  readonly publicUrl: string;
}): { service: SalesService; provider: PaymentProvider; routes: Hono<AppEnv> } {
  const { database, now } = deps;
  const local =
    deps.payments.kind === 'local'
      ? createLocalProvider({
          repo: createLocalPaymentRepository(database),
          now,
          publicUrl: deps.publicUrl,
          checkpoint: deps.checkpoint,
        })
      : undefined;
  const provider: PaymentProvider =
    deps.payments.kind === 'stripe'
      ? createStripeProvider(deps.payments)
      : (local as PaymentProvider);
  const service = createSalesService({
    purchases: createPurchaseRepository(database),
    checkouts: createCheckoutRepository(database),
    vouchers: createVoucherRepository(database),
    products: createProductRepository(database),
    tags: createTagRepository(database),
    users: createUserRepository(database),
    plans: createSubscriptionPlanRepository(database),
    heldGifts: createHeldGiftRepository(database),
    readers: deps.readers,
    accounts: deps.accounts,
    provider,
    mailer: deps.mailer,
    limiter: deps.limiter,
    now,
    publicUrl: deps.publicUrl,
    checkpoint: deps.checkpoint,
    logger: deps.logger,
  });
  const routes = new Hono<AppEnv>();
  routes.route('/', webhookRoutes({ provider, handle: service.handleEvent, logger: deps.logger }));
  // What the app needs to choose its card form: Stripe Elements with this key, or the local form.
  routes.get('/payments/config', (c) =>
    c.json(
      deps.payments.kind === 'stripe'
        ? { provider: 'stripe', publishableKey: deps.payments.publishableKey ?? null }
        : { provider: 'local', publishableKey: null },
    ),
  );
  if (local !== undefined) {
    local.onEvent(service.handleEvent);
    routes.route('/', localProviderRoutes(local, deps.publicUrl));
  }
  return { service, provider, routes };
}
