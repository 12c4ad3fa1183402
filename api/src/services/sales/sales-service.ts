import type { HeldGiftRepository } from '../../repositories/held-gifts.js';
import type { SubscriptionPlanRepository } from '../../repositories/subscription-plans.js';
import type { Caller } from '../accounts/session-service.js';
import { toUserView, type UserView } from '../accounts/user-view.js';
import { currencyFor, presentProducts } from '../catalogue/present.js';
import type { ProductView } from '../catalogue/views.js';
import { createFulfilment } from './fulfilment.js';
import { createGiftService } from './gift-service.js';
import { createHeldGifts } from './held-gifts.js';
import { createPaymentMethodService } from './payment-methods.js';
import { createPurchaseService } from './purchase-service.js';
import type { SalesDeps } from './sales-deps.js';
import {
  type PaymentIntentView,
  type PurchaseView,
  presentIntent,
  presentVoucher,
  type UserPlanView,
  type VoucherView,
} from './sales-views.js';
import { createUserPlanService } from './user-plans.js';
import { maySeeCode } from './voucher-holders.js';
import { createVoucherService } from './voucher-service.js';

/**
 * The store's sales (storefront.md §4 "Cart", "Checkout", "Payment return", "Subscriptions of a
 * user", "Cards"; §7): purchases, saved cards, vouchers, gifts and the plans users hold.
 */
export function createSalesService(
  deps: SalesDeps & {
    readonly plans: SubscriptionPlanRepository;
    readonly heldGifts: HeldGiftRepository;
  },
) {
  const fulfilment = createFulfilment(deps);
  const purchases = createPurchaseService(deps, fulfilment);
  return {
    ...purchases,
    ...createPaymentMethodService(deps, purchases),
    ...createVoucherService(deps),
    ...createGiftService(deps, fulfilment),
    ...createHeldGifts(deps, fulfilment),
    ...createUserPlanService(deps),

    /** A purchase's provider intent, for the browser to confirm (its buyer only sees it). */
    async paymentIntentOf(purchase: PurchaseView): Promise<PaymentIntentView | null> {
      if (purchase.stripeId === null) return null;
      const intent = await deps.provider.paymentIntent(purchase.stripeId);
      return intent === undefined ? null : presentIntent(intent);
    },

    /**
     * The voucher a purchase spent, for whoever may see its code (voucher-holders.ts): anyone
     * who sees the purchase for a promotion, only its holder for a gift voucher.
     */
    async voucherOf(caller: Caller, purchase: PurchaseView): Promise<VoucherView | null> {
      if (purchase.voucherId === null) return null;
      const voucher = await deps.vouchers.byId(purchase.voucherId);
      if (voucher === undefined) return null;
      const viewer = await caller.viewer();
      return maySeeCode(voucher, viewer.kind === 'user' ? viewer.user.id : undefined)
        ? presentVoucher(voucher)
        : null;
    },

    /**
     * A bought product as the buyer sees it in their history, on sale or not, in the purchase's
     * currency.
     */
    async productOf(caller: Caller, productId: number | null): Promise<ProductView | null> {
      if (productId === null) return null;
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return null;
      const records = await deps.products.records([productId]);
      const [view] = await presentProducts(
        deps.tags,
        records,
        reader.value,
        currencyFor(reader.value, null),
      );
      return view ?? null;
    },

    /** The buyer of a purchase the caller may see (their own, or any for an Admin). */
    async buyerOf(purchase: PurchaseView): Promise<UserView | null> {
      const user = await deps.users.byId(purchase.userId);
      return user === undefined ? null : toUserView(user, null);
    },

    async heldPlanOf(planId: number | null): Promise<UserPlanView['subscriptionPlan'] | null> {
      if (planId === null) return null;
      const [record] = await deps.purchases.salePlans([planId]);
      return record === undefined
        ? null
        : {
            id: record.plan.id,
            type: record.plan.type,
            subscriptionId: record.plan.subscriptionId,
            subscriptionTitle: record.subscriptionTitle,
          };
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
