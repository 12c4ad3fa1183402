/**
 * /register (admin.md §2, storefront.md §5): the form with the captcha; on success 'Success!'
 * with 'you-have-been-registered', then /products after 3 seconds. A signed-in user goes to
 * /library.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { DevelopmentCaptcha } from '../forms/DevelopmentCaptcha.js';
import { Field } from '../forms/Field.js';
import { REGISTER_SCHEMA } from '../forms/schemas.js';
import { useForm } from '../forms/use-form.js';
import { RegisterUserDocument } from '../graphql/operations.generated.js';
import { serverText } from '../i18n/i18n.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import { signInAtom, userAtom } from '../state/auth.js';
import { localeAtom } from '../state/locale.js';

/** admin.md §2: "after 3 seconds goes to /products". */
export const REGISTERED_REDIRECT_MS = 3000;

export default function RegisterPage() {
  const { t, i18n } = useTranslation('app');
  const user = useAtomValue(userAtom);
  const locale = useAtomValue(localeAtom);
  const signIn = useSetAtom(signInAtom);
  const navigate = useNavigate();
  const form = useForm(REGISTER_SCHEMA, { firstName: '', lastName: '', email: '', password: '' });
  const [captcha, setCaptcha] = useState<string>();
  const [registered, setRegistered] = useState(false);
  const [{ fetching, error }, register] = useMutation(RegisterUserDocument);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => void navigate('/products'), REGISTERED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  if (user && !registered) return <Navigate to="/library" replace />;
  if (registered) {
    return (
      <section className="narrow" role="status">
        <h1>{t('register.success')}</h1>
        <p>{serverText(i18n, 'you-have-been-registered')}</p>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { firstName, lastName, email, password } = form.values;
    const result = await register({
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      email: email.trim(),
      password,
      currency: locale.currency,
      language: locale.language,
      ...(captcha !== undefined && { captchaVerificationKey: captcha }),
    });
    const created = result.data?.registerUser;
    if (created) {
      const { token, ...rest } = created;
      // storefront.md §4: "Registration also stores the token."
      if (token) signIn(rest, token);
      setRegistered(true);
    }
  };

  return (
    <section className="narrow">
      <h1>{t('register.title')}</h1>
      <form onSubmit={submit} className="form" aria-label={t('register.title')}>
        <ErrorAlert error={error} fallback="updating your account" />
        <Field
          label={t('form.firstName')}
          autoComplete="given-name"
          value={form.values.firstName}
          onChange={form.set('firstName')}
          error={form.errors.firstName}
        />
        <Field
          label={t('form.lastName')}
          autoComplete="family-name"
          value={form.values.lastName}
          onChange={form.set('lastName')}
          error={form.errors.lastName}
        />
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
          autoComplete="new-password"
          value={form.values.password}
          onChange={form.set('password')}
          error={form.errors.password}
        />
        <DevelopmentCaptcha onVerified={setCaptcha} />
        <button type="submit" disabled={!form.valid || captcha === undefined || fetching}>
          {t('register.submit')}
        </button>
      </form>
    </section>
  );
}
