import { fail, type Outcome, succeed } from '../../failure.js';
import type { OwnershipRepository } from '../../repositories/ownership.js';
import type { UserRow } from '../../repositories/users.js';
import { ACCOUNT_MESSAGES } from '../accounts/messages.js';
import type { Caller } from '../accounts/session-service.js';

/** Content as far as its ownership by staff goes: who made it, and whose account its author is. */
export interface ContentOwners {
  readonly createdById: number | null;
  readonly authorUserId: number | null;
}

/** Whether a subscription is held: running, ended, or never held (storefront.md §4). */
export type SubscriptionStanding = 'active' | 'expired' | 'none';

/**
 * Who is reading, and what they may see: the signed-in user (undefined for a visitor), what they
 * own and which subscriptions they hold. Looked up once per request, when first needed.
 */
export interface Reader {
  readonly user: UserRow | undefined;
  /**
   * Whether the reader may preview this content as staff (DESIGN.md "Decisions"): Admin and
   * Editor any content; a Publisher only their own (made by them, or by the author they are).
   */
  mayPreview(owners: ContentOwners): boolean;
  owns(productId: number): Promise<boolean>;
  subscription(subscriptionId: number): Promise<SubscriptionStanding>;
}

/** Builds the {@link Reader} of a request, once per caller. */
export interface ReaderSource {
  /** The caller's reader; a bad or expired token is UNAUTHENTICATED. */
  of(caller: Caller): Promise<Outcome<Reader>>;
}

/**
 * @example
 * const readers = createReaderSource({ ownership, now });
 * const reader = await readers.of(caller);
 * if (reader.ok && (await reader.value.owns(12))) { … }
 */
export function createReaderSource(deps: {
  readonly ownership: OwnershipRepository;
  readonly now: () => Date;
}): ReaderSource {
  const cache = new WeakMap<Caller, Promise<Outcome<Reader>>>();
  const build = async (caller: Caller): Promise<Outcome<Reader>> => {
    const viewer = await caller.viewer();
    if (viewer.kind === 'invalid') return fail('UNAUTHENTICATED', ACCOUNT_MESSAGES.sessionExpired);
    return succeed(readerFor(viewer.kind === 'user' ? viewer.user : undefined, deps));
  };
  return {
    of(caller) {
      let reader = cache.get(caller);
      if (reader === undefined) {
        reader = build(caller);
        cache.set(caller, reader);
      }
      return reader;
    },
  };
}

function readerFor(
  user: UserRow | undefined,
  deps: { readonly ownership: OwnershipRepository; readonly now: () => Date },
): Reader {
  let owned: Promise<Set<number>> | undefined;
  let held: Promise<Map<number, SubscriptionStanding>> | undefined;
  const ownedSet = () => {
    owned ??=
      user === undefined
        ? Promise.resolve(new Set<number>())
        : deps.ownership.ownedProductIds(user.id).then((ids) => new Set(ids));
    return owned;
  };
  const standings = () => {
    held ??= (async () => {
      const result = new Map<number, SubscriptionStanding>();
      if (user === undefined) return result;
      const now = deps.now().getTime();
      for (const { subscriptionId, endDateTime } of await deps.ownership.heldSubscriptions(
        user.id,
      )) {
        const running = endDateTime === null || endDateTime.getTime() > now;
        if (running) result.set(subscriptionId, 'active');
        else if (!result.has(subscriptionId)) result.set(subscriptionId, 'expired');
      }
      return result;
    })();
    return held;
  };
  const type = user?.type;
  return {
    user,
    mayPreview(owners) {
      if (type === 'Admin' || type === 'Editor') return true;
      if (type !== 'Publisher' || user === undefined) return false;
      return owners.createdById === user.id || owners.authorUserId === user.id;
    },
    async owns(productId) {
      return (await ownedSet()).has(productId);
    },
    async subscription(subscriptionId) {
      return (await standings()).get(subscriptionId) ?? 'none';
    },
  };
}
