import { fail, type Outcome, succeed } from '../../failure.js';
import type { SessionRepository, SessionRow } from '../../repositories/sessions.js';
import type { UserRepository, UserRow } from '../../repositories/users.js';
import { hashToken, newToken } from '../../security/tokens.js';
import { SESSION_EXTEND_AFTER_MS, SESSION_TTL_MS } from './limits.js';
import { ACCOUNT_MESSAGES } from './messages.js';

/** Who is calling: nobody (no token), somebody (a live session), or a bad or expired token. */
export type Viewer =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'invalid' }
  | {
      readonly kind: 'user';
      readonly user: UserRow;
      readonly session: SessionRow;
      readonly token: string;
    };

export type SignedIn = Extract<Viewer, { kind: 'user' }>;

/** What a service knows of the caller. */
export interface Caller {
  /** Resolved once per request. */
  viewer(): Promise<Viewer>;
  /** The client's address, for rate limits and the captcha check; undefined when unknown. */
  readonly clientIp: string | undefined;
}

/** Sessions: opaque random tokens, stored hashed, revocable (DESIGN.md "Decisions"). */
export interface SessionService {
  /** Opens a session and returns its token (shown to the client once, never stored). */
  start(userId: number): Promise<string>;
  /** The viewer a bearer token stands for; an unknown or expired token is `invalid`. */
  authenticate(token: string | undefined): Promise<Viewer>;
  end(token: string): Promise<void>;
  /** Ends all the user's sessions, except `keep` when given. */
  endAll(userId: number, keep?: SessionRow): Promise<void>;
}

export function createSessionService(deps: {
  readonly sessions: SessionRepository;
  readonly users: UserRepository;
  readonly now: () => Date;
}): SessionService {
  const { sessions, users, now } = deps;
  return {
    async start(userId) {
      const token = newToken();
      const createdAt = now();
      await sessions.insert({
        tokenHash: hashToken(token),
        userId,
        impersonatorId: null,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + SESSION_TTL_MS),
      });
      return token;
    },
    async authenticate(token) {
      if (token === undefined) return { kind: 'visitor' };
      const time = now();
      const session = await sessions.live(hashToken(token), time);
      if (session === undefined) return { kind: 'invalid' };
      const user = await users.byId(session.userId);
      if (user === undefined) return { kind: 'invalid' };
      const renewedExpiry = time.getTime() + SESSION_TTL_MS;
      if (renewedExpiry - session.expiresAt.getTime() >= SESSION_EXTEND_AFTER_MS) {
        await sessions.extend(session.id, new Date(renewedExpiry));
      }
      return { kind: 'user', user, session, token };
    },
    async end(token) {
      await sessions.deleteByTokenHash(hashToken(token));
    },
    async endAll(userId, keep) {
      await sessions.deleteForUser(userId, keep?.id);
    },
  };
}

/** The signed-in caller, or UNAUTHENTICATED (no session, or a bad or expired token). */
export async function requireUser(caller: Caller): Promise<Outcome<SignedIn>> {
  const viewer = await caller.viewer();
  switch (viewer.kind) {
    case 'user':
      return succeed(viewer);
    case 'visitor':
      return fail('UNAUTHENTICATED', ACCOUNT_MESSAGES.notLoggedIn);
    case 'invalid':
      return fail('UNAUTHENTICATED', ACCOUNT_MESSAGES.sessionExpired);
  }
}
