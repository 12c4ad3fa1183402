import type { Currency } from '@tenace/model';
import type { PriceRow } from '../../repositories/prices.js';

/** A tier's amount in one currency, in minor units. */
export function amountIn(price: PriceRow, currency: Currency): number {
  return price[`price${currency}`];
}
