/**
 * storefront.md §2 "Checkout": "iDEAL (EUR only; 12 Dutch banks)", by Stripe's names (as the
 * API's local provider accepts them) with the names people know.
 */
export const IDEAL_BANKS: readonly { readonly id: string; readonly name: string }[] = [
  { id: 'abn_amro', name: 'ABN AMRO' },
  { id: 'asn_bank', name: 'ASN Bank' },
  { id: 'bunq', name: 'bunq' },
  { id: 'handelsbanken', name: 'Handelsbanken' },
  { id: 'ing', name: 'ING' },
  { id: 'knab', name: 'Knab' },
  { id: 'moneyou', name: 'Moneyou' },
  { id: 'rabobank', name: 'Rabobank' },
  { id: 'regiobank', name: 'RegioBank' },
  { id: 'revolut', name: 'Revolut' },
  { id: 'sns_bank', name: 'SNS Bank' },
  { id: 'triodos_bank', name: 'Triodos Bank' },
];
