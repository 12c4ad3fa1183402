import {
  type Currency,
  type DiscountType,
  formatMoney,
  type PaymentType,
  type PlanType,
  type PurchaseStatus,
  toMajorUnits,
  type VoucherType,
} from '@tenace/model';
import type { ProviderCard, ProviderIntent } from '../../payments/provider.js';
import type { PurchaseItemRow, PurchaseRow, UserPlanRecord } from '../../repositories/purchases.js';
import type { VoucherRow } from '../../repositories/vouchers.js';
import { orderNumber } from './order-number.js';
import { isPrepaidTerm } from './prepaid-term.js';
import { discountOf, type PaymentDescription, paymentOf } from './receipt.js';

/** The GraphQL `PaymentIntent`: what the browser needs to confirm a payment (storefront.md §3). */
export interface PaymentIntentView {
  readonly id: string;
  readonly client_secret: string;
  readonly payment_method: string | null;
  readonly status: string;
  readonly next_action_url: string | null;
}

/** The GraphQL `PurchaseItem`; `product` and `subscriptionPlan` are resolved on demand. */
export interface PurchaseItemView {
  readonly id: number;
  readonly price: number;
  readonly discount: number;
  readonly discountType: DiscountType | null;
  readonly productId: number | null;
  readonly subscriptionPlanId: number | null;
  readonly giftedToUserId: number | null;
  readonly gift: {
    readonly toFirstName: string;
    readonly toLastName: string;
    readonly toEmail: string;
    readonly message: string | null;
  } | null;
}

/** The GraphQL `Purchase`; `user`, `voucher` and `paymentIntent` are resolved on demand. */
export interface PurchaseView {
  readonly id: number;
  readonly orderNumber: string;
  readonly userId: number;
  readonly voucherId: number | null;
  readonly stripeId: string | null;
  readonly purchaseDate: string;
  readonly refundDate: string | null;
  readonly totalPrice: number;
  readonly totalPriceFormatted: string;
  readonly currency: Currency;
  readonly status: PurchaseStatus;
  readonly failureMessage: string | null;
  readonly paymentType: PaymentType | null;
  readonly paidWith: PaidWithView | null;
  readonly discountFormatted: string | null;
  readonly purchaseItems: readonly PurchaseItemView[];
}

/** The GraphQL `PaidWith`. */
export interface PaidWithView {
  readonly type: PaymentType;
  readonly cardBrand: string | null;
  readonly cardLast4: string | null;
  readonly bank: string | null;
}

function presentPaidWith(paid: PaymentDescription): PaidWithView {
  return {
    type: paid.type,
    cardBrand: paid.type === 'Card' ? paid.brand : null,
    cardLast4: paid.type === 'Card' ? paid.last4 : null,
    bank: paid.type === 'Ideal' ? paid.bank : null,
  };
}

/** The GraphQL `Voucher`; amounts of FixedValue vouchers in major units. */
export interface VoucherView {
  readonly id: number;
  readonly code: string;
  readonly value: number;
  readonly voucherType: VoucherType;
  readonly discountType: DiscountType;
  readonly currency: Currency | null;
  readonly balance: number | null;
  readonly activationDate: string;
  readonly expiryDate: string | null;
  readonly totalRedemptions: number | null;
  readonly remainingRedemptions: number | null;
  readonly productId: number | null;
  readonly dateCreated: string;
}

/** The GraphQL `PaymentMethod` (storefront.md §3: id, last4, cardType). */
export interface PaymentMethodView {
  readonly id: string;
  readonly last4: string;
  readonly cardType: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly isDefault: boolean;
  /** The default card of a running plan: it cannot be deleted (storefront.md §8). */
  readonly inUse: boolean;
}

/** The GraphQL `UserSubscriptionPlan` (storefront.md §3). */
export interface UserPlanView {
  readonly id: number;
  readonly startDateTime: string;
  readonly endDateTime: string | null;
  readonly gift: boolean;
  readonly prepaid: boolean;
  readonly subscriptionPlan: {
    readonly id: number;
    readonly type: PlanType;
    readonly subscriptionId: number;
    readonly subscriptionTitle: string;
  };
}

export function presentIntent(intent: ProviderIntent): PaymentIntentView {
  return {
    id: intent.id,
    client_secret: intent.clientSecret,
    payment_method: intent.paymentMethodId,
    status: intent.status,
    next_action_url: intent.nextActionUrl,
  };
}

export function presentItem(item: PurchaseItemRow): PurchaseItemView {
  return {
    id: item.id,
    price: toMajorUnits(item.price),
    discount: toMajorUnits(item.discount),
    discountType: item.discountType,
    productId: item.productId,
    subscriptionPlanId: item.subscriptionPlanId,
    giftedToUserId: item.giftedToUserId,
    gift:
      item.giftToEmail === null
        ? null
        : {
            toFirstName: item.giftToFirstName ?? '',
            toLastName: item.giftToLastName ?? '',
            toEmail: item.giftToEmail,
            message: item.giftMessage,
          },
  };
}

export function presentPurchase(
  purchase: PurchaseRow,
  items: readonly PurchaseItemRow[],
): PurchaseView {
  const own = items.filter((item) => item.purchaseId === purchase.id);
  const discount = discountOf(own);
  return {
    id: purchase.id,
    orderNumber: orderNumber(purchase.id),
    userId: purchase.userId,
    voucherId: purchase.voucherId,
    stripeId: purchase.stripeId,
    purchaseDate: purchase.purchaseDate.toISOString(),
    refundDate: purchase.refundDate?.toISOString() ?? null,
    totalPrice: toMajorUnits(purchase.totalPrice),
    totalPriceFormatted: formatMoney(purchase.totalPrice, purchase.currency),
    currency: purchase.currency,
    status: purchase.status,
    failureMessage: purchase.failureMessage,
    paymentType: purchase.paymentType,
    paidWith: ['Succeeded', 'Refunded'].includes(purchase.status)
      ? presentPaidWith(paymentOf(purchase))
      : null,
    discountFormatted: discount === 0 ? null : formatMoney(discount, purchase.currency),
    purchaseItems: own.map(presentItem),
  };
}

export function presentVoucher(voucher: VoucherRow): VoucherView {
  const money = (amount: number | null) =>
    amount === null ? null : voucher.discountType === 'FixedValue' ? toMajorUnits(amount) : amount;
  return {
    id: voucher.id,
    code: voucher.code,
    value: money(voucher.value) ?? 0,
    voucherType: voucher.voucherType,
    discountType: voucher.discountType,
    currency: voucher.currency,
    balance: money(voucher.balance),
    activationDate: voucher.activationDate.toISOString(),
    expiryDate: voucher.expiryDate?.toISOString() ?? null,
    totalRedemptions: voucher.totalRedemptions,
    remainingRedemptions: voucher.remainingRedemptions,
    productId: voucher.productId,
    dateCreated: voucher.createdAt.toISOString(),
  };
}

export function presentCard(
  card: ProviderCard,
  defaultId: string | null,
  defaultInUse = false,
): PaymentMethodView {
  return {
    id: card.id,
    last4: card.last4,
    cardType: card.brand,
    expMonth: card.expMonth,
    expYear: card.expYear,
    isDefault: card.id === defaultId,
    inUse: defaultInUse && card.id === defaultId,
  };
}

export function presentUserPlan(record: UserPlanRecord): UserPlanView {
  const { userPlan, plan, subscriptionTitle, giftToEmail } = record;
  return {
    id: userPlan.id,
    startDateTime: userPlan.startDateTime.toISOString(),
    endDateTime: userPlan.endDateTime?.toISOString() ?? null,
    gift: giftToEmail !== null,
    prepaid: isPrepaidTerm(record),
    subscriptionPlan: {
      id: plan.id,
      type: plan.type,
      subscriptionId: plan.subscriptionId,
      subscriptionTitle,
    },
  };
}
