import { fail, type Outcome, succeed } from '../../failure.js';
import type { UserRow } from '../../repositories/users.js';
import type { AccountDeps } from './account-deps.js';
import { sendWelcome } from './account-notices.js';
import { consumeCode, issueCode } from './codes.js';
import { EMAIL_CONFIRMATION_TTL_MS } from './limits.js';
import { ACCOUNT_MESSAGES } from './messages.js';

type AddressDeps = Pick<
  AccountDeps,
  'users' | 'codes' | 'mailer' | 'now' | 'publicUrl' | 'addressProven'
>;

/**
 * E-mails `email` the link to `/confirmemail/{code}` that proves it belongs to `user`: the
 * address given at registration, or the new one of an e-mail change (storefront.md §3 User
 * `confirmed`; docs/decisions.md "Account addresses").
 */
export async function sendAddressConfirmation(
  deps: AddressDeps,
  user: UserRow,
  email: string,
): Promise<void> {
  const code = await issueCode(
    deps,
    user.id,
    'EmailConfirmation',
    EMAIL_CONFIRMATION_TTL_MS,
    email,
  );
  await deps.mailer.send(
    email,
    {
      name: 'email-confirmation',
      firstName: user.firstName,
      link: `${deps.publicUrl}/confirmemail/${code}`,
    },
    user.language,
  );
}

/**
 * Asks for `newEmail` to become the user's address. Nothing changes until the new address's
 * link is followed, and the old address is told. A new address that already has an account gets
 * a note to its owner instead of the link, so the caller's answer is the same either way and
 * tells nobody which addresses are registered.
 */
export async function requestEmailChange(
  deps: AddressDeps,
  user: UserRow,
  newEmail: string,
): Promise<void> {
  const owner = await deps.users.byEmail(newEmail);
  if (owner === undefined) await sendAddressConfirmation(deps, user, newEmail);
  else
    await deps.mailer.send(
      newEmail,
      {
        name: 'email-change-taken',
        firstName: owner.firstName,
        resetLink: `${deps.publicUrl}/forgottenpassword`,
      },
      owner.language,
    );
  await deps.mailer.send(
    user.email,
    { name: 'email-change-requested', firstName: user.firstName, newEmail },
    user.language,
  );
}

/** The confirmation link's operation (confirmEmail). */
export function createAddressOperations(deps: AddressDeps) {
  return {
    /**
     * Follows a confirmation link: the address it was sent to becomes the account's (for an
     * e-mail change) and is confirmed, and the gifts bought for it are linked. The other links of
     * the account then stop working, so an older one cannot move the address back.
     */
    async confirmEmail(args: { code: string }): Promise<Outcome<boolean>> {
      const consumed = await consumeCode(deps, args.code, 'EmailConfirmation');
      if (consumed === undefined || consumed.email === null)
        return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.invalidCode);
      const time = deps.now();
      const before = await deps.users.byId(consumed.userId);
      const user = await deps.users.update(consumed.userId, {
        email: consumed.email,
        confirmed: true,
        updatedAt: time,
      });
      // Taken since the link was sent (a registration or a gift's account for that address).
      if (user === 'EMAIL_TAKEN') return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.emailTaken);
      if (user === undefined) return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.invalidCode);
      await deps.codes.discard(user.id, 'EmailConfirmation', time);
      await deps.addressProven(user);
      if (before?.confirmed === false) await sendWelcome(deps, user);
      return succeed(true);
    },
  };
}
