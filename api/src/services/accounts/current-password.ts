import { fail, type Rejection } from '../../failure.js';
import type { UserRow } from '../../repositories/users.js';
import type { AccountDeps } from './account-deps.js';
import { CURRENT_PASSWORD_PER_USER } from './limits.js';
import { ACCOUNT_MESSAGES } from './messages.js';
import { throttle } from './throttle.js';

/**
 * Refuses unless `password` is the user's current password: changing the password or the e-mail
 * needs it, so a session left open or stolen cannot take the account over
 * (docs/decisions.md "The current password"). Attempts are limited per account.
 */
export async function checkCurrentPasswordOf(
  deps: Pick<AccountDeps, 'hasher' | 'limiter'>,
  user: UserRow,
  password: string,
): Promise<Rejection | undefined> {
  const key = `current-password:user:${user.id}`;
  const refused = throttle(deps.limiter, [[key, CURRENT_PASSWORD_PER_USER]]);
  if (refused) return refused;
  if (user.passwordHash === null || !(await deps.hasher.verify(password, user.passwordHash)))
    return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.wrongCurrentPassword);
  deps.limiter.reset(key);
  return undefined;
}
