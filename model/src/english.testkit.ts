import { type FormSchema, fieldProblems, problemText } from './problems.js';

/** The English the server answers for each failing field of `input`: the spec's words. */
export function englishProblems(schema: FormSchema, input: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldProblems(schema, input)).map(([path, problem]) => [
      path,
      problemText(path, problem),
    ]),
  );
}
