/**
 * A saved card's brand as a small inline picture (account payment tab, storefront.md §3 "Payment
 * method": cardType), named for a screen reader by the brand's name. Drawn here rather than
 * fetched: three brands, a few shapes each, no request.
 */
import { useAccountSalesText } from './account-texts.js';

/** The brands the providers name (`cardType`); any other gets a plain card. */
const BRANDS = ['visa', 'mastercard', 'amex'] as const;
export type Brand = (typeof BRANDS)[number] | 'other';

/** The brand a provider's cardType names, or 'other'. */
export function brandOf(cardType: string): Brand {
  return (BRANDS as readonly string[]).includes(cardType) ? (cardType as Brand) : 'other';
}

function Artwork({ brand }: { readonly brand: Brand }) {
  switch (brand) {
    case 'visa':
      return (
        <>
          <rect width="48" height="32" rx="4" fill="#1a1f71" />
          <text
            x="24"
            y="21"
            textAnchor="middle"
            fill="#fff"
            fontSize="13"
            fontWeight="700"
            fontStyle="italic"
            fontFamily="Arial, sans-serif"
          >
            VISA
          </text>
        </>
      );
    case 'mastercard':
      return (
        <>
          <rect width="48" height="32" rx="4" fill="#222" />
          <circle cx="19" cy="16" r="9" fill="#eb001b" />
          <circle cx="29" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
        </>
      );
    case 'amex':
      return (
        <>
          <rect width="48" height="32" rx="4" fill="#2e77bc" />
          <text
            x="24"
            y="20"
            textAnchor="middle"
            fill="#fff"
            fontSize="10"
            fontWeight="700"
            fontFamily="Arial, sans-serif"
          >
            AMEX
          </text>
        </>
      );
    default:
      return (
        <>
          <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#5b6475" />
          <rect x="0.5" y="7" width="47" height="5" fill="#5b6475" />
          <rect x="6" y="20" width="16" height="3" rx="1" fill="#5b6475" />
        </>
      );
  }
}

export function CardBrandIcon({ cardType }: { readonly cardType: string }) {
  const { t } = useAccountSalesText();
  const brand = brandOf(cardType);
  return (
    <svg
      className="card-brand-icon"
      viewBox="0 0 48 32"
      width="48"
      height="32"
      role="img"
      aria-label={t(`payment.brands.${brand}`)}
    >
      <Artwork brand={brand} />
    </svg>
  );
}
