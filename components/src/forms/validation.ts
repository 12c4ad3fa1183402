/**
 * The store forms' validation rules (storefront.md §5), as pure functions the app and the API
 * can share. A rule returns the key of its message in the kit's `store.validation` texts (the
 * English text is the spec's own: 'Invalid Email', 'Recipient first name is required'…), or
 * nothing when the value passes. The limits are storefront.md §9's.
 */
import type { storeEn } from '../i18n/store-en.js';

/** storefront.md §9: "Text fields max 100; phone 50; contact message 500". */
export const TEXT_MAX = 100;
export const PHONE_MAX = 50;
export const MESSAGE_MAX = 500;

/**
 * The shortest password one may choose (docs/decisions.md "Passwords"): the API's `PASSWORD_MIN`
 * (api/src/validation/rules.ts), which refuses a shorter one with the same message; the app has no
 * runtime import of the server, so this is its copy.
 */
export const PASSWORD_MIN = 10;

/** The key of a validation message under `store.validation`. */
export type ValidationMessage = keyof (typeof storeEn)['validation'];

export interface FieldProblem {
  readonly message: ValidationMessage;
  /** The limit, for `tooLong`. */
  readonly max?: number;
  /** The limit, for `passwordTooShort`. */
  readonly min?: number;
}

/** A rule sees the field's value and, for cross-field rules, all the form's values. */
export type Rule = (
  value: string,
  values: Readonly<Record<string, string>>,
) => FieldProblem | undefined;

// Deliberately loose, as the API's check is: one @, no spaces, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A value that is not blank, or the given message. */
export function required(message: ValidationMessage): Rule {
  return (value) => (value.trim() === '' ? { message } : undefined);
}

/** A valid e-mail address ('Invalid Email'); a blank one passes (pair with `required`). */
export const validEmail: Rule = (value) =>
  value.trim() === '' || EMAIL_PATTERN.test(value.trim()) ? undefined : { message: 'invalidEmail' };

/** At most `max` characters. */
export function maxLength(max: number): Rule {
  return (value) => (value.length > max ? { message: 'tooLong', max } : undefined);
}

/** A password being chosen of at least `PASSWORD_MIN` characters; a blank one passes (pair with `required`). */
export const longEnoughPassword: Rule = (value) =>
  value !== '' && value.length < PASSWORD_MIN
    ? { message: 'passwordTooShort', min: PASSWORD_MIN }
    : undefined;

/** The same value as another field ("passwords don't match"); a blank one passes. */
export function sameAs(field: string): Rule {
  return (value, values) =>
    value !== '' && value !== values[field] ? { message: 'passwordsDontMatch' } : undefined;
}

/** A form's rules per field, in the order they are checked; the first failure is the message. */
export type FormRules<Field extends string> = Readonly<Record<Field, readonly Rule[]>>;

/** The first failing rule's problem for each field that fails. */
export function validateForm<Field extends string>(
  rules: FormRules<Field>,
  values: Readonly<Record<Field, string>>,
): Partial<Record<Field, FieldProblem>> {
  const problems: Partial<Record<Field, FieldProblem>> = {};
  for (const field of Object.keys(rules) as Field[]) {
    for (const rule of rules[field]) {
      const problem = rule(values[field], values);
      if (problem) {
        problems[field] = problem;
        break;
      }
    }
  }
  return problems;
}

/**
 * Whether a form may be submitted (storefront.md §5 "Generic forms: submit disabled until
 * required fields are filled and no field has an error").
 */
export function canSubmitForm<Field extends string>(
  rules: FormRules<Field>,
  values: Readonly<Record<Field, string>>,
  requiredFields: readonly Field[],
): boolean {
  return (
    requiredFields.every((field) => values[field].trim() !== '') &&
    Object.keys(validateForm(rules, values)).length === 0
  );
}
