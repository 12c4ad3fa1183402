/**
 * Form rules with the messages of storefront.md §5. A rule returns its message, or nothing when
 * the value passes; a form's submit stays disabled until every required field is filled and no
 * field has an error ("Generic forms").
 */

export type Rule = (value: string) => string | undefined;

/** storefront.md §5: "e-mail valid ('Invalid Email')". */
export const INVALID_EMAIL = 'Invalid Email';

// One @, something on both sides, a dot in the domain: what the spec's forms accept.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function required(message: string): Rule {
  return (value) => (value.trim() === '' ? message : undefined);
}

export const email: Rule = (value) => (EMAIL.test(value.trim()) ? undefined : INVALID_EMAIL);

/** A length limit (storefront.md §9: text 100, phone 50, messages 500). */
export function maxLength(limit: number): Rule {
  return (value) => (value.length > limit ? `Maximum ${limit} characters` : undefined);
}

export type Schema<K extends string> = Readonly<Record<K, readonly Rule[]>>;

/** The first failing rule's message per field. */
export function validate<K extends string>(
  schema: Schema<K>,
  values: Readonly<Record<K, string>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of Object.keys(schema) as K[]) {
    for (const rule of schema[field]) {
      const message = rule(values[field]);
      if (message !== undefined) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

/** Whether a form may be submitted: no errors (required fields fail their own rule when empty). */
export function canSubmit<K extends string>(
  schema: Schema<K>,
  values: Readonly<Record<K, string>>,
): boolean {
  return Object.keys(validate(schema, values)).length === 0;
}

/** storefront.md §5 "Password reset and completion": "mismatch gives a 'passwords don't match' message". */
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
