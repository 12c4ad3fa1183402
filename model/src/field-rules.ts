/**
 * The rules of single fields as valibot schemas, from which the forms (forms.ts, admin-forms.ts)
 * are built. Each action's message is a `MessageKey` (messages.ts); run a schema with
 * `fieldProblems` (problems.ts), which stops each field at its first problem.
 */
import * as v from 'valibot';
import { CURRENCIES, LANGUAGES } from './generated/enums.js';
import { MESSAGE_MAX, PASSWORD_MIN, PHONE_MAX, PROMO_CODE_MAX, TEXT_MAX } from './limits.js';
import { type MESSAGES, TOO_LARGE, TOO_LONG, TOO_SMALL } from './messages.js';

// Deliberately loose: one @, no spaces, a dot in the domain. The mail server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether `text` holds a control character (U+0000 to U+001F, U+007F): never part of a name, a
 * term or a line a person typed, and PostgreSQL cannot store U+0000 in text at all. A multi-line
 * text (a gift or contact message) keeps its tabs and line breaks.
 */
export function hasControlCharacter(text: string, multiLine = false): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x7f) return true;
    if (code >= 0x20) continue;
    if (multiLine && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    return true;
  }
  return false;
}

/** Refuses a one-line text holding a control character (docs/decisions.md "HTTP hardening"). */
export const noControlCharacters = v.check<string, 'controlCharacters'>(
  (text) => !hasControlCharacter(text),
  'controlCharacters',
);

/** A required text of at most `max` characters once trimmed, with the spec's required message. */
export function requiredText(required: keyof typeof MESSAGES, max = TEXT_MAX) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, TOO_LONG),
    noControlCharacters,
  );
}

/** An optional text of at most `max` characters once trimmed. */
export function optionalText(max = TEXT_MAX) {
  return v.pipe(v.string(), v.trim(), v.maxLength(max, TOO_LONG), noControlCharacters);
}

/** A whole number from `min` to `max`. */
export function wholeNumber(min: number, max: number) {
  return v.pipe(
    v.number('wholeNumber'),
    v.integer('wholeNumber'),
    v.minValue(min, TOO_SMALL),
    v.maxValue(max, TOO_LARGE),
  );
}

/** storefront.md §5: a required, valid e-mail of at most 100 characters ('Invalid Email'). */
export const emailRule = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('emailRequired'),
  v.maxLength(TEXT_MAX, TOO_LONG),
  v.regex(EMAIL_PATTERN, 'invalidEmail'),
);

/** storefront.md §5 "Login": a required password of at most 100. Spaces count: it is not trimmed. */
export const passwordRule = v.pipe(
  v.string(),
  v.nonEmpty('passwordRequired'),
  v.maxLength(TEXT_MAX, TOO_LONG),
);

/** A password being chosen: a password of at least `PASSWORD_MIN` characters. */
export const newPasswordRule = v.pipe(passwordRule, v.minLength(PASSWORD_MIN, 'passwordTooShort'));

/** The current password that a change of password or e-mail needs (docs/decisions.md). */
export const currentPasswordRule = v.pipe(
  v.string(),
  v.nonEmpty('currentPasswordRequired'),
  v.maxLength(TEXT_MAX, TOO_LONG),
);

/** storefront.md §5: "first name ('First name is required')", max 100. */
export const firstNameRule = requiredText('firstNameRequired');

/** storefront.md §5: "last name ('Last name is required')", max 100. */
export const lastNameRule = requiredText('lastNameRequired');

/**
 * A message of at most 500 characters once trimmed, which may be left out (storefront.md §9: a
 * gift's message, which the buyer may still write after the order).
 */
export const optionalMessageRule = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(MESSAGE_MAX, TOO_LONG),
  v.check((text) => !hasControlCharacter(text, true), 'controlCharacters'),
);

/** storefront.md §5 "Contact form" and "Gift form": a message is required, at most 500 characters. */
export const messageRule = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('messageRequired'),
  optionalMessageRule,
);

/** storefront.md §5 "Contact form": phone optional, max 50. */
export const phoneRule = optionalText(PHONE_MAX);

/** storefront.md §5 "Personal details": "Currency selector required". */
export const currencyRule = v.picklist(CURRENCIES, 'currencyRequired');

/** admin.md §5: "language ('Language is required')". */
export const languageRule = v.picklist(LANGUAGES, 'languageRequired');

/** The voucher (promo) code as it is redeemed: trimmed and upper-cased (storefront.md §5). */
export function normalisePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

/** storefront.md §5 "Promo code: max 50, trimmed, upper-cased". */
export const promoCodeRule = v.pipe(
  v.string(),
  v.transform(normalisePromoCode),
  v.maxLength(PROMO_CODE_MAX, TOO_LONG),
);
