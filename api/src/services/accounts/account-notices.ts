import type { UserRow } from '../../repositories/users.js';
import type { AccountDeps } from './account-deps.js';

type NoticeDeps = Pick<AccountDeps, 'mailer' | 'publicUrl' | 'now'>;

/**
 * Welcomes the account once its address is first proven (a registration's confirmation link, a
 * pending account's activation, or a reset link to an unconfirmed one): by then the account is
 * the address owner's own (docs/decisions.md "Account e-mails"). Sent once per account.
 */
export async function sendWelcome(deps: NoticeDeps, user: UserRow): Promise<void> {
  await deps.mailer.send(
    user.email,
    {
      name: 'welcome',
      firstName: user.firstName,
      libraryLink: `${deps.publicUrl}/library`,
      productsLink: `${deps.publicUrl}/products`,
    },
    user.language,
    { onceKey: `user:${user.id}:welcome` },
  );
}

/** Tells the owner their password has just changed, and what to do if it was not them. */
export async function sendPasswordChanged(deps: NoticeDeps, user: UserRow): Promise<void> {
  await deps.mailer.send(
    user.email,
    {
      name: 'password-changed',
      firstName: user.firstName,
      changedAt: deps.now(),
      resetLink: `${deps.publicUrl}/forgottenpassword`,
    },
    user.language,
  );
}
