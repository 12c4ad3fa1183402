/**
 * storefront.md §2 "Checkout": the 12 Dutch banks iDEAL offers, by Stripe's names, with the
 * names people know (shown on a receipt). The app's bank choice keeps its own copy
 * (app/src/checkout/ideal-banks.ts): it talks to the API only through GraphQL.
 */
export const IDEAL_BANK_NAMES = {
  abn_amro: 'ABN AMRO',
  asn_bank: 'ASN Bank',
  bunq: 'bunq',
  handelsbanken: 'Handelsbanken',
  ing: 'ING',
  knab: 'Knab',
  moneyou: 'Moneyou',
  rabobank: 'Rabobank',
  regiobank: 'RegioBank',
  revolut: 'Revolut',
  sns_bank: 'SNS Bank',
  triodos_bank: 'Triodos Bank',
} as const;

export const IDEAL_BANKS = Object.keys(
  IDEAL_BANK_NAMES,
) as readonly (keyof typeof IDEAL_BANK_NAMES)[];

/** The bank's name as people know it; a bank Stripe adds later keeps its code. */
export function idealBankName(code: string): string {
  return (IDEAL_BANK_NAMES as Readonly<Record<string, string>>)[code] ?? code;
}
