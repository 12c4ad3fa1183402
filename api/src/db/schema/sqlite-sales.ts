/**
 * The SQLite tables of the sales, column for column those of `pg-sales.ts`
 * (see there for what each holds).
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
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
} from 'drizzle-orm/sqlite-core';
import { oneOf } from './one-of.js';
import { users } from './sqlite-accounts.js';
import { products } from './sqlite-catalogue.js';
import { flag, utc } from './sqlite-columns.js';
import { subscriptionPlans } from './sqlite-content.js';

export const vouchers = sqliteTable(
  'vouchers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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
      .references((): AnySQLiteColumn => purchaseItems.id, { onDelete: 'set null' }),
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

export const purchases = sqliteTable(
  'purchases',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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
    savePaymentMethod: flag('save_payment_method').notNull().default(false),
    /** How it was paid, kept for the receipt when it succeeds (docs/decisions.md "Receipts"). */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    idealBank: text('ideal_bank'),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    purchaseDate: utc('purchase_date').notNull(),
    refundDate: utc('refund_date'),
    renewalInvoiceId: text('renewal_invoice_id').unique(),
    /** When what a Succeeded purchase grants was done; null until then (reconciliation finishes it). */
    fulfilledAt: utc('fulfilled_at'),
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

export const purchaseItems = sqliteTable(
  'purchase_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

export const purchaseClaims = sqliteTable(
  'purchase_claims',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `product:<id>` or `subscription:<id>`. */
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

export const userSubscriptionPlans = sqliteTable(
  'user_subscription_plans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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
    renewalUnpaid: flag('renewal_unpaid').notNull().default(false),
  },
  (table) => [index('user_subscription_plans_user_id_idx').on(table.userId)],
);

/** The embedded local payment provider's state: see `pg-sales.ts`. */
export const localCustomers = sqliteTable('local_customers', {
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
export const localPaymentMethods = sqliteTable(
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
export const localPaymentIntents = sqliteTable('local_payment_intents', {
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
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: utc('created_at').notNull(),
  updatedAt: utc('updated_at').notNull(),
});

/** A recurring subscription of the local provider (monthly or yearly, renewed at period end). */
export const localSubscriptions = sqliteTable('local_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  interval: text('interval', { enum: ['month', 'year'] }).notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  cancelAtPeriodEnd: flag('cancel_at_period_end').notNull(),
  currentPeriodEnd: utc('current_period_end').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: utc('created_at').notNull(),
});
