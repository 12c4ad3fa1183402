/**
 * The server's side of the input rules: it runs the schemas of @tenace/model, which the app's forms
 * run too, and answers their problems in English, the spec's words (storefront.md §5, admin.md §5).
 */
import {
  type FormSchema,
  fieldProblems,
  hasControlCharacter,
  MESSAGES,
  problemText,
} from '@tenace/model';
import type { FieldError } from '../failure.js';

/** The stored form of an e-mail address: trimmed and lower-cased, so that uniqueness ignores case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The first problem of each field of a form, in English; a field's name is put after `prefix`
 * (`items.0.gift.` for a cart item's gift).
 *
 * @example
 * checkForm(LOGIN_SCHEMA, { email: 'ann@', password: 'x' }) // [{ field: 'email', message: 'Invalid Email' }]
 */
export function checkForm(schema: FormSchema, input: unknown, prefix = ''): FieldError[] {
  return Object.entries(fieldProblems(schema, input)).map(([path, problem]) => ({
    field: `${prefix}${path}`,
    message: problemText(path, problem),
  }));
}

/**
 * The first problem of one field against its rule, in English, or undefined when it passes.
 *
 * @example
 * checkField('email', emailRule, '') // { field: 'email', message: 'Email is required' }
 */
export function checkField(
  field: string,
  rule: FormSchema,
  value: unknown,
): FieldError | undefined {
  const problem = fieldProblems(rule, value)[''];
  return problem && { field, message: problemText(field, problem) };
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
