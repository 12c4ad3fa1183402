/**
 * /register (admin.md §2, storefront.md §5): the kit's registration form with the captcha
 * (reCAPTCHA v3 or the development captcha, as the API is configured:
 * forms/captcha/use-captcha.tsx); on success 'Success!' with 'you-have-been-registered', then
 * /products after 3 seconds. A signed-in user goes to /library.
 */

import { RegisterForm, type RegistrationDetails } from '@tenace/components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useCaptcha } from '../forms/captcha/use-captcha.js';
import { useFormError } from '../forms/use-form-error.js';
import { RegisterUserDocument } from '../graphql/documents/RegisterUser.generated.js';
import { serverText } from '../i18n/i18n.js';
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
  const captcha = useCaptcha('register');
  const [registered, setRegistered] = useState(false);
  const [{ fetching, error }, register] = useMutation(RegisterUserDocument);
  const formError = useFormError(error);

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

  const submit = async (details: RegistrationDetails) => {
    const captchaVerificationKey = await captcha.obtainKey();
    if (captchaVerificationKey === undefined) return;
    const result = await register({
      ...details,
      currency: locale.currency,
      language: locale.language,
      captchaVerificationKey,
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
      <RegisterForm
        onSubmit={(details) => void submit(details)}
        captcha={captcha.widget}
        isCaptchaPassed={captcha.isReady}
        isPending={fetching}
        showTitle={false}
        {...(formError && { error: formError })}
      />
    </section>
  );
}
