/**
 * The contact form on /help (storefront.md §5 Contact form: first name, last name, e-mail (valid)
 * required, max 100; phone optional max 50; message required max 500; §3 Contact message).
 */

import { CONTACT_SCHEMA } from '@tenace/model';
import type { FormEvent } from 'react';
import { Form, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormAlert, type FormError } from '../forms/FormAlert.js';
import * as styles from '../forms/forms.css.js';
import { PersonFields } from '../forms/PersonFields.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { TextFormField } from '../forms/TextFormField.js';
import { useStoreForm } from '../forms/use-store-form.js';

/** storefront.md §3 Contact message. */
export interface ContactMessage {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Empty when not given. */
  readonly phone: string;
  readonly message: string;
}

export interface ContactFormProps {
  readonly onSubmit: (message: ContactMessage) => void;
  /** The signed-in user's details to start from. */
  readonly defaultValues?: Partial<ContactMessage>;
  /** @default false */
  readonly isPending?: boolean;
  readonly error?: FormError;
  /** @default true */
  readonly showTitle?: boolean;
}

/**
 * @example
 * <ContactForm onSubmit={contactUs} defaultValues={{ firstName: user.firstName }} />
 */
export function ContactForm(props: ContactFormProps) {
  const { onSubmit, defaultValues = {}, isPending = false, error, showTitle = true } = props;
  const { t } = useTranslation();
  const form = useStoreForm(CONTACT_SCHEMA, {
    firstName: defaultValues.firstName ?? '',
    lastName: defaultValues.lastName ?? '',
    email: defaultValues.email ?? '',
    phone: defaultValues.phone ?? '',
    message: defaultValues.message ?? '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.canSubmit || isPending) return form.touchAll();
    const { firstName, lastName, email, phone, message } = form.values;
    onSubmit({
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      email: email.trim(),
      phone: phone.trim(),
      message: message.trim(),
    });
  };
  return (
    <Form
      className={styles.form}
      onSubmit={submit}
      validationBehavior="aria"
      id="contact"
      aria-label={t('store.contact.title')}
    >
      {showTitle && <Heading className={styles.title}>{t('store.contact.title')}</Heading>}
      {error && <FormAlert error={error} task="sendingMessage" />}
      <PersonFields form={form} />
      <TextFormField
        label={t('store.field.phone')}
        type="tel"
        isOptional
        autoComplete="tel"
        {...form.field('phone')}
      />
      <TextFormField
        label={t('store.field.message')}
        rows={6}
        isRequired
        {...form.field('message')}
      />
      <div className={styles.actions}>
        <SubmitButton isDisabled={!form.canSubmit} isPending={isPending}>
          {t('store.contact.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}
