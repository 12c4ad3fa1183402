import { type Currency, formatMoney, type PaymentType } from '@tenace/model';
import { cardBrandName } from '../../payments/card-brands.js';
import { idealBankName } from '../../payments/ideal-banks.js';
import type { PurchaseItemRow, PurchaseRow } from '../../repositories/purchases.js';
import { orderNumber } from './order-number.js';

/**
 * How an order was paid, as its receipt tells it (docs/decisions.md "Receipts"): the card's
 * brand name and last four digits, or the bank's name; null where the provider did not say.
 */
export type PaymentDescription =
  | { readonly type: 'Card'; readonly brand: string | null; readonly last4: string | null }
  | { readonly type: 'Ideal'; readonly bank: string | null }
  | { readonly type: 'Free' };

/** A line of a receipt: what was bought, what it cost before the discount, and for whom. */
export interface ReceiptLine {
  readonly title: string;
  readonly price: string;
  /** The recipient's name and address for a gift; null for the buyer's own. */
  readonly giftTo: string | null;
}

/**
 * What the order confirmation tells (the e-mail; the account's purchase detail shows the same
 * from the purchase's GraphQL fields): order number, date, lines, discount and voucher, how it
 * was paid and the total in its currency.
 */
export interface Receipt {
  readonly orderNumber: string;
  readonly purchasedAt: Date;
  readonly lines: readonly ReceiptLine[];
  /** The discount over all lines; null when there is none. */
  readonly discount: string | null;
  readonly voucherCode: string | null;
  readonly paidWith: PaymentDescription;
  readonly total: string;
  readonly currency: Currency;
}

/** How a purchase was paid, from what was kept of its payment method. */
export function paymentOf(
  purchase: Pick<PurchaseRow, 'paymentType' | 'cardBrand' | 'cardLast4' | 'idealBank'>,
): PaymentDescription {
  const type: PaymentType = purchase.paymentType ?? 'Card';
  if (type === 'Free') return { type };
  if (type === 'Ideal')
    return { type, bank: purchase.idealBank === null ? null : idealBankName(purchase.idealBank) };
  return { type, brand: cardBrandName(purchase.cardBrand), last4: purchase.cardLast4 };
}

/** The discount over the purchase's items, in minor units. */
export function discountOf(items: readonly Pick<PurchaseItemRow, 'discount'>[]): number {
  return items.reduce((sum, item) => sum + item.discount, 0);
}

/** The receipt of a purchase, its items named by `titleOf`. */
export function receiptOf(
  purchase: PurchaseRow,
  items: readonly PurchaseItemRow[],
  titleOf: (item: PurchaseItemRow) => string,
  voucherCode: string | null,
): Receipt {
  const discount = discountOf(items);
  return {
    orderNumber: orderNumber(purchase.id),
    purchasedAt: purchase.purchaseDate,
    lines: items.map((item) => ({
      title: titleOf(item),
      price: formatMoney(item.price, purchase.currency),
      giftTo:
        item.giftToEmail === null
          ? null
          : `${`${item.giftToFirstName ?? ''} ${item.giftToLastName ?? ''}`.trim()} <${item.giftToEmail}>`,
    })),
    discount: discount === 0 ? null : formatMoney(discount, purchase.currency),
    voucherCode,
    paidWith: paymentOf(purchase),
    total: formatMoney(purchase.totalPrice, purchase.currency),
    currency: purchase.currency,
  };
}
