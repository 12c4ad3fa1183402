/**
 * A password field with a show/hide toggle (storefront.md §5: "Password fields have a show/hide
 * toggle"). The toggle is react-aria's ToggleButton: it says whether the password is shown.
 */
import { useState } from 'react';
import { FieldError, Group, Input, Label, TextField, ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.js';
import * as styles from './forms.css.js';
import { useProblemMessage } from './problem-message.js';
import type { FieldBinding } from './use-store-form.js';

export interface PasswordFormFieldProps extends FieldBinding {
  readonly label: string;
  /** `current-password` to log in, `new-password` to choose one. */
  readonly autoComplete: 'current-password' | 'new-password';
}

/**
 * @example
 * <PasswordFormField label={t('store.field.password')} autoComplete="current-password" {...form.field('password')} />
 */
export function PasswordFormField(props: PasswordFormFieldProps) {
  const { label, problem } = props;
  const { t } = useTranslation();
  const message = useProblemMessage();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      className={styles.field}
      name={props.name}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      isRequired
      isInvalid={problem !== undefined}
      validationBehavior="aria"
      type={shown ? 'text' : 'password'}
      autoComplete={props.autoComplete}
      data-shown={shown || undefined}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.inputGroup}>
        <Input className={styles.input} />
        <ToggleButton
          className={styles.toggle}
          isSelected={shown}
          onChange={setShown}
          aria-label={t('store.form.showPassword')}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} />
        </ToggleButton>
      </Group>
      <FieldError className={styles.problem}>{problem && message(problem)}</FieldError>
    </TextField>
  );
}
