/** storefront.md §4: the forgotten-password form sends a reset e-mail and says so. */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ResetPasswordDocument } from '../graphql/operations.generated.js';
import { serverText } from '../i18n/i18n.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import { Field } from './Field.js';
import { FORGOTTEN_SCHEMA } from './schemas.js';
import { useForm } from './use-form.js';

export function ForgottenForm() {
  const { t, i18n } = useTranslation('app');
  const form = useForm(FORGOTTEN_SCHEMA, { email: '' });
  const [{ fetching, error, data }, reset] = useMutation(ResetPasswordDocument);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void reset({ email: form.values.email.trim() });
  };
  if (data?.resetPassword) {
    return <p role="status">{serverText(i18n, 'email-sent-please-follow-instructions')}</p>;
  }
  return (
    <form onSubmit={submit} className="form" aria-label={t('forgotten.title')}>
      <ErrorAlert error={error} fallback="resetting-your-password" />
      <Field
        label={t('form.email')}
        type="email"
        value={form.values.email}
        onChange={form.set('email')}
        error={form.errors.email}
      />
      <button type="submit" disabled={!form.valid || fetching}>
        {t('forgotten.submit')}
      </button>
    </form>
  );
}
