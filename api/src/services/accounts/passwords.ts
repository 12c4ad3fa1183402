import { currentPasswordRule, FORGOTTEN_PASSWORD_SCHEMA } from '@tenace/model';
import { fail, invalid, type Outcome, succeed } from '../../failure.js';
import type { MutationUpdatePasswordArgs } from '../../generated/schema-types.js';
import { checkField, checkForm, normaliseEmail } from '../../validation/rules.js';
import type { AccountDeps } from './account-deps.js';
import { sendPasswordChanged, sendWelcome } from './account-notices.js';
import { consumeCode, issueCode } from './codes.js';
import { checkCurrentPasswordOf } from './current-password.js';
import { RESET_CODE_TTL_MS, RESET_PER_CLIENT, RESET_PER_EMAIL } from './limits.js';
import { ACCOUNT_MESSAGES } from './messages.js';
import { checkNewPassword } from './new-password.js';
import { type Caller, requireUser } from './session-service.js';
import { throttle } from './throttle.js';
import { toUserView, type UserView } from './user-view.js';

/** storefront.md §7: resetPassword and updatePassword. */
export function createPasswordOperations(deps: AccountDeps) {
  return {
    /**
     * E-mails a one-time reset link when the address has an account. The answer is the same
     * either way, so it does not tell who has an account.
     */
    async resetPassword(caller: Caller, args: { email: string }): Promise<Outcome<boolean>> {
      const rejected = invalid(checkForm(FORGOTTEN_PASSWORD_SCHEMA, args));
      if (rejected) return rejected;
      const email = normaliseEmail(args.email);
      const refused = throttle(deps.limiter, [
        [`reset:client:${caller.clientIp ?? 'unknown'}`, RESET_PER_CLIENT],
        [`reset:email:${email}`, RESET_PER_EMAIL],
      ]);
      if (refused) return refused;

      const user = await deps.users.byEmail(email);
      if (user !== undefined) {
        const code = await issueCode(deps, user.id, 'PasswordReset', RESET_CODE_TTL_MS);
        await deps.mailer.send(
          user.email,
          {
            name: 'password-reset',
            firstName: user.firstName,
            link: `${deps.publicUrl}/resetpassword/${code}`,
          },
          user.language,
        );
      }
      return succeed(true);
    },

    /**
     * With a reset `token`: sets the password of the token's user, confirms the account (the link
     * was e-mailed to its address), ends all its sessions, opens a new one and makes the caller's
     * address a known client. Without: sets the signed-in caller's password, given their current
     * one, and ends their other sessions.
     */
    async updatePassword(
      caller: Caller,
      args: MutationUpdatePasswordArgs,
    ): Promise<Outcome<UserView>> {
      const rejected = invalid(checkNewPassword(args));
      if (rejected) return rejected;

      // The code or the session is checked before hashing: a hash costs 32 MiB and some
      // milliseconds, which nobody should be able to ask for without either.
      if (args.token != null) {
        const code = await consumeCode(deps, args.token, 'PasswordReset');
        if (code === undefined) return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.invalidCode);
        const passwordHash = await deps.hasher.hash(args.password);
        const before = await deps.users.byId(code.userId);
        const user = await deps.users.update(code.userId, {
          passwordHash,
          confirmed: true,
          updatedAt: deps.now(),
        });
        if (user === undefined || user === 'EMAIL_TAKEN')
          throw new Error(`reset user ${code.userId} vanished`);
        await deps.sessions.endAll(user.id);
        await deps.addressProven(user);
        if (before?.confirmed === false) await sendWelcome(deps, user);
        await sendPasswordChanged(deps, user);
        // The link proved the owner: their client is known from now on, so the login throttle
        // that sent them here keeps no longer between them and their account (login.ts).
        if (caller.clientIp !== undefined) {
          await deps.loginClients.remember(user.id, caller.clientIp, deps.now());
        }
        return succeed(toUserView(user, await deps.sessions.start(user.id)));
      }

      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const { user: current, session, token } = signedIn.value;
      const missing = invalid([
        checkField('currentPassword', currentPasswordRule, args.currentPassword ?? ''),
      ]);
      if (missing) return missing;
      const wrong = await checkCurrentPasswordOf(deps, current, args.currentPassword ?? '');
      if (wrong) return wrong;
      const passwordHash = await deps.hasher.hash(args.password);
      const user = await deps.users.update(current.id, { passwordHash, updatedAt: deps.now() });
      if (user === undefined || user === 'EMAIL_TAKEN')
        throw new Error(`user ${current.id} vanished`);
      await deps.sessions.endAll(user.id, session);
      await sendPasswordChanged(deps, user);
      return succeed(toUserView(user, token));
    },
  };
}
