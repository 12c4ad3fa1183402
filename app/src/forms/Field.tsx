/** A labelled text field with its error (storefront.md §5 messages), and a show/hide toggle for passwords. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../i18n/i18n.js';

export interface FieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  /** Show the error (after the field was touched). */
  readonly touched?: boolean;
  readonly type?: 'text' | 'email' | 'password' | 'tel';
  readonly multiline?: boolean;
  readonly maxLength?: number;
  readonly autoComplete?: string;
  readonly name?: string;
}

export function Field(props: FieldProps) {
  const { t, i18n } = useTranslation('app');
  const id = useId();
  const [shown, setShown] = useState(false);
  const [touched, setTouched] = useState(false);
  const showError = props.error !== undefined && (props.touched || touched);
  const type = props.type === 'password' && shown ? 'text' : (props.type ?? 'text');
  const common = {
    id,
    name: props.name,
    value: props.value,
    maxLength: props.maxLength,
    'aria-invalid': showError,
    'aria-describedby': showError ? `${id}-error` : undefined,
    onBlur: () => setTouched(true),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.multiline ? (
        <textarea rows={4} {...common} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input
          type={type}
          autoComplete={props.autoComplete}
          {...common}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.type === 'password' && (
        <button type="button" className="link" onClick={() => setShown(!shown)}>
          {shown ? t('form.hide') : t('form.show')}
        </button>
      )}
      {showError && (
        <span id={`${id}-error`} className="field-error">
          {serverText(i18n, props.error as string)}
        </span>
      )}
    </div>
  );
}
