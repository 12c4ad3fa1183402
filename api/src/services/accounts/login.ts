import { fail, invalid, type Outcome, succeed } from '../../failure.js';
import { checkEmail, checkPassword, normaliseEmail } from '../../validation/rules.js';
import type { AccountDeps } from './account-deps.js';
import { LOGIN_PER_CLIENT, LOGIN_PER_EMAIL } from './limits.js';
import { ACCOUNT_MESSAGES } from './messages.js';
import { type Caller, requireUser } from './session-service.js';
import { throttle } from './throttle.js';
import { toUserView, type UserView } from './user-view.js';

/** storefront.md §7: loginUser, logout, currentUser, userByToken. */
export function createLoginOperations(deps: AccountDeps) {
  // Verifying against a real hash when the account is unknown makes both answers take as long.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => {
    decoyHash ??= deps.hasher.hash('decoy password');
    return decoyHash;
  };

  return {
    /** Opens a session for the e-mail and password; the user comes back with its token. */
    async loginUser(
      caller: Caller,
      args: { email: string; password: string },
    ): Promise<Outcome<UserView>> {
      const rejected = invalid([
        checkEmail('email', args.email),
        checkPassword('password', args.password),
      ]);
      if (rejected) return rejected;
      const email = normaliseEmail(args.email);
      const emailKey = `login:email:${email}`;
      const refused = throttle(deps.limiter, [
        [`login:client:${caller.clientIp ?? 'unknown'}`, LOGIN_PER_CLIENT],
        [emailKey, LOGIN_PER_EMAIL],
      ]);
      if (refused) return refused;

      const user = await deps.users.byEmail(email);
      const stored = user?.passwordHash ?? (await decoy());
      const matches = await deps.hasher.verify(args.password, stored);
      if (user === undefined || user.passwordHash === null || !matches) {
        return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.badCredentials);
      }
      deps.limiter.reset(emailKey);
      return succeed(toUserView(user, await deps.sessions.start(user.id)));
    },

    /** Ends the caller's session. Ending one that is already gone is not an error. */
    async logout(caller: Caller): Promise<Outcome<boolean>> {
      const viewer = await caller.viewer();
      if (viewer.kind === 'user') await deps.sessions.end(viewer.token);
      return succeed(true);
    },

    /** The signed-in user, null for a visitor; a bad or expired token is UNAUTHENTICATED. */
    async currentUser(caller: Caller): Promise<Outcome<UserView | null>> {
      const viewer = await caller.viewer();
      if (viewer.kind === 'visitor') return succeed(null);
      const signedIn = await requireUser(caller);
      return signedIn.ok
        ? succeed(toUserView(signedIn.value.user, signedIn.value.token))
        : signedIn;
    },

    /** The user a token belongs to (the app restoring its session from the auth cookie). */
    async userByToken(args: { token: string }): Promise<Outcome<UserView>> {
      const viewer = await deps.sessions.authenticate(args.token);
      if (viewer.kind !== 'user') return fail('UNAUTHENTICATED', ACCOUNT_MESSAGES.sessionExpired);
      return succeed(toUserView(viewer.user, viewer.token));
    },
  };
}
