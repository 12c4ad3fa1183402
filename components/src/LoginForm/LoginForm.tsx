/**
 * The login form, in the login drawer and on /login (storefront.md §2: "login (with register
 * link and forgotten-password link)"; §5 Login: e-mail valid, max 100; password required, max
 * 100; submit disabled until both are filled and error-free; a show/hide toggle on the password).
 */

import { LOGIN_SCHEMA } from '@tenace/model';
import type { FormEvent } from 'react';
import { Button, Form, Heading, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormAlert, type FormError } from '../forms/FormAlert.js';
import * as styles from '../forms/forms.css.js';
import { PasswordFormField } from '../forms/PasswordFormField.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { TextFormField } from '../forms/TextFormField.js';
import { useStoreForm } from '../forms/use-store-form.js';
import { STORE_PATHS } from '../store/paths.js';

export interface LoginDetails {
  readonly email: string;
  readonly password: string;
}

export interface LoginFormProps {
  readonly onSubmit: (details: LoginDetails) => void;
  /** The login is being sent. @default false */
  readonly isPending?: boolean;
  /** Why the last login failed (storefront.md §8). */
  readonly error?: FormError;
  /**
   * Opens the forgotten-password drawer; without it the link goes to /forgottenpassword.
   */
  readonly onForgotten?: () => void;
  /** Shows the form's own heading (on the /login page; the drawer has its title). @default false */
  readonly showTitle?: boolean;
}

/**
 * @example
 * <LoginForm onSubmit={logIn} isPending={fetching} error={error} onForgotten={() => openDrawer('forgotten')} />
 */
export function LoginForm(props: LoginFormProps) {
  const { onSubmit, isPending = false, error, onForgotten, showTitle = false } = props;
  const { t } = useTranslation();
  const form = useStoreForm(LOGIN_SCHEMA, { email: '', password: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.canSubmit || isPending) return form.touchAll();
    onSubmit({ email: form.values.email.trim(), password: form.values.password });
  };
  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
      {showTitle && <Heading className={styles.title}>{t('store.login.title')}</Heading>}
      {error && <FormAlert error={error} task="loggingIn" />}
      <TextFormField
        label={t('store.field.email')}
        type="email"
        isRequired
        autoComplete="email"
        {...form.field('email')}
      />
      <PasswordFormField
        label={t('store.field.password')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <div className={styles.actions}>
        <SubmitButton isDisabled={!form.canSubmit} isPending={isPending}>
          {t('store.login.submit')}
        </SubmitButton>
        {onForgotten ? (
          <Button className={styles.link} onPress={onForgotten}>
            {t('store.login.forgotten')}
          </Button>
        ) : (
          <Link className={styles.link} href={STORE_PATHS.forgottenPassword}>
            {t('store.login.forgotten')}
          </Link>
        )}
      </div>
      <p className={styles.note}>
        {t('store.login.noAccount')}{' '}
        <Link className={styles.link} href={STORE_PATHS.register}>
          {t('store.login.register')}
        </Link>
      </p>
    </Form>
  );
}
