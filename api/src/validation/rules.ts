import type { FieldError } from '../failure.js';

/** storefront.md §9: text fields max 100. */
export const TEXT_MAX = 100 as const;

/**
 * The shortest new password (the spec leaves it open; docs/decisions.md "Passwords"). The kit's
 * `PASSWORD_MIN` (components/src/forms/validation.ts) is the app's copy of it.
 */
export const PASSWORD_MIN = 10 as const;

/**
 * The spec's validation messages (storefront.md §5, admin.md §5). Where the spec names no message
 * (an empty e-mail, a value over its maximum) the wording follows the same pattern.
 */
export const MESSAGES = {
  invalidEmail: 'Invalid Email',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordsDontMatch: "passwords don't match",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  currentPasswordRequired: 'Current password is required',
  controlCharacters: 'Text must not contain control characters',
  tooLong: <Label extends string, Max extends number>(label: Label, max: Max) =>
    `${label} must be at most ${max} characters` as const,
} as const;

// Deliberately loose, like the client's check: one @, no spaces, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The stored form of an e-mail address: trimmed and lower-cased, so that uniqueness ignores case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A required, valid e-mail of at most 100 characters (storefront.md §5 "Login"). */
export function checkEmail(field: string, value: string): FieldError | undefined {
  const email = value.trim();
  if (email === '') return { field, message: MESSAGES.emailRequired };
  if (email.length > TEXT_MAX) return { field, message: MESSAGES.tooLong('Email', TEXT_MAX) };
  if (!EMAIL_PATTERN.test(email)) return { field, message: MESSAGES.invalidEmail };
  return undefined;
}

/** A required password of at most 100 characters (storefront.md §5). Spaces count: it is not trimmed. */
export function checkPassword(field: string, value: string): FieldError | undefined {
  if (value === '') return { field, message: MESSAGES.passwordRequired };
  if (value.length > TEXT_MAX) return { field, message: MESSAGES.tooLong('Password', TEXT_MAX) };
  return undefined;
}

/**
 * A password being chosen (registration, reset, activation, change): a password (above) of at
 * least `PASSWORD_MIN` characters. Logging in checks only `checkPassword`, so the rule never locks
 * out an older, shorter password.
 */
export function checkNewPassword(field: string, value: string): FieldError | undefined {
  const problem = checkPassword(field, value);
  if (problem) return problem;
  return value.length < PASSWORD_MIN ? { field, message: MESSAGES.passwordTooShort } : undefined;
}

/**
 * The current password that a change of password or e-mail needs (docs/decisions.md "The current
 * password").
 */
export function checkCurrentPassword(field: string, value: string | null | undefined) {
  return value == null || value === ''
    ? { field, message: MESSAGES.currentPasswordRequired }
    : undefined;
}

/** A confirmation, when one is sent, must equal the password (storefront.md §5 "Password reset"). */
export function checkConfirmation(
  field: string,
  password: string,
  confirmation: string | null | undefined,
) {
  return confirmation == null || confirmation === password
    ? undefined
    : { field, message: MESSAGES.passwordsDontMatch };
}

/** A required text of at most 100 characters after trimming, with the spec's required message. */
export function checkRequiredText(
  field: string,
  label: string,
  requiredMessage: string,
  value: string,
): FieldError | undefined {
  const text = value.trim();
  if (text === '') return { field, message: requiredMessage };
  if (text.length > TEXT_MAX) return { field, message: MESSAGES.tooLong(label, TEXT_MAX) };
  return checkControlCharacters(field, text);
}

/**
 * Whether `text` holds a control character (U+0000 to U+001F, U+007F): never part of a name, a
 * term or a line a person typed, and PostgreSQL cannot store U+0000 in text at all. A multi-line
 * text (a gift or contact message) keeps its tabs and line breaks.
 */
function hasControlCharacter(text: string, multiLine: boolean): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x7f) return true;
    if (code >= 0x20) continue;
    if (multiLine && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    return true;
  }
  return false;
}

/**
 * Refuses a free text holding a control character (docs/decisions.md "HTTP hardening"); a
 * `multiLine` text may hold tabs and line breaks.
 *
 * @example
 * checkControlCharacters('searchTerm', 'acol\u0000') // { field: 'searchTerm', message: MESSAGES.controlCharacters }
 */
export function checkControlCharacters(
  field: string,
  value: string,
  options: { readonly multiLine?: boolean } = {},
): FieldError | undefined {
  return hasControlCharacter(value, options.multiLine ?? false)
    ? { field, message: MESSAGES.controlCharacters }
    : undefined;
}
