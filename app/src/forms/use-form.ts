/** Form state over a validation schema (storefront.md §5 "Generic forms"). */
import { useState } from 'react';
import { canSubmit, type Schema, validate } from '../lib/validation.js';

export function useForm<K extends string>(schema: Schema<K>, initial: Readonly<Record<K, string>>) {
  const [values, setValues] = useState(initial);
  const errors = validate(schema, values);
  return {
    values,
    errors,
    valid: canSubmit(schema, values),
    set: (field: K) => (value: string) => setValues((current) => ({ ...current, [field]: value })),
    reset: () => setValues(initial),
  };
}
