/**
 * The account's personal details (storefront.md §5 Personal details: firstName required ('First
 * name is required'), lastName required ('Last name is required'), email required and valid
 * ('Invalid Email'); max 100 each; the currency selector required). Save stays disabled until the
 * form is valid.
 */

import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  type Currency,
  PERSONAL_DETAILS_SCHEMA,
} from '@tenace/model';
import type { FormEvent } from 'react';
import { Form, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormAlert, type FormError } from '../forms/FormAlert.js';
import * as styles from '../forms/forms.css.js';
import { PersonFields } from '../forms/PersonFields.js';
import { SelectFormField } from '../forms/SelectFormField.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { useStoreForm } from '../forms/use-store-form.js';

export interface PersonalDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly currency: Currency;
}

export interface PersonalDetailsFormProps {
  /** The user's current details. */
  readonly defaultValues: Omit<PersonalDetails, 'currency'> & {
    readonly currency: Currency | null;
  };
  readonly onSubmit: (details: PersonalDetails) => void;
  /** @default false */
  readonly isPending?: boolean;
  readonly error?: FormError;
  /** @default true */
  readonly showTitle?: boolean;
}

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({
  id: currency,
  label: `${currency} (${CURRENCY_SYMBOLS[currency]})`,
}));

/**
 * @example
 * <PersonalDetailsForm defaultValues={user} onSubmit={updateUser} />
 */
export function PersonalDetailsForm(props: PersonalDetailsFormProps) {
  const { defaultValues, onSubmit, isPending = false, error, showTitle = true } = props;
  const { t } = useTranslation();
  const form = useStoreForm(PERSONAL_DETAILS_SCHEMA, {
    ...defaultValues,
    currency: defaultValues.currency ?? '',
    currentPassword: '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.canSubmit || isPending) return form.touchAll();
    const { firstName, lastName, email, currency } = form.values;
    onSubmit({
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      email: email.trim(),
      currency: currency as Currency,
    });
  };
  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
      {showTitle && <Heading className={styles.title}>{t('store.personalDetails.title')}</Heading>}
      {error && <FormAlert error={error} task="updatingAccount" />}
      <PersonFields form={form} />
      <SelectFormField
        label={t('store.field.currency')}
        options={CURRENCY_OPTIONS}
        {...form.field('currency')}
      />
      <div className={styles.actions}>
        <SubmitButton isDisabled={!form.canSubmit} isPending={isPending}>
          {t('store.personalDetails.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}
