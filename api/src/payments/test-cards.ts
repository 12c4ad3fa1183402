/**
 * The local provider's test cards (docs/decisions.md "Payments"), Stripe's test numbers: the
 * same numbers behave the same on both providers in test mode.
 */
export type CardBehaviour = 'succeed' | 'authenticate' | 'decline';

/** Stripe's message for a declined card, passed on unchanged (storefront.md §8 "Payment"). */
export const CARD_DECLINED = 'Your card was declined.';
export const CARD_NUMBER_INCORRECT = 'Your card number is incorrect.';
export const CARD_EXPIRED = "Your card's expiration date is in the past.";
export const CARD_CVC_INCOMPLETE = "Your card's security code is incomplete.";
/** Stripe's message when the customer fails 3-D Secure authentication. */
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
/** The local bank's refusal; the app shows 'iDEAL payment failed' (storefront.md §4). */
export const IDEAL_FAILED = 'The customer did not authorise the iDEAL payment.';

/** Numbers with a behaviour other than succeeding. */
const SPECIAL: Readonly<Record<string, CardBehaviour>> = {
  '4000002500003155': 'authenticate',
  '4000002760003184': 'authenticate',
  '4000000000000002': 'decline',
  '4000000000009995': 'decline',
};

/** storefront.md §2 "Checkout": Visa, Mastercard, Amex; the brand as Stripe names it. */
export function cardBrand(number: string): 'visa' | 'mastercard' | 'amex' | 'unknown' {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What a card number does on the local provider, or the message refusing it: a number of a
 * known brand that passes the checksum succeeds unless it is one of the special test numbers.
 */
export function cardBehaviour(number: string): CardBehaviour | { refused: string } {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits) || cardBrand(digits) === 'unknown')
    return { refused: CARD_NUMBER_INCORRECT };
  return SPECIAL[digits] ?? 'succeed';
}
