import type { LoginClientRepository } from '../repositories/login-clients.js';
import type { LoginFailureRepository } from '../repositories/login-failures.js';
import type { SessionRepository } from '../repositories/sessions.js';
import type { UserCodeRepository } from '../repositories/user-codes.js';
import { KNOWN_CLIENT_TTL_MS } from './accounts/limits.js';

/** How often the server clears out dead rows. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

/**
 * Clears rows that can never be used again: expired sessions, used or expired one-time codes, and
 * login addresses too old to make a client known (they are personal data, kept no longer), and
 * login failures past their key's forgetting.
 */
export interface Housekeeping {
  run(): Promise<{
    readonly sessions: number;
    readonly codes: number;
    readonly loginClients: number;
    readonly loginFailures: number;
  }>;
}

/**
 * @example
 * const { sessions, codes } = await createHousekeeping({ sessions, codes, loginClients, loginFailures, now })
 *   .run();
 */
export function createHousekeeping(deps: {
  readonly sessions: SessionRepository;
  readonly codes: UserCodeRepository;
  readonly loginClients: Pick<LoginClientRepository, 'deleteStale'>;
  readonly loginFailures: Pick<LoginFailureRepository, 'deleteForgotten'>;
  readonly now: () => Date;
}): Housekeeping {
  return {
    async run() {
      const now = deps.now();
      return {
        sessions: await deps.sessions.deleteExpired(now),
        codes: await deps.codes.deleteSpent(now),
        loginClients: await deps.loginClients.deleteStale(
          new Date(now.getTime() - KNOWN_CLIENT_TTL_MS),
        ),
        loginFailures: await deps.loginFailures.deleteForgotten(now),
      };
    },
  };
}
