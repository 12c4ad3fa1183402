import type { Resolvers } from '../graphql/resolvers.js';
import { unwrap } from '../graphql/unwrap.js';
import type { PurchaseItemView, PurchaseView, VoucherView } from '../services/sales/sales-views.js';

/** schema/sales.graphql: one line each. */
export const salesResolvers = {
  Query: {
    purchaseById: async (ctx, args) => unwrap(await ctx.services.sales.purchaseById(ctx, args)),
    purchaseByStripeId: async (ctx, args) =>
      unwrap(await ctx.services.sales.purchaseByStripeId(ctx, args)),
    userPurchases: async (ctx) => unwrap(await ctx.services.sales.userPurchases(ctx)),
    userSubscriptionPlans: async (ctx) =>
      unwrap(await ctx.services.sales.userSubscriptionPlans(ctx)),
    paymentMethodsByCustomerId: async (ctx, args) =>
      unwrap(await ctx.services.sales.paymentMethodsByCustomerId(ctx, args)),
    paymentMethodById: async (ctx, args) =>
      unwrap(await ctx.services.sales.paymentMethodById(ctx, args)),
  },
  Mutation: {
    createPurchase: async (ctx, args) => unwrap(await ctx.services.sales.createPurchase(ctx, args)),
    completePurchase: async (ctx, args) =>
      unwrap(await ctx.services.sales.completePurchase(ctx, args)),
    failPurchase: async (ctx, args) => unwrap(await ctx.services.sales.failPurchase(ctx, args)),
    redeemVoucher: async (ctx, args) => unwrap(await ctx.services.sales.redeemVoucher(ctx, args)),
    createGift: async (ctx, args) => unwrap(await ctx.services.sales.createGift(ctx, args)),
    createGiftRecipient: async (ctx, args) =>
      unwrap(await ctx.services.sales.createGiftRecipient(ctx, args)),
    createGiftPurchaser: async (ctx, args) =>
      unwrap(await ctx.services.sales.createGiftPurchaser(ctx, args)),
    resendGiftEmail: async (ctx, args) =>
      unwrap(await ctx.services.sales.resendGiftEmail(ctx, args)),
    attachPaymentMethod: async (ctx, args) =>
      unwrap(await ctx.services.sales.attachPaymentMethod(ctx, args)),
    detachPaymentMethod: async (ctx, args) =>
      unwrap(await ctx.services.sales.detachPaymentMethod(ctx, args)),
    setDefaultPaymentMethod: async (ctx, args) =>
      unwrap(await ctx.services.sales.setDefaultPaymentMethod(ctx, args)),
    cancelSubscription: async (ctx, args) =>
      unwrap(await ctx.services.sales.cancelSubscription(ctx, args)),
    changeSubscription: async (ctx, args) =>
      unwrap(await ctx.services.sales.changeSubscription(ctx, args)),
    restoreSubscription: async (ctx, args) =>
      unwrap(await ctx.services.sales.restoreSubscription(ctx, args)),
  },
  fields: {
    Purchase: {
      paymentIntent: (ctx, purchase: PurchaseView) => ctx.services.sales.paymentIntentOf(purchase),
      user: (ctx, purchase: PurchaseView) => ctx.services.sales.buyerOf(purchase),
      voucher: (ctx, purchase: PurchaseView) => ctx.services.sales.voucherOf(ctx, purchase),
    },
    PurchaseItem: {
      product: (ctx, item: PurchaseItemView) => ctx.services.sales.productOf(ctx, item.productId),
      subscriptionPlan: (ctx, item: PurchaseItemView) =>
        ctx.services.sales.heldPlanOf(item.subscriptionPlanId),
    },
    Voucher: {
      product: (ctx, voucher: VoucherView) => ctx.services.sales.productOf(ctx, voucher.productId),
    },
  },
} satisfies Resolvers;
