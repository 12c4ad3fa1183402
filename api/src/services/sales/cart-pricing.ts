import { type Currency, voucherDiscounts } from '@tenace/model';
import { fail, type Outcome, succeed } from '../../failure.js';
import type { CartItemInput } from '../../generated/schema-types.js';
import type { ProductRecord } from '../../repositories/products.js';
import type { NewPurchaseItem, SalePlanRecord } from '../../repositories/purchases.js';
import type { VoucherRow } from '../../repositories/vouchers.js';
import { normaliseEmail } from '../../validation/rules.js';
import type { Reader } from '../access/reader.js';
import { amountIn } from '../catalogue/money.js';
import { checkGift } from './gift-rules.js';
import { SALES_MESSAGES } from './messages.js';
import type { SalesDeps } from './sales-deps.js';
import { voucherProblem } from './voucher-rules.js';

/** The most items one order may hold. */
export const CART_MAX_ITEMS = 50;

/** A line priced by the server, with what it is for display in e-mails. */
export interface PricedItem {
  readonly item: NewPurchaseItem;
  readonly title: string;
  readonly productType: ProductRecord['product']['type'] | 'Plan';
  readonly plan: SalePlanRecord | undefined;
}

export interface PricedCart {
  readonly items: readonly PricedItem[];
  /** What is paid, minor units. */
  readonly total: number;
  /** How much of a FixedValue voucher's balance the order spends. */
  readonly voucherSpend: number;
  /** A plan bought for oneself: it renews, so it is paid by a card that is kept. */
  readonly containsOwnPlan: boolean;
}

/** The client reads the catalogue's prices again on this reason, and shows the new ones. */
const pricesChanged = () =>
  fail('BAD_USER_INPUT', SALES_MESSAGES.pricesChanged, { reason: 'PRICES_CHANGED' });

/** Names the item, so the buyer knows which line to remove or give as a gift instead. */
const alreadyOwned = (title: string) =>
  fail('BAD_USER_INPUT', SALES_MESSAGES.ownedItem, { values: { title }, reason: 'ALREADY_OWNED' });

/**
 * Prices the cart from the database in `currency` (DESIGN.md "Decisions": the server is the
 * source of truth for money), applies the voucher (storefront.md §4 "Cart") and compares every
 * line with what the client sent: any disagreement refuses the order.
 */
export async function priceCart(
  deps: Pick<SalesDeps, 'products' | 'purchases' | 'now'>,
  input: {
    readonly currency: Currency;
    readonly cart: readonly CartItemInput[];
    readonly voucher: VoucherRow | undefined;
    readonly reader: Reader;
  },
): Promise<Outcome<PricedCart>> {
  const { cart, currency } = input;
  if (cart.length === 0) return fail('BAD_USER_INPUT', SALES_MESSAGES.cartEmpty);
  if (cart.length > CART_MAX_ITEMS) return pricesChanged();
  const lineKeys = new Set<string>();
  for (const [index, entry] of cart.entries()) {
    if (entry.gift != null) {
      const rejected = checkGift(entry.gift, `cart.${index}.gift`);
      if (rejected) return rejected;
    }
    // storefront.md §4 "Cart": adding an item merges it with the same one, so a cart never
    // holds one item twice for the same person; a second line would be charged twice.
    const key = `${entry.type}:${entry.itemId}:${entry.gift == null ? '' : normaliseEmail(entry.gift.toEmail)}`;
    if (lineKeys.has(key)) return fail('BAD_USER_INPUT', SALES_MESSAGES.duplicateCartItem);
    lineKeys.add(key);
  }

  const productIds = cart.filter((entry) => entry.type === 'Product').map((entry) => entry.itemId);
  const planIds = cart
    .filter((entry) => entry.type === 'Subscription')
    .map((entry) => entry.itemId);
  const records = new Map(
    (await deps.products.records(productIds)).map((record) => [record.product.id, record]),
  );
  const plans = new Map(
    (await deps.purchases.salePlans(planIds)).map((plan) => [plan.plan.id, plan]),
  );

  const lines: {
    price: number;
    productId: number | null;
    entry: CartItemInput;
    title: string;
    productType: PricedItem['productType'];
    plan: SalePlanRecord | undefined;
  }[] = [];
  for (const entry of cart) {
    const forSelf = entry.gift == null;
    if (entry.type === 'Product') {
      const record = records.get(entry.itemId);
      if (record === undefined || !record.product.onSale || record.product.type === 'Subscription')
        return fail('BAD_USER_INPUT', SALES_MESSAGES.itemNotForSale);
      if (
        forSelf &&
        record.product.type !== 'GiftVoucher' &&
        (await input.reader.owns(record.product.id))
      )
        return alreadyOwned(record.product.title);
      lines.push({
        price: amountIn(record.price, currency),
        productId: record.product.id,
        entry,
        title: record.product.title,
        productType: record.product.type,
        plan: undefined,
      });
    } else {
      const plan = plans.get(entry.itemId);
      if (plan === undefined || !plan.onSale)
        return fail('BAD_USER_INPUT', SALES_MESSAGES.itemNotForSale);
      // A gift is one prepaid term for someone else, so the buyer's own plans do not matter.
      if (forSelf && (await input.reader.subscription(plan.plan.subscriptionId)) === 'active')
        return alreadyOwned(plan.subscriptionTitle);
      lines.push({
        price: amountIn(plan.price, currency),
        productId: plan.plan.subscriptionId,
        entry,
        title: plan.subscriptionTitle,
        productType: 'Plan',
        plan,
      });
    }
  }

  // A free product costs the sender nothing, so as a gift it would only relay their message.
  if (lines.some((line) => line.entry.gift != null && line.price === 0))
    return fail('BAD_USER_INPUT', SALES_MESSAGES.freeGift);

  let discounts = lines.map(() => 0);
  if (input.voucher !== undefined) {
    const problem = voucherProblem(input.voucher, deps.now(), currency);
    if (problem !== undefined) return fail('BAD_USER_INPUT', problem);
    const applied = voucherDiscounts(lines, input.voucher);
    if (applied === undefined) return fail('BAD_USER_INPUT', SALES_MESSAGES.voucherNotValidForCart);
    discounts = applied;
  }

  const items: PricedItem[] = [];
  for (const [index, line] of lines.entries()) {
    const discount = discounts[index] ?? 0;
    const discountType =
      discount > 0 && input.voucher !== undefined ? input.voucher.discountType : null;
    const sent = line.entry;
    if (
      sent.price !== line.price ||
      (sent.discount ?? 0) !== discount ||
      (discount > 0 && sent.discountType != null && sent.discountType !== discountType)
    )
      return pricesChanged();
    const gift = sent.gift;
    items.push({
      title: line.title,
      productType: line.productType,
      plan: line.plan,
      item: {
        productId: line.plan === undefined ? line.productId : null,
        subscriptionPlanId: line.plan?.plan.id ?? null,
        price: line.price,
        discount,
        discountType,
        giftedToUserId: null,
        giftToFirstName: gift?.toFirstName.trim() ?? null,
        giftToLastName: gift?.toLastName.trim() ?? null,
        giftToEmail: gift == null ? null : normaliseEmail(gift.toEmail),
        giftMessage: gift?.message?.trim() || null,
      },
    });
  }
  const total = items.reduce((sum, { item }) => sum + item.price - item.discount, 0);
  const voucherSpend =
    input.voucher?.discountType === 'FixedValue' ? discounts.reduce((a, b) => a + b, 0) : 0;
  return succeed({
    items,
    total,
    voucherSpend,
    containsOwnPlan: items.some(
      ({ plan, item }) => plan !== undefined && item.giftToEmail === null,
    ),
  });
}
