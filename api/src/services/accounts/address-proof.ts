import type { UserRow } from '../../repositories/users.js';

/**
 * Whether an account has proven it holds its e-mail address, so that gifts bought for that
 * address may be linked to it (docs/decisions.md "Account addresses"). A registration proves it
 * by its confirmation link, a reset or activation link does too (each was e-mailed there). A
 * pending account (made for a gift recipient, no password yet) counts as the address's own: the
 * only way into it is the activation link e-mailed to the address.
 */
export function addressProven(user: Pick<UserRow, 'confirmed' | 'passwordHash'>): boolean {
  return user.confirmed || user.passwordHash === null;
}
