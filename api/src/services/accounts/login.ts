import { LOGIN_SCHEMA } from '@tenace/model';
import { fail, invalid, type Outcome, succeed } from '../../failure.js';
import { checkForm, normaliseEmail } from '../../validation/rules.js';
import type { AccountDeps } from './account-deps.js';
import type { Backoff } from './failure-backoff.js';
import {
  KNOWN_CLIENT_TTL_MS,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ACCOUNT_AND_CLIENT,
  LOGIN_PER_CLIENT,
} from './limits.js';
import { ACCOUNT_MESSAGES } from './messages.js';
import { type Caller, requireUser } from './session-service.js';
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
      const rejected = invalid(checkForm(LOGIN_SCHEMA, args));
      if (rejected) return rejected;
      const email = normaliseEmail(args.email);
      const user = await deps.users.byEmail(email);
      const keys = await throttleKeys(deps, email, user?.id, caller.clientIp);
      const waitMs = await deps.backoff.attempt(keys.all);
      if (waitMs > 0) {
        return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.tooManyLogins, {
          retryAfterSeconds: Math.ceil(waitMs / 1000),
        });
      }

      const stored = user?.passwordHash ?? (await decoy());
      const matches = await deps.hasher.verify(args.password, stored);
      // A failure stays counted against every key (attempt counted it up front).
      if (user === undefined || user.passwordHash === null || !matches) {
        return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.badCredentials);
      }
      await deps.backoff.reset(keys.pair);
      for (const [key] of keys.all) if (key !== keys.pair) await deps.backoff.forgive(key);
      if (caller.clientIp !== undefined) {
        await deps.loginClients.remember(user.id, caller.clientIp, deps.now());
      }
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

/**
 * The back-off keys of one login (docs/decisions.md "Login throttling and client addresses"): always the account with
 * this client; for a client the account never logged in from, also the account and the client
 * alone. An unknown e-mail is throttled like an account, so the answers do not tell them apart.
 */
async function throttleKeys(
  deps: AccountDeps,
  email: string,
  userId: number | undefined,
  clientIp: string | undefined,
): Promise<{ pair: string; all: readonly (readonly [string, Backoff])[] }> {
  const client = clientIp ?? 'unknown';
  const pair = `login:pair:${JSON.stringify([email, client])}`;
  const since = new Date(deps.now().getTime() - KNOWN_CLIENT_TTL_MS);
  const known =
    userId !== undefined &&
    clientIp !== undefined &&
    (await deps.loginClients.loggedInFrom(userId, clientIp, since));
  if (known) return { pair, all: [[pair, LOGIN_PER_ACCOUNT_AND_CLIENT]] };
  return {
    pair,
    all: [
      [pair, LOGIN_PER_ACCOUNT_AND_CLIENT],
      [`login:account:${email}`, LOGIN_PER_ACCOUNT],
      [`login:client:${client}`, LOGIN_PER_CLIENT],
    ],
  };
}
