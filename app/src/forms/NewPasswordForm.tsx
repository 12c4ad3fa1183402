/**
 * A new password and its confirmation with the kit's fields and rules (storefront.md §5
 * "Password reset and completion": both required, at most 100; a mismatch is "passwords don't
 * match"; at least 10 characters, docs/decisions.md "Passwords"), for the reset and completion
 * pages (the account's password tab also asks for the current password).
 */
import {
  FormAlert,
  type FormError,
  PasswordFormField,
  type ProblemTask,
  SubmitButton,
  useStoreForm,
} from '@tenace/components';
import { NEW_PASSWORD_SCHEMA } from '@tenace/model';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface NewPasswordFormProps {
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly error: FormError | undefined;
  /** The default text of a failure other than the user's input (storefront.md §8). */
  readonly task: ProblemTask;
  readonly onSubmit: (password: string) => void;
}

export function NewPasswordForm({
  submitLabel,
  busy,
  error,
  task,
  onSubmit,
}: NewPasswordFormProps) {
  const { t } = useTranslation();
  const form = useStoreForm(NEW_PASSWORD_SCHEMA, { password: '', confirmPassword: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (form.canSubmit) onSubmit(form.values.password);
  };
  return (
    <form onSubmit={submit} className="form" aria-label={submitLabel} noValidate>
      {error && <FormAlert error={error} task={task} />}
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
      <SubmitButton isDisabled={!form.canSubmit} isPending={busy}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
