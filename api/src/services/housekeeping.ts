import type { SessionRepository } from '../repositories/sessions.js';
import type { UserCodeRepository } from '../repositories/user-codes.js';

/** How often the server clears out dead rows. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

/** Clears rows that can never be used again: expired sessions, used or expired one-time codes. */
export interface Housekeeping {
  run(): Promise<{ readonly sessions: number; readonly codes: number }>;
}

/**
 * @example
 * const { sessions, codes } = await createHousekeeping({ sessions, codes, now }).run();
 */
export function createHousekeeping(deps: {
  readonly sessions: SessionRepository;
  readonly codes: UserCodeRepository;
  readonly now: () => Date;
}): Housekeeping {
  return {
    async run() {
      const now = deps.now();
      return {
        sessions: await deps.sessions.deleteExpired(now),
        codes: await deps.codes.deleteSpent(now),
      };
    },
  };
}
