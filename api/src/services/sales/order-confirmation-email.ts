import type { Language } from '@tenace/model';
import { COMPANY_DETAILS } from '../../company/company-details.js';
import { mailDateTime } from '../../mail/mail-dates.js';
import type { RenderedEmail } from '../../mail/templates.js';
import type { PaymentDescription, Receipt } from './receipt.js';

function paymentText(paid: PaymentDescription, dutch: boolean): string {
  switch (paid.type) {
    case 'Card': {
      const brand = paid.brand ?? (dutch ? 'Kaart' : 'Card');
      if (paid.last4 === null || paid.last4 === '') return brand;
      return dutch ? `${brand} eindigend op ${paid.last4}` : `${brand} ending in ${paid.last4}`;
    }
    case 'Ideal':
      return paid.bank === null ? 'iDEAL' : `iDEAL (${paid.bank})`;
    case 'Free':
      return dutch ? 'Geen betaling nodig' : 'No payment needed';
  }
}

/** The seller's details that close every receipt (api/src/company/company-details.ts). */
function companyBlock(dutch: boolean): string {
  const company = COMPANY_DETAILS;
  return [
    company.name,
    company.street,
    company.postcodeAndCity,
    company.country,
    `${dutch ? 'Registratienummer' : 'Company registration number'}: ${company.registrationNumber}`,
    `${dutch ? 'Btw-nummer' : 'VAT number'}: ${company.vatNumber}`,
    company.email,
  ].join('\n');
}

/**
 * The order confirmation (storefront.md §4 "Checkout"; docs/decisions.md "Receipts"): order
 * number, date, each item (a gift marked with its recipient), discount and voucher, how it was
 * paid, the total with its currency, and the seller's details, in the recipient's language.
 */
export function renderOrderConfirmation(
  receipt: Receipt,
  firstName: string,
  link: string,
  language: Language,
): RenderedEmail {
  const dutch = language === 'nlNL';
  const lines = receipt.lines.map((line) => {
    const gift =
      line.giftTo === null
        ? ''
        : dutch
          ? ` (cadeau voor ${line.giftTo})`
          : ` (gift for ${line.giftTo})`;
    return `- ${line.title}: ${line.price}${gift}`;
  });
  const summary = [
    `${dutch ? 'Bestelnummer' : 'Order number'}: ${receipt.orderNumber}`,
    `${dutch ? 'Datum' : 'Date'}: ${mailDateTime(receipt.purchasedAt, language)}`,
    '',
    ...lines,
    '',
    ...(receipt.discount === null
      ? []
      : [`${dutch ? 'Korting' : 'Discount'}: -${receipt.discount}`]),
    ...(receipt.voucherCode === null
      ? []
      : [`${dutch ? 'Kortingscode' : 'Voucher code'}: ${receipt.voucherCode}`]),
    `${dutch ? 'Betaald met' : 'Paid with'}: ${paymentText(receipt.paidWith, dutch)}`,
    `${dutch ? 'Totaal' : 'Total'}: ${receipt.total} (${receipt.currency})`,
  ].join('\n');
  return dutch
    ? {
        subject: `Je Tenace-bestelling ${receipt.orderNumber}`,
        text: `Hallo ${firstName},\n\nBedankt voor je bestelling.\n\n${summary}\n\nJe vindt alles in je bibliotheek:\n${link}\n\n${companyBlock(true)}\n`,
      }
    : {
        subject: `Your Tenace order ${receipt.orderNumber}`,
        text: `Hello ${firstName},\n\nThank you for your order.\n\n${summary}\n\nFind everything in your library:\n${link}\n\n${companyBlock(false)}\n`,
      };
}
