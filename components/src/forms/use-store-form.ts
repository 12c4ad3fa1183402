/**
 * A store form's state: the values, which fields the user has left (their problems show from
 * then on, so nobody is told off while still typing), and whether the form may be submitted
 * (storefront.md §5 "Generic forms": submit disabled until required fields are filled and no field
 * has an error). The rules are the form's schema in @tenace/model, which the server runs too.
 */
import { type FieldProblem, type FormField, type FormSchema, fieldProblems } from '@tenace/model';
import { useState } from 'react';

/** What a field component needs from the form. */
export interface FieldBinding {
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  /** The problem to show: only once the field has been left or a submit was tried. */
  readonly problem: FieldProblem | undefined;
}

export interface StoreForm<Field extends string> {
  readonly values: Readonly<Record<Field, string>>;
  readonly canSubmit: boolean;
  readonly field: (name: Field) => FieldBinding;
  /** Shows every field's problem (after a submit with the keyboard's Enter, say). */
  readonly touchAll: () => void;
}

/**
 * @example
 * const form = useStoreForm(LOGIN_SCHEMA, { email: '', password: '' });
 * <TextFormField label={t('store.field.email')} {...form.field('email')} />
 */
export function useStoreForm<Schema extends FormSchema, Field extends FormField<Schema>>(
  schema: Schema,
  initial: Readonly<Record<Field, string>>,
): StoreForm<Field> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const problems = fieldProblems(schema, values);
  return {
    values,
    canSubmit: Object.keys(problems).length === 0,
    field: (name) => ({
      name,
      value: values[name],
      onChange: (value) => setValues((previous) => ({ ...previous, [name]: value })),
      onBlur: () => setTouched((previous) => new Set(previous).add(name)),
      problem: touched.has(name) ? problems[name] : undefined,
    }),
    touchAll: () => setTouched(new Set(Object.keys(initial) as Field[])),
  };
}
