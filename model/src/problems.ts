/**
 * Running a schema: the first problem of each field, as a message key and its limit, and its text
 * in English for the server's answers.
 */
import * as v from 'valibot';
import {
  MESSAGES,
  type MessageKey,
  TOO_LARGE,
  TOO_LONG,
  TOO_SMALL,
  tooLargeText,
  tooLongText,
  tooSmallText,
} from './messages.js';

/** What is wrong with a field: the message's key and, for a limit's message, the limit. */
export interface FieldProblem {
  readonly message: MessageKey;
  /** The limit, for `tooLong` and `tooLarge`. */
  readonly max?: number;
  /** The limit, for `passwordTooShort` and `tooSmall`. */
  readonly min?: number;
}

/** The first problem of each field that has one, by the field's dotted path (`gift.toEmail`). */
export type FormProblems = Readonly<Record<string, FieldProblem>>;

/** A schema whose every message is a `MessageKey`. */
export type FormSchema = v.GenericSchema<unknown, unknown>;

/** The names of a form schema's fields, which a form keeps as text while they are typed. */
export type FormField<Schema extends FormSchema> = keyof v.InferInput<Schema> & string;

function problemOf(issue: v.BaseIssue<unknown>): FieldProblem {
  const message = issue.message as MessageKey;
  const limit = typeof issue.requirement === 'number' ? issue.requirement : undefined;
  if (limit === undefined) return { message };
  if (issue.type === 'max_length' || issue.type === 'max_value') return { message, max: limit };
  if (issue.type === 'min_length' || issue.type === 'min_value') return { message, min: limit };
  return { message };
}

/**
 * The first problem of each field of `input`; empty when the schema accepts it.
 *
 * @example
 * fieldProblems(LOGIN_SCHEMA, { email: 'ann@', password: '' })
 * // { email: { message: 'invalidEmail' }, password: { message: 'passwordRequired' } }
 */
export function fieldProblems(schema: FormSchema, input: unknown): FormProblems {
  // Every action runs (no abortPipeEarly, which would also stop a form's own pipe before a check
  // across fields); a field's issues come in its pipe's order, so its first is the one shown.
  const result = v.safeParse(schema, input);
  const problems: Record<string, FieldProblem> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    problems[path] ??= problemOf(issue);
  }
  return problems;
}

/**
 * The English labels of the fields, for the messages that name their field ("Email must be at most
 * 100 characters").
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Password confirmation',
  currentPassword: 'Current password',
  toFirstName: 'Recipient first name',
  toLastName: 'Recipient last name',
  toEmail: 'Email',
  phone: 'Phone',
  message: 'Message',
  code: 'Code',
  searchTerm: 'Search term',
  title: 'Title',
  name: 'Name',
  bio: 'Bio',
  linkUrl: 'Link URL',
  royaltyPercentage: 'Royalty percentage',
  value: 'Discount',
  totalRedemptions: 'Total redemptions',
  position: 'Position',
};

/** The label of the field at a dotted path: its last name's, or the name itself. */
function labelOf(path: string): string {
  const name = path.slice(path.lastIndexOf('.') + 1);
  return Object.hasOwn(FIELD_LABELS, name) ? (FIELD_LABELS[name] ?? name) : name;
}

/**
 * A problem in English, as the server answers it (the spec's messages word for word).
 *
 * @example
 * problemText('email', { message: 'tooLong', max: 100 }) // 'Email must be at most 100 characters'
 * problemText('email', { message: 'invalidEmail' }) // 'Invalid Email'
 */
export function problemText(path: string, problem: FieldProblem): string {
  const { message, max = 0, min = 0 } = problem;
  if (message === TOO_LONG) return tooLongText(labelOf(path), max);
  if (message === TOO_LARGE) return tooLargeText(labelOf(path), max);
  if (message === TOO_SMALL) return tooSmallText(labelOf(path), min);
  return MESSAGES[message];
}
