import type { Currency, PaymentType, PurchaseStatus } from '@tenace/model';
import type { RequestContext } from '../context.js';
import type { Resolvers } from '../graphql/schema.js';
import { unwrap } from '../graphql/unwrap.js';
import type { CartItemInput } from '../services/sales/cart-pricing.js';
import type { CreatePurchaseArgs } from '../services/sales/purchase-service.js';
import type { PurchaseItemView, PurchaseView, VoucherView } from '../services/sales/sales-views.js';

type Ctx = RequestContext;
type PlanArgs = { userSubscriptionPlanId: number };
type ItemArgs = { purchaseItemId: number };

/** schema/sales.graphql: one line each. */
export const salesResolvers = {
  Query: {
    purchaseById: async (ctx: Ctx, args: { id: number }) =>
      unwrap(await ctx.services.sales.purchaseById(ctx, args)),
    purchaseByStripeId: async (ctx: Ctx, args: { stripeId: string }) =>
      unwrap(await ctx.services.sales.purchaseByStripeId(ctx, args)),
    userPurchases: async (ctx: Ctx) => unwrap(await ctx.services.sales.userPurchases(ctx)),
    userSubscriptionPlans: async (ctx: Ctx) =>
      unwrap(await ctx.services.sales.userSubscriptionPlans(ctx)),
    paymentMethodsByCustomerId: async (ctx: Ctx, args: { stripeCustomerId?: string | null }) =>
      unwrap(await ctx.services.sales.paymentMethodsByCustomerId(ctx, args)),
    paymentMethodById: async (ctx: Ctx, args: { id: string }) =>
      unwrap(await ctx.services.sales.paymentMethodById(ctx, args)),
  },
  Mutation: {
    createPurchase: async (
      ctx: Ctx,
      args: CreatePurchaseArgs & {
        currency: Currency;
        status?: PurchaseStatus | null;
        cart: CartItemInput[];
        paymentType?: PaymentType | null;
      },
    ) => unwrap(await ctx.services.sales.createPurchase(ctx, args)),
    completePurchase: async (ctx: Ctx, args: { id: number }) =>
      unwrap(await ctx.services.sales.completePurchase(ctx, args)),
    failPurchase: async (ctx: Ctx, args: { id: number; failureMessage?: string | null }) =>
      unwrap(await ctx.services.sales.failPurchase(ctx, args)),
    redeemVoucher: async (ctx: Ctx, args: { code: string }) =>
      unwrap(await ctx.services.sales.redeemVoucher(ctx, args)),
    createGift: async (ctx: Ctx, args: { purchaseId: number; message?: string | null }) =>
      unwrap(await ctx.services.sales.createGift(ctx, args)),
    createGiftRecipient: async (ctx: Ctx, args: ItemArgs) =>
      unwrap(await ctx.services.sales.createGiftRecipient(ctx, args)),
    createGiftPurchaser: async (ctx: Ctx, args: ItemArgs) =>
      unwrap(await ctx.services.sales.createGiftPurchaser(ctx, args)),
    resendGiftEmail: async (ctx: Ctx, args: ItemArgs) =>
      unwrap(await ctx.services.sales.resendGiftEmail(ctx, args)),
    attachPaymentMethod: async (ctx: Ctx, args: { id: string; stripeCustomerId?: string | null }) =>
      unwrap(await ctx.services.sales.attachPaymentMethod(ctx, args)),
    detachPaymentMethod: async (ctx: Ctx, args: { id: string }) =>
      unwrap(await ctx.services.sales.detachPaymentMethod(ctx, args)),
    setDefaultPaymentMethod: async (
      ctx: Ctx,
      args: { id: string; stripeCustomerId?: string | null; userId?: number | null },
    ) => unwrap(await ctx.services.sales.setDefaultPaymentMethod(ctx, args)),
    cancelSubscription: async (ctx: Ctx, args: PlanArgs) =>
      unwrap(await ctx.services.sales.cancelSubscription(ctx, args)),
    changeSubscription: async (ctx: Ctx, args: PlanArgs) =>
      unwrap(await ctx.services.sales.changeSubscription(ctx, args)),
    restoreSubscription: async (ctx: Ctx, args: PlanArgs) =>
      unwrap(await ctx.services.sales.restoreSubscription(ctx, args)),
  },
  fields: {
    Purchase: {
      paymentIntent: (ctx: Ctx, purchase: PurchaseView) =>
        ctx.services.sales.paymentIntentOf(purchase),
      user: (ctx: Ctx, purchase: PurchaseView) => ctx.services.sales.buyerOf(purchase),
      voucher: (ctx: Ctx, purchase: PurchaseView) => ctx.services.sales.voucherOf(ctx, purchase),
    },
    PurchaseItem: {
      product: (ctx: Ctx, item: PurchaseItemView) =>
        ctx.services.sales.productOf(ctx, item.productId),
      subscriptionPlan: (ctx: Ctx, item: PurchaseItemView) =>
        ctx.services.sales.heldPlanOf(item.subscriptionPlanId),
    },
    Voucher: {
      product: (ctx: Ctx, voucher: VoucherView) =>
        ctx.services.sales.productOf(ctx, voucher.productId),
    },
  },
} satisfies Resolvers;
