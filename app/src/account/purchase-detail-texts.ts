/**
 * The purchase detail's texts (`purchaseDetail` namespace, English and Dutch): the same content
 * as the order confirmation e-mail (api/src/services/sales/order-confirmation-email.ts).
 */
import { useTranslation } from 'react-i18next';

export const PURCHASE_DETAIL_EN = {
  order: 'Order',
  show: 'Show order {{number}}',
  title: 'Order {{number}}',
  date: 'Date',
  items: 'Items',
  giftFor: 'gift for {{name}} ({{email}})',
  discount: 'Discount',
  voucher: 'Voucher code',
  paidWith: 'Paid with',
  card: '{{brand}} ending in {{last4}}',
  cardUnknown: 'Card',
  ideal: 'iDEAL ({{bank}})',
  idealUnknown: 'iDEAL',
  free: 'No payment needed',
  total: 'Total',
  totalWithCurrency: '{{amount}} ({{currency}})',
  seller: 'Sold by',
  registrationNumber: 'Company registration number: {{number}}',
  vatNumber: 'VAT number: {{number}}',
} as const;

export const PURCHASE_DETAIL_NL: Record<keyof typeof PURCHASE_DETAIL_EN, string> = {
  order: 'Bestelling',
  show: 'Toon bestelling {{number}}',
  title: 'Bestelling {{number}}',
  date: 'Datum',
  items: 'Artikelen',
  giftFor: 'cadeau voor {{name}} ({{email}})',
  discount: 'Korting',
  voucher: 'Kortingscode',
  paidWith: 'Betaald met',
  card: '{{brand}} eindigend op {{last4}}',
  cardUnknown: 'Kaart',
  ideal: 'iDEAL ({{bank}})',
  idealUnknown: 'iDEAL',
  free: 'Geen betaling nodig',
  total: 'Totaal',
  totalWithCurrency: '{{amount}} ({{currency}})',
  seller: 'Verkocht door',
  registrationNumber: 'Registratienummer: {{number}}',
  vatNumber: 'Btw-nummer: {{number}}',
};

/** `t` of the `purchaseDetail` namespace, adding its texts to the instance on first use. */
export function usePurchaseDetailText() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'purchaseDetail')) {
    i18n.addResourceBundle('en', 'purchaseDetail', PURCHASE_DETAIL_EN);
    i18n.addResourceBundle('nl', 'purchaseDetail', PURCHASE_DETAIL_NL);
  }
  return useTranslation('purchaseDetail');
}
