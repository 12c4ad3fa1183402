import type { Logger } from '../../logging/logger.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Checkpoint } from '../../payments/checkpoints.js';
import type { PaymentProvider } from '../../payments/provider.js';
import type { CheckoutRepository } from '../../repositories/checkouts.js';
import type { ProductRepository } from '../../repositories/products.js';
import type { PurchaseRepository } from '../../repositories/purchases.js';
import type { TagRepository } from '../../repositories/tags.js';
import type { UserRepository } from '../../repositories/users.js';
import type { VoucherRepository } from '../../repositories/vouchers.js';
import type { RateLimiter } from '../../security/rate-limiter.js';
import type { ReaderSource } from '../access/reader.js';
import type { AccountService } from '../accounts/account-service.js';

/** What the sales services work with. */
export interface SalesDeps {
  readonly purchases: PurchaseRepository;
  readonly checkouts: CheckoutRepository;
  readonly vouchers: VoucherRepository;
  readonly products: ProductRepository;
  readonly tags: TagRepository;
  readonly users: UserRepository;
  readonly readers: ReaderSource;
  /** Creates gift recipients' pending accounts (and e-mails them the link to complete them). */
  readonly accounts: Pick<AccountService, 'createPendingUser'>;
  readonly provider: PaymentProvider;
  readonly mailer: Mailer;
  /** Limits voucher guessing per client. */
  readonly limiter: RateLimiter;
  readonly now: () => Date;
  /** The app's address, for the links in e-mails. */
  readonly publicUrl: string;
  /** Hears of a purchase reconciliation could not settle (it tries again next round). */
  readonly logger: Logger;
  /** The crash test's hook at each step of a checkout (checkpoints.ts); a no-op elsewhere. */
  readonly checkpoint: Checkpoint;
}
