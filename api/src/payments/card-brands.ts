/** Card brands by the provider's codes (Stripe's `card.brand`), with the names on the card. */
const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** The brand as a receipt names it; null when the provider does not know it. */
export function cardBrandName(code: string | null): string | null {
  if (code === null || code === 'unknown' || code === '') return null;
  return CARD_BRAND_NAMES[code] ?? code;
}
