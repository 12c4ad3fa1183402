import type { HeldGiftRepository } from '../../repositories/held-gifts.js';
import type { UserRow } from '../../repositories/users.js';
import { type Fulfilment, periodEnd } from './fulfilment.js';
import type { SalesDeps } from './sales-deps.js';

/**
 * The gifts that waited for their recipient to prove the address (fulfilment's linkRecipient
 * holds a gift for an unconfirmed registration; docs/decisions.md "Account addresses"), linked
 * once the account proves it: each is linked as at fulfilment, a gifted plan starts its prepaid
 * term now (the recipient could not use it before), and the recipient is e-mailed. A bought gift
 * voucher is left alone: its code went to the buyer to pass on when it was issued.
 */
export function createHeldGifts(
  deps: SalesDeps & { readonly heldGifts: HeldGiftRepository },
  fulfilment: Fulfilment,
) {
  return {
    async linkHeldGifts(user: UserRow): Promise<void> {
      for (const { item, purchase } of await deps.heldGifts.unlinked(user.email)) {
        const named = await fulfilment.titles([item]);
        if (named.isGiftVoucher(item)) continue;
        const buyer = await deps.users.byId(purchase.userId);
        if (buyer === undefined) continue;
        const linked = await fulfilment.linkRecipient(item, buyer);
        if (linked === undefined || !linked.linkedNow) continue;
        const plan = named.plan(item);
        if (plan !== undefined && (await deps.purchases.userPlanOfItem(item.id)) === undefined) {
          const time = deps.now();
          await deps.purchases.insertUserSubscriptionPlan({
            userId: linked.recipient.id,
            subscriptionPlanId: plan.plan.id,
            purchaseItemId: item.id,
            startDateTime: time,
            endDateTime: periodEnd(time, plan.plan.type),
            providerSubscriptionId: null,
          });
        }
        await fulfilment.mailRecipient(item, linked.recipient, buyer, named.of(item));
      }
    },
  };
}
