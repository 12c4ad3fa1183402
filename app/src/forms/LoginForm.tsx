/** The login form (storefront.md §5 Login), used by /login and the login drawer. */
import { useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { LoginUserDocument } from '../graphql/operations.generated.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import { drawerAtom } from '../state/drawer.js';
import { Field } from './Field.js';
import { LOGIN_SCHEMA } from './schemas.js';
import { useForm } from './use-form.js';
import { useSignIn } from './use-sign-in.js';

export function LoginForm() {
  const { t } = useTranslation('app');
  const form = useForm(LOGIN_SCHEMA, { email: '', password: '' });
  const [{ fetching, error }, login] = useMutation(LoginUserDocument);
  const signIn = useSignIn();
  const setDrawer = useSetAtom(drawerAtom);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await login({ email: form.values.email.trim(), password: form.values.password });
    if (result.data?.loginUser) {
      setDrawer(null);
      signIn(result.data.loginUser);
    }
  };

  return (
    <form onSubmit={submit} className="form" aria-label={t('login.title')}>
      <ErrorAlert error={error} fallback="logging-you-in" />
      <Field
        label={t('form.email')}
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={form.set('email')}
        error={form.errors.email}
      />
      <Field
        label={t('form.password')}
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={form.set('password')}
        error={form.errors.password}
      />
      <button type="submit" disabled={!form.valid || fetching}>
        {t('login.submit')}
      </button>
    </form>
  );
}
