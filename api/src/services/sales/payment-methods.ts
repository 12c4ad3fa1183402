import { fail, type Outcome, succeed } from '../../failure.js';
import { PaymentProviderError, type ProviderCard } from '../../payments/provider.js';
import type { UserRow } from '../../repositories/users.js';
import { type Caller, requireUser } from '../accounts/session-service.js';
import { toUserView, type UserView } from '../accounts/user-view.js';
import { SALES_MESSAGES } from './messages.js';
import type { PurchaseService } from './purchase-service.js';
import type { SalesDeps } from './sales-deps.js';
import { type PaymentMethodView, presentCard } from './sales-views.js';

/** A provider refusal answered with the provider's own message (storefront.md §7). */
async function providerCall<T>(call: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return succeed(await call());
  } catch (error) {
    if (error instanceof PaymentProviderError) return fail('BAD_USER_INPUT', error.message);
    throw error;
  }
}

/**
 * Saved cards (storefront.md §4 "Cards", account payment tab): always the signed-in user's own,
 * on their provider customer. The customer id a client sends must be theirs.
 */
export function createPaymentMethodService(deps: SalesDeps, purchases: PurchaseService) {
  const signedInUser = async (
    caller: Caller,
    customerId?: string | null,
  ): Promise<Outcome<UserRow>> => {
    const signedIn = await requireUser(caller);
    if (!signedIn.ok) return signedIn;
    const { user } = signedIn.value;
    if (customerId != null && customerId !== user.stripeCustomerId)
      return fail('FORBIDDEN', SALES_MESSAGES.wrongUser);
    return succeed(user);
  };

  /** One of the user's cards, else NOT_FOUND. */
  const ownCard = async (user: UserRow, id: string): Promise<Outcome<ProviderCard>> => {
    const card = await deps.provider.paymentMethod(id);
    if (
      card === undefined ||
      user.stripeCustomerId === null ||
      card.customerId !== user.stripeCustomerId
    )
      return fail('NOT_FOUND', SALES_MESSAGES.cardNotFound);
    return succeed(card);
  };

  const makeDefault = async (user: UserRow, card: ProviderCard) => {
    await deps.provider.setDefaultPaymentMethod(user.stripeCustomerId ?? '', card.id);
    // storefront.md §4 "Cards": making a card default clears inTheRed.
    const updated = await deps.users.update(user.id, {
      stripePaymentMethodId: card.id,
      inTheRed: false,
      updatedAt: deps.now(),
    });
    return updated === undefined || updated === 'EMAIL_TAKEN' ? user : updated;
  };

  /** Whether a running plan renews with the user's default card (storefront.md §4 "Cards"). */
  const defaultInUse = async (user: UserRow): Promise<boolean> => {
    if (user.stripePaymentMethodId === null) return false;
    const now = deps.now().getTime();
    return (await deps.purchases.userPlans(user.id)).some(
      ({ userPlan }) =>
        userPlan.providerSubscriptionId !== null &&
        (userPlan.endDateTime === null || userPlan.endDateTime.getTime() > now),
    );
  };

  return {
    /** The user's cards, oldest first, the default marked, and whether a running plan uses it. */
    async paymentMethodsByCustomerId(
      caller: Caller,
      args: { stripeCustomerId?: string | null },
    ): Promise<Outcome<PaymentMethodView[]>> {
      const user = await signedInUser(caller, args.stripeCustomerId);
      if (!user.ok) return user;
      if (user.value.stripeCustomerId === null) return succeed([]);
      const cards = await deps.provider.paymentMethods(user.value.stripeCustomerId);
      const inUse = await defaultInUse(user.value);
      return succeed(
        cards.map((card) => presentCard(card, user.value.stripePaymentMethodId, inUse)),
      );
    },

    async paymentMethodById(
      caller: Caller,
      args: { id: string },
    ): Promise<Outcome<PaymentMethodView>> {
      const user = await signedInUser(caller);
      if (!user.ok) return user;
      const card = await ownCard(user.value, args.id);
      if (!card.ok) return card;
      const { stripePaymentMethodId } = user.value;
      return succeed(
        presentCard(card.value, stripePaymentMethodId, await defaultInUse(user.value)),
      );
    },

    /**
     * Saves a card made in the browser on the user's customer (made on first need). A user
     * without a default card gets this one as default (storefront.md §4 "Cards").
     */
    async attachPaymentMethod(
      caller: Caller,
      args: { id: string; stripeCustomerId?: string | null },
    ): Promise<Outcome<PaymentMethodView>> {
      const user = await signedInUser(caller, args.stripeCustomerId);
      if (!user.ok) return user;
      const customerId = await purchases.customerOf(user.value);
      const card = await providerCall(() => deps.provider.attachPaymentMethod(args.id, customerId));
      if (!card.ok) return card;
      let holder: UserRow = { ...user.value, stripeCustomerId: customerId };
      if (holder.stripePaymentMethodId === null) holder = await makeDefault(holder, card.value);
      return succeed(presentCard(card.value, holder.stripePaymentMethodId));
    },

    /**
     * Deletes a saved card ('Card deleted'). The default card is kept while a running
     * subscription renews with it (storefront.md §8's warning); a deleted default is replaced
     * by the newest card left.
     */
    async detachPaymentMethod(caller: Caller, args: { id: string }): Promise<Outcome<boolean>> {
      const user = await signedInUser(caller);
      if (!user.ok) return user;
      const card = await ownCard(user.value, args.id);
      if (!card.ok) return card;
      if (user.value.stripePaymentMethodId === card.value.id && (await defaultInUse(user.value)))
        return fail('BAD_USER_INPUT', SALES_MESSAGES.defaultCardInUse);
      const detached = await providerCall(() => deps.provider.detachPaymentMethod(card.value.id));
      if (!detached.ok) return detached;
      if (user.value.stripePaymentMethodId === card.value.id) {
        // docs/decisions.md "A new default card": the newest card left takes the default's
        // place, so checkout's initial choice (storefront.md §4) still finds a saved card.
        const left = await deps.provider.paymentMethods(card.value.customerId ?? '');
        const newest = left.at(-1);
        if (newest === undefined)
          await deps.users.update(user.value.id, {
            stripePaymentMethodId: null,
            updatedAt: deps.now(),
          });
        else await makeDefault(user.value, newest);
      }
      return succeed(true);
    },

    /** Makes one of the user's cards the default; `userId`, when sent, must be the caller. */
    async setDefaultPaymentMethod(
      caller: Caller,
      args: { id: string; stripeCustomerId?: string | null; userId?: number | null },
    ): Promise<Outcome<UserView>> {
      const user = await signedInUser(caller, args.stripeCustomerId);
      if (!user.ok) return user;
      if (args.userId != null && args.userId !== user.value.id)
        return fail('FORBIDDEN', SALES_MESSAGES.wrongUser);
      const card = await ownCard(user.value, args.id);
      if (!card.ok) return card;
      return succeed(toUserView(await makeDefault(user.value, card.value), null));
    },
  };
}
