/**
 * The forgotten-password form, in the forgotten drawer and on /forgottenpassword (storefront.md
 * §2: "forgotten (reset e-mail form)"; §5: e-mail valid, max 100; §4: "sends a reset e-mail and
 * shows 'email-sent-please-follow-instructions'"). Once sent, the message replaces the form.
 */

import { FORGOTTEN_PASSWORD_SCHEMA } from '@tenace/model';
import type { FormEvent } from 'react';
import { Form, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormAlert, type FormError } from '../forms/FormAlert.js';
import * as styles from '../forms/forms.css.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { TextFormField } from '../forms/TextFormField.js';
import { useStoreForm } from '../forms/use-store-form.js';

export interface ForgottenPasswordFormProps {
  readonly onSubmit: (email: string) => void;
  /** @default false */
  readonly isPending?: boolean;
  readonly error?: FormError;
  /** The reset e-mail has been sent. @default false */
  readonly isSent?: boolean;
  /** Shows the form's own heading (on the page; the drawer has its title). @default false */
  readonly showTitle?: boolean;
}

/**
 * @example
 * <ForgottenPasswordForm onSubmit={sendReset} isSent={sent} />
 */
export function ForgottenPasswordForm(props: ForgottenPasswordFormProps) {
  const { onSubmit, isPending = false, error, isSent = false, showTitle = false } = props;
  const { t } = useTranslation();
  const form = useStoreForm(FORGOTTEN_PASSWORD_SCHEMA, { email: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.canSubmit || isPending) return form.touchAll();
    onSubmit(form.values.email.trim());
  };
  const title = showTitle && (
    <Heading className={styles.title}>{t('store.forgotten.title')}</Heading>
  );
  if (isSent) {
    return (
      <div className={styles.form} data-sent>
        {title}
        <p role="status">{t('store.forgotten.sent')}</p>
      </div>
    );
  }
  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
      {title}
      <p className={styles.intro}>{t('store.forgotten.intro')}</p>
      {error && <FormAlert error={error} task="findingAccount" />}
      <TextFormField
        label={t('store.field.email')}
        type="email"
        isRequired
        autoComplete="email"
        {...form.field('email')}
      />
      <div className={styles.actions}>
        <SubmitButton isDisabled={!form.canSubmit} isPending={isPending}>
          {t('store.forgotten.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}
