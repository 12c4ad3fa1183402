/**
 * A new password and its confirmation (storefront.md §5 "Password reset and completion"): both
 * required, at most 100; a mismatch says "Passwords don't match".
 */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORDS_DONT_MATCH } from '../lib/validation.js';
import { Field } from './Field.js';
import { NEW_PASSWORD_SCHEMA } from './schemas.js';
import { useForm } from './use-form.js';

export interface NewPasswordFormProps {
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly onSubmit: (password: string) => void;
}

export function NewPasswordForm({ submitLabel, busy, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation('app');
  const form = useForm(NEW_PASSWORD_SCHEMA, { password: '', confirmPassword: '' });
  const mismatch =
    form.values.confirmPassword !== '' && form.values.password !== form.values.confirmPassword
      ? PASSWORDS_DONT_MATCH
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(form.values.password);
  };
  return (
    <form onSubmit={submit} className="form" aria-label={submitLabel}>
      <Field
        label={t('form.newPassword')}
        type="password"
        autoComplete="new-password"
        value={form.values.password}
        onChange={form.set('password')}
        error={form.errors.password}
      />
      <Field
        label={t('form.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onChange={form.set('confirmPassword')}
        error={form.errors.confirmPassword ?? mismatch}
        touched={mismatch !== undefined}
      />
      <button type="submit" disabled={!form.valid || mismatch !== undefined || busy}>
        {submitLabel}
      </button>
    </form>
  );
}
