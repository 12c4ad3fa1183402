/**
 * The staff dialogs' resolver (FormDialog takes any react-hook-form `Resolver`): the shared schema
 * of @tenace/model, which the server runs too (admin-forms.ts), with its messages in the current
 * language. The dialog's values are what its fields hold (texts, a choice's id); `toInput` turns
 * them into what the schema and the API take.
 */
import { useProblemMessage } from '@tenace/components';
import { type FormSchema, fieldProblems } from '@tenace/model';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export function useModelResolver<Values extends FieldValues>(
  schema: FormSchema,
  toInput: (values: Values) => unknown,
): Resolver<Values> {
  const message = useProblemMessage();
  return async (values) => {
    const problems = Object.entries(fieldProblems(schema, toInput(values)));
    if (problems.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, problem] of problems)
      errors[field] = { type: problem.message, message: message(problem) };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
