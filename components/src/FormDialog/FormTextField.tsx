/**
 * A text field of a `FormDialog`, bound to the form by its name: react-aria's TextField marked
 * invalid with the resolver's message, read as the field's error.
 */
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { useController } from 'react-hook-form';
import * as styles from '../forms/forms.css.js';

export interface FormTextFieldProps {
  /** The value's path in the form's values. */
  readonly name: string;
  readonly label: string;
  /** Marks the field required for assistive technology; the resolver checks it. @default false */
  readonly isRequired?: boolean;
  /** The most characters one may type (admin.md §9: text fields 100, a bio 1000). */
  readonly maxLength?: number;
  /** @default 'text' */
  readonly type?: 'text' | 'email' | 'url';
  /** A text area of this many rows instead of a one-line input. */
  readonly rows?: number;
  /** Shows how many of `maxLength` characters are used, as the field's description. @default false */
  readonly showCount?: boolean;
}

/**
 * @example
 * <FormTextField name="lastName" label={t('authors.lastName')} isRequired maxLength={100} />
 */
export function FormTextField({
  name,
  label,
  isRequired = false,
  maxLength,
  type,
  rows,
  showCount = false,
}: FormTextFieldProps) {
  const { field, fieldState } = useController({ name });
  const value = (field.value as string | undefined) ?? '';
  return (
    <TextField
      className={styles.field}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isInvalid={fieldState.error !== undefined}
      validationBehavior="aria"
      maxLength={maxLength}
      type={type ?? 'text'}
    >
      <Label className={styles.label}>{label}</Label>
      {rows ? (
        <TextArea ref={field.ref} className={styles.input} rows={rows} />
      ) : (
        <Input ref={field.ref} className={styles.input} />
      )}
      {showCount && maxLength !== undefined && (
        <Text slot="description" className={styles.labelNote}>
          {Array.from(value).length} / {maxLength}
        </Text>
      )}
      <FieldError className={styles.problem}>{fieldState.error?.message}</FieldError>
    </TextField>
  );
}
