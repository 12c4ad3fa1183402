/**
 * The PostgreSQL tables of the sales (storefront.md §3): vouchers, purchases and their items,
 * and the subscription plans users hold. Ownership follows from them: a product is owned through
 * a Succeeded purchase item, bought for oneself or gifted.
 */

import {
  CURRENCIES,
  DISCOUNT_TYPES,
  PAYMENT_TYPES,
  PURCHASE_STATUSES,
  VOUCHER_TYPES,
} from '@tenace/model';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.js';
import { users } from './pg-accounts.js';
import { products } from './pg-catalogue.js';
import { utc } from './pg-columns.js';
import { subscriptionPlans } from './pg-content.js';

/**
 * A voucher (storefront.md §3 "Voucher"). `value` is a percentage for Percentage vouchers and
 * minor units of `currency` for FixedValue ones, whose `balance` is what remains to spend.
 * Codes are stored upper-cased (storefront.md §5 "Promo code").
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    voucherType: text('voucher_type', { enum: VOUCHER_TYPES }).notNull(),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull(),
    value: integer('value').notNull(),
    currency: text('currency', { enum: CURRENCIES }),
    balance: integer('balance'),
    activationDate: utc('activation_date').notNull(),
    expiryDate: utc('expiry_date'),
    totalRedemptions: integer('total_redemptions'),
    remainingRedemptions: integer('remaining_redemptions'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The bought gift voucher's purchase item (one voucher per item); null for a promotion. */
    purchaseItemId: integer('purchase_item_id')
      .unique()
      .references((): AnyPgColumn => purchaseItems.id, { onDelete: 'set null' }),
    /**
     * Who holds a gift voucher's credit: the first account to redeem its code (signed in, or at
     * checkout). Only they may spend it or see its code; null while nobody has redeemed it, and
     * for a promotion, whose code is for everyone who has it.
     */
    holderUserId: integer('holder_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull(),
  },
  (table) => [
    check('vouchers_voucher_type_check', oneOf(table.voucherType, VOUCHER_TYPES)),
    check('vouchers_discount_type_check', oneOf(table.discountType, DISCOUNT_TYPES)),
    check('vouchers_currency_check', oneOf(table.currency, CURRENCIES)),
    check(
      'vouchers_value_check',
      sql`${table.value} >= 0 and (${table.discountType} <> 'Percentage' or ${table.value} <= 100)`,
    ),
    check(
      'vouchers_fixed_value_currency_check',
      sql`${table.discountType} <> 'FixedValue' or ${table.currency} is not null`,
    ),
  ],
);

/** An order (storefront.md §3 "Purchase"); `totalPrice` in minor units of `currency`. */
export const purchases = pgTable(
  'purchases',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    stripeId: text('stripe_id').unique(),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    totalPrice: integer('total_price').notNull(),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }),
    failureMessage: text('failure_message'),
    /** The provider's payment method paying this purchase (a card or an iDEAL payment). */
    paymentMethodId: text('payment_method_id'),
    /** Whether the buyer chose to keep the card (storefront.md §4 "Checkout": stored on success). */
    savePaymentMethod: boolean('save_payment_method').notNull().default(false),
    /** How it was paid, kept for the receipt when it succeeds (docs/decisions.md "Receipts"). */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    idealBank: text('ideal_bank'),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    purchaseDate: utc('purchase_date').notNull(),
    refundDate: utc('refund_date'),
    /**
     * The provider's invoice a subscription renewal was charged by (Stripe's `in_…`, or the local
     * provider's renewal of one period); null for a checkout. Unique, so a renewal is recorded once
     * however often its event comes (docs/decisions.md "Renewals").
     */
    renewalInvoiceId: text('renewal_invoice_id').unique(),
    /** When what a Succeeded purchase grants was done; null until then (reconciliation finishes it). */
    fulfilledAt: utc('fulfilled_at'),
    /**
     * The key the provider's payment is asked for with, recorded before the provider is asked
     * (docs/decisions.md "Checkout once"): a repeated request makes no second charge, and
     * reconciliation finds the payment by it when the process died before its id was kept.
     */
    idempotencyKey: text('idempotency_key').unique(),
    /**
     * The checkout's consents (legal/consent.ts): when the buyer accepted the terms (and which
     * version) and asked for immediate access to the digital content, losing the right of
     * withdrawal. Null on a renewal, which the first purchase's consent covers.
     */
    termsAcceptedAt: utc('terms_accepted_at'),
    termsVersion: text('terms_version'),
    immediateAccessConsentedAt: utc('immediate_access_consented_at'),
    updatedAt: utc('updated_at').notNull(),
  },
  (table) => [
    index('purchases_user_id_idx').on(table.userId),
    check('purchases_status_check', oneOf(table.status, PURCHASE_STATUSES)),
    check('purchases_currency_check', oneOf(table.currency, CURRENCIES)),
    check('purchases_payment_type_check', oneOf(table.paymentType, PAYMENT_TYPES)),
    check('purchases_total_price_check', sql`${table.totalPrice} >= 0`),
  ],
);

/**
 * One line of an order (storefront.md §3 "PurchaseItem"): a product or a subscription plan,
 * never both. A gift names its recipient; `giftedToUserId` is the recipient's account.
 */
export const purchaseItems = pgTable(
  'purchase_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    subscriptionPlanId: integer('subscription_plan_id').references(() => subscriptionPlans.id, {
      onDelete: 'restrict',
    }),
    price: integer('price').notNull(),
    discount: integer('discount').notNull(),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }),
    giftedToUserId: integer('gifted_to_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    giftToFirstName: text('gift_to_first_name'),
    giftToLastName: text('gift_to_last_name'),
    giftToEmail: text('gift_to_email'),
    giftMessage: text('gift_message'),
  },
  (table) => [
    index('purchase_items_purchase_id_idx').on(table.purchaseId),
    index('purchase_items_product_id_idx').on(table.productId),
    index('purchase_items_gifted_to_user_id_idx').on(table.giftedToUserId),
    check('purchase_items_discount_type_check', oneOf(table.discountType, DISCOUNT_TYPES)),
    check(
      'purchase_items_one_item_check',
      sql`(${table.productId} is null) <> (${table.subscriptionPlanId} is null)`,
    ),
    check('purchase_items_amounts_check', sql`${table.price} >= 0 and ${table.discount} >= 0`),
  ],
);

/**
 * What a buyer is paying for, one row per user and line (a product or subscription for
 * themselves, a gift by recipient, a gift voucher): the primary key makes "already owned or
 * already being bought" one atomic insert, so of racing checkouts of the same line only one goes
 * to the provider (docs/decisions.md "Checkout once"). It counts while its purchase waits or is
 * being fulfilled; once the purchase settles it is dropped (a stale one is dropped by the next
 * checkout of the line), and what was bought for oneself then shows as owned, which the checkout
 * checks after claiming.
 */
export const purchaseClaims = pgTable(
  'purchase_claims',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * `product:<id>` or `subscription:<id>` for oneself; `gift:…` and `gift-voucher:…` for lines
     * claimed only while paid for (checkouts.ts).
     */
    itemKey: text('item_key').notNull(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemKey] }),
    index('purchase_claims_purchase_id_idx').on(table.purchaseId),
  ],
);

/**
 * A plan a user holds (storefront.md §3 "UserSubscriptionPlan"): running while `endDateTime` is
 * empty or in the future (§4 "Subscriptions of a user").
 */
export const userSubscriptionPlans = pgTable(
  'user_subscription_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionPlanId: integer('subscription_plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    purchaseItemId: integer('purchase_item_id').references(() => purchaseItems.id, {
      onDelete: 'set null',
    }),
    startDateTime: utc('start_date_time').notNull(),
    endDateTime: utc('end_date_time'),
    /** The provider's subscription renewing this plan; null for a plan granted without one. */
    providerSubscriptionId: text('provider_subscription_id'),
    /**
     * Whether the provider's last renewal of this plan failed and is still unpaid (its subscription
     * `past_due` or `unpaid`): the user is in the red while any of their plans is (in-the-red.ts).
     */
    renewalUnpaid: boolean('renewal_unpaid').notNull().default(false),
  },
  (table) => [index('user_subscription_plans_user_id_idx').on(table.userId)],
);

/**
 * The embedded local payment provider's state (DESIGN.md "Decisions": the same lifecycle as
 * Stripe, kept in the database). Ids look like Stripe's with a `_local_` infix.
 */
export const localCustomers = pgTable('local_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  defaultPaymentMethodId: text('default_payment_method_id'),
  createdAt: utc('created_at').notNull(),
});

/**
 * A payment method of the local provider: a card (brand, last four digits, and how the test
 * number behaves; never the number itself) or an iDEAL payment with its bank.
 */
export const localPaymentMethods = pgTable(
  'local_payment_methods',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['card', 'ideal'] }).notNull(),
    customerId: text('customer_id'),
    brand: text('brand'),
    last4: text('last4'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    /** What a payment with this card does: succeed, require authentication, or decline. */
    behaviour: text('behaviour', { enum: ['succeed', 'authenticate', 'decline'] }),
    bank: text('bank'),
    billingName: text('billing_name'),
    billingEmail: text('billing_email'),
    createdAt: utc('created_at').notNull(),
  },
  (table) => [index('local_payment_methods_customer_id_idx').on(table.customerId)],
);

/** A payment intent of the local provider, with Stripe's statuses. */
export const localPaymentIntents = pgTable('local_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  paymentMethodId: text('payment_method_id'),
  customerId: text('customer_id'),
  /** JSON object of strings, as Stripe's metadata. */
  metadata: text('metadata').notNull(),
  lastError: text('last_error'),
  returnUrl: text('return_url'),
  amountRefunded: integer('amount_refunded').notNull(),
  /** The key it was created with: a repeated creation answers this intent (Stripe's idempotency). */
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: utc('created_at').notNull(),
  updatedAt: utc('updated_at').notNull(),
});

/** A recurring subscription of the local provider (monthly or yearly, renewed at period end). */
export const localSubscriptions = pgTable('local_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  interval: text('interval', { enum: ['month', 'year'] }).notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull(),
  currentPeriodEnd: utc('current_period_end').notNull(),
  /** The key it was created with: a repeated creation answers this subscription. */
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: utc('created_at').notNull(),
});
