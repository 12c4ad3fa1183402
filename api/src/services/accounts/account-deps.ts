import type { CaptchaVerifier } from '../../captcha/verifier.js';
import type { Mailer } from '../../mail/mailer.js';
import type { LoginClientRepository } from '../../repositories/login-clients.js';
import type { OwnershipRepository } from '../../repositories/ownership.js';
import type { UserCodeRepository } from '../../repositories/user-codes.js';
import type { UserRepository, UserRow } from '../../repositories/users.js';
import type { PasswordHasher } from '../../security/password-hasher.js';
import type { RateLimiter } from '../../security/rate-limiter.js';
import type { FailureBackoff } from './failure-backoff.js';
import type { SessionService } from './session-service.js';

/** What the account operations work with. */
export interface AccountDeps {
  readonly users: UserRepository;
  /** The plans a user holds, for the currency rule (currency-rule.ts). */
  readonly ownership: Pick<OwnershipRepository, 'heldSubscriptions'>;
  readonly codes: UserCodeRepository;
  readonly sessions: SessionService;
  readonly hasher: PasswordHasher;
  readonly captcha: CaptchaVerifier;
  readonly limiter: RateLimiter;
  /** Growing delays after failed logins (login.ts). */
  readonly backoff: FailureBackoff;
  /** The addresses each user logged in from: their known clients (login.ts). */
  readonly loginClients: Pick<LoginClientRepository, 'loggedInFrom' | 'remember'>;
  readonly mailer: Mailer;
  readonly now: () => Date;
  /** The app's address, for the links in e-mails (`{publicUrl}/resetpassword/{code}`). */
  readonly publicUrl: string;
  /**
   * Called once a user's address is proven (confirmed, or a reset or activation link followed):
   * the sales link the gifts bought for that address that waited for the proof.
   */
  readonly addressProven: (user: UserRow) => Promise<void>;
}
