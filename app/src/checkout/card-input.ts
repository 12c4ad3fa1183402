/**
 * The local card form's rules (storefront.md §4 "Checkout": "The card form is complete only when
 * number, expiry and CVC are complete"; §2: brands Visa, Mastercard, Amex; §9: the number is
 * masked on screens wider than 500 px). Stripe's card element keeps the same rules when a
 * publishable key is configured.
 */

/** A card brand the store takes (storefront.md §2). */
export type CardBrand = 'visa' | 'mastercard' | 'amex';

/** storefront.md §9: "500 px (card masking)". */
export const CARD_MASKING_MIN_WIDTH = 500;

/** The digits of what was typed, at most 19. */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 19);
}

/** The brand a number's first digits name, as Stripe recognises them. */
export function cardBrand(digits: string): CardBrand | undefined {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return undefined;
}

/** How many digits a number of this brand has (Amex 15, the others 16). */
function numberLength(brand: CardBrand | undefined): number {
  return brand === 'amex' ? 15 : 16;
}

/** Whether the number is a whole number of a known brand that passes the Luhn check. */
export function isNumberComplete(digits: string): boolean {
  const brand = cardBrand(digits);
  if (brand === undefined || digits.length !== numberLength(brand)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The number in groups as typed: 4-6-5 for Amex, else fours. */
export function formatCardNumber(digits: string): string {
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** The number as shown while the field is left on a wide screen: all but the last four hidden. */
export function maskCardNumber(digits: string): string {
  if (digits.length <= 4) return digits;
  return formatCardNumber(digits).replace(/\d(?=(?:\s*\d){4})/g, '•');
}

/** An expiry as typed, "MM / YY". */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * What is wrong with a card field as typed so far, told as the customer types, as Stripe's card
 * element tells it (storefront.md §4 "Checkout"; docs/decisions.md "The local card form's
 * errors"). Each is a key of the checkout's `card.errors` texts.
 */
export type CardFieldError = 'brandUnsupported' | 'numberInvalid' | 'monthInvalid' | 'expiryPast';

/**
 * A number whose first digits no accepted brand starts with (storefront.md §2: Visa, Mastercard,
 * Amex), or a whole number of its brand failing the check digit; undefined while it may still
 * become a good one.
 */
export function cardNumberError(digits: string): CardFieldError | undefined {
  const brand = cardBrand(digits);
  // One digit names no brand yet: 2 to 5 may still start one.
  if (brand === undefined && (digits.length >= 2 || /^[016-9]$/.test(digits)))
    return 'brandUnsupported';
  if (brand !== undefined && digits.length >= numberLength(brand) && !isNumberComplete(digits))
    return 'numberInvalid';
  return undefined;
}

/**
 * A month that is none (00, 13 and over) once both its digits are typed, or a whole expiry
 * before this month; undefined while it may still become a good one.
 */
export function expiryError(text: string, today: Date = new Date()): CardFieldError | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits.length < 2) return undefined;
  const month = Number(digits.slice(0, 2));
  if (month < 1 || month > 12) return 'monthInvalid';
  if (digits.length < 4) return undefined;
  const year = 2000 + Number(digits.slice(2, 4));
  const thisMonth = today.getFullYear() * 12 + today.getMonth();
  return year * 12 + month - 1 < thisMonth ? 'expiryPast' : undefined;
}

/** The month and four-digit year of a complete expiry not in the past, else undefined. */
export function parseExpiry(
  text: string,
  today: Date = new Date(),
): { readonly month: number; readonly year: number } | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 4 || expiryError(digits, today) !== undefined) return undefined;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/** Whether the CVC has the brand's length (4 for Amex, else 3). */
export function isCvcComplete(cvc: string, brand: CardBrand | undefined): boolean {
  return /^\d+$/.test(cvc) && cvc.length === (brand === 'amex' ? 4 : 3);
}

/** A card as typed into the local form. */
export interface CardInput {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}

/** The card to send to the provider, or undefined while any part is incomplete. */
export function completeCard(
  input: CardInput,
  today: Date = new Date(),
):
  | { readonly number: string; readonly expMonth: number; readonly expYear: number; cvc: string }
  | undefined {
  const digits = cardDigits(input.number);
  const expiry = parseExpiry(input.expiry, today);
  if (!isNumberComplete(digits) || expiry === undefined) return undefined;
  if (!isCvcComplete(input.cvc, cardBrand(digits))) return undefined;
  return { number: digits, expMonth: expiry.month, expYear: expiry.year, cvc: input.cvc };
}
