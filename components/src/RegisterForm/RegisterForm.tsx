/**
 * The registration form on /register (storefront.md §5 Registration: first name ('First name is
 * required'), last name ('Last name is required'), e-mail valid, password ('Password is
 * required'), each max 100; "a captcha verification key is needed before submit"). The captcha
 * widget is the app's (its provider is configured per environment, §1): it is drawn where the
 * form puts `captcha`, and submit waits for its key. The terms must be accepted too
 * (docs/decisions.md "Legal"): a required box linking to them.
 */

import { REGISTRATION_SCHEMA } from '@tenace/model';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Form, Heading, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormAlert, type FormError } from '../forms/FormAlert.js';
import * as styles from '../forms/forms.css.js';
import { PasswordFormField } from '../forms/PasswordFormField.js';
import { PersonFields } from '../forms/PersonFields.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { useStoreForm } from '../forms/use-store-form.js';
import { STORE_PATHS } from '../store/paths.js';
import { TermsConsent } from '../TermsConsent/TermsConsent.js';

export interface RegistrationDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  /** Always true: the form is not sent without the terms accepted. */
  readonly acceptTerms: true;
}

export interface RegisterFormProps {
  /** Called with the trimmed details; the app adds the captcha key, currency and language. */
  readonly onSubmit: (details: RegistrationDetails) => void;
  /** The captcha widget. */
  readonly captcha?: ReactNode;
  /**
   * Whether the captcha lets the form be sent: its key is the app's, obtained before or at
   * submit (a score-based check such as reCAPTCHA v3 asks at submit).
   */
  readonly isCaptchaPassed: boolean;
  /** @default false */
  readonly isPending?: boolean;
  readonly error?: FormError;
  /** @default true */
  readonly showTitle?: boolean;
}

/**
 * @example
 * <RegisterForm onSubmit={register} captcha={<Turnstile onVerify={setKey} />} isCaptchaPassed={key !== null} />
 */
export function RegisterForm(props: RegisterFormProps) {
  const { onSubmit, captcha, isCaptchaPassed, isPending = false, error, showTitle = true } = props;
  const { t } = useTranslation();
  const form = useStoreForm(REGISTRATION_SCHEMA, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [acceptTerms, setAcceptTerms] = useState(false);
  // Said once the box was unticked, or once it is all that keeps the form from being sent.
  const [termsTouched, setTermsTouched] = useState(false);
  const ready = form.canSubmit && isCaptchaPassed && acceptTerms;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || isPending) {
      setTermsTouched(true);
      return form.touchAll();
    }
    const { firstName, lastName, email, password } = form.values;
    onSubmit({
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      email: email.trim(),
      password,
      acceptTerms,
    });
  };
  return (
    <Form
      className={styles.form}
      onSubmit={submit}
      validationBehavior="aria"
      aria-label={t('store.register.title')}
    >
      {showTitle && <Heading className={styles.title}>{t('store.register.title')}</Heading>}
      {error && <FormAlert error={error} task="loggingIn" />}
      <PersonFields form={form} />
      <PasswordFormField
        label={t('store.field.password')}
        autoComplete="new-password"
        {...form.field('password')}
      />
      <TermsConsent
        name="acceptTerms"
        isSelected={acceptTerms}
        onChange={(accepted) => {
          setAcceptTerms(accepted);
          setTermsTouched(true);
        }}
        label={t('store.register.acceptTerms')}
        link={{ text: t('store.register.termsLink'), href: STORE_PATHS.terms }}
        error={t('store.register.termsRequired')}
        showError={termsTouched || form.canSubmit}
      />
      {captcha}
      {!isCaptchaPassed && (
        <p className={styles.note} data-captcha-needed>
          {t('store.register.captcha')}
        </p>
      )}
      <div className={styles.actions}>
        <SubmitButton isDisabled={!ready} isPending={isPending}>
          {t('store.register.submit')}
        </SubmitButton>
      </div>
      <p className={styles.note}>
        {t('store.register.haveAccount')}{' '}
        <Link className={styles.link} href={STORE_PATHS.login}>
          {t('store.register.login')}
        </Link>
      </p>
    </Form>
  );
}
