/**
 * The new-password form of /resetpassword and of the registration's completion (storefront.md
 * §5 "Password reset and completion: new password and confirmation required, max 100; mismatch
 * gives a 'passwords don't match' message").
 */

import { NEW_PASSWORD_SCHEMA } from '@tenace/model';
import type { FormEvent } from 'react';
import { Form, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormAlert, type FormError } from '../forms/FormAlert.js';
import * as styles from '../forms/forms.css.js';
import { PasswordFormField } from '../forms/PasswordFormField.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { useStoreForm } from '../forms/use-store-form.js';

export interface ResetPasswordFormProps {
  /** Called with the new password. */
  readonly onSubmit: (password: string) => void;
  /** @default false */
  readonly isPending?: boolean;
  readonly error?: FormError;
  /** @default true */
  readonly showTitle?: boolean;
}

/**
 * @example
 * <ResetPasswordForm onSubmit={(password) => updatePassword(code, password)} />
 */
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const { onSubmit, isPending = false, error, showTitle = true } = props;
  const { t } = useTranslation();
  const form = useStoreForm(NEW_PASSWORD_SCHEMA, { password: '', confirmPassword: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.canSubmit || isPending) return form.touchAll();
    onSubmit(form.values.password);
  };
  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
      {showTitle && <Heading className={styles.title}>{t('store.reset.title')}</Heading>}
      {error && <FormAlert error={error} task="resettingPassword" />}
      <PasswordFormField
        label={t('store.field.newPassword')}
        autoComplete="new-password"
        {...form.field('password')}
      />
      <PasswordFormField
        label={t('store.field.confirmPassword')}
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <div className={styles.actions}>
        <SubmitButton isDisabled={!form.canSubmit} isPending={isPending}>
          {t('store.reset.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}
