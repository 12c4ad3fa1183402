/**
 * The plans the signed-in user holds already (storefront.md §3 User.activeSubscriptions): every
 * plan of a subscription they hold running, for the cart to flag a plan put in it before the
 * login (§4 Cart). Asked only while the cart holds a plan for oneself, with the subscriptions
 * query the cart's pricing reads already (CartPricing).
 */
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { type HeldPlans, NOTHING_OWNED } from '../catalogue/owned-products.js';
import { SubscriptionsDocument } from '../graphql/documents/Subscriptions.generated.js';
import type { Cart } from '../lib/cart.js';
import { localeAtom } from '../state/locale.js';
import { useActiveSubscriptions } from './use-active-subscriptions.js';

export function useHeldPlans(cart: Cart): HeldPlans {
  const { currency } = useAtomValue(localeAtom);
  const active = useActiveSubscriptions();
  const wanted =
    active.ids.length > 0 &&
    cart.items.some((item) => item.type === 'Subscription' && item.gift === undefined);
  const [{ data }] = useQuery({
    query: SubscriptionsDocument,
    variables: { currency },
    pause: !wanted,
  });
  return useMemo(() => {
    if (!wanted || data === undefined) return NOTHING_OWNED;
    return new Set(
      (data.subscriptions ?? [])
        .filter((subscription) => active.ids.includes(subscription.id))
        .flatMap((subscription) => subscription.subscriptionPlans.map((plan) => plan.id)),
    );
  }, [wanted, data, active.ids]);
}
