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
    const errors = errorTree(
      problems.map(([field, problem]) => [
        field,
        { type: problem.message, message: message(problem) },
      ]),
    );
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

type ErrorTree = { [key: string]: ErrorTree | string };

/**
 * The errors by dotted path (`links.0.linkUrl`), nested as react-hook-form reads them; a list's
 * own error (`links`) sits beside its rows' errors on the same object.
 *
 * @example
 * errorTree([['links.0.linkUrl', { type: 'tooLong', message: '…' }]]) // { links: { 0: { linkUrl: { type, message } } } }
 */
export function errorTree(
  errors: readonly (readonly [string, { type: string; message: string }])[],
): ErrorTree {
  const tree: ErrorTree = {};
  for (const [path, error] of errors) placeError(tree, path, error);
  return tree;
}

function placeError(tree: ErrorTree, path: string, error: { type: string; message: string }) {
  const keys = path.split('.');
  let node = tree;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    const child: ErrorTree = typeof next === 'object' ? next : {};
    node[key] = child;
    node = child;
  }
  const last = keys.at(-1) ?? path;
  const existing = node[last];
  node[last] = typeof existing === 'object' ? Object.assign(existing, error) : { ...error };
}
