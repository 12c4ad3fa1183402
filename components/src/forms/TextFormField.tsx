/**
 * A labelled text field of the store forms: react-aria's TextField with an input or a text area,
 * marked invalid with its problem (the spec's message) read as its error when the user has left
 * it. Validation is the form's (`aria` behaviour: the browser never blocks the submit itself).
 */
import { FieldError, Input, Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './forms.css.js';
import { useProblemMessage } from './problem-message.js';
import type { FieldBinding } from './use-store-form.js';

export interface TextFormFieldProps extends FieldBinding {
  readonly label: string;
  /** @default false */
  readonly isRequired?: boolean;
  /** Marks an optional field as such in its label. @default false */
  readonly isOptional?: boolean;
  /** @default 'text' */
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  /** A text area of this many rows instead of a one-line input. */
  readonly rows?: number;
}

/**
 * @example
 * <TextFormField label={t('store.field.email')} type="email" isRequired {...form.field('email')} />
 */
export function TextFormField(props: TextFormFieldProps) {
  const { label, problem, rows, isOptional = false } = props;
  const { t } = useTranslation();
  const message = useProblemMessage();
  return (
    <TextField
      className={styles.field}
      name={props.name}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      isRequired={props.isRequired ?? false}
      isInvalid={problem !== undefined}
      validationBehavior="aria"
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
    >
      <Label className={styles.label}>
        {label}
        {isOptional && <span className={styles.labelNote}>{t('store.contact.optional')}</span>}
      </Label>
      {rows ? (
        <TextArea className={styles.input} rows={rows} />
      ) : (
        <Input className={styles.input} />
      )}
      <FieldError className={styles.problem}>{problem && message(problem)}</FieldError>
    </TextField>
  );
}
