/**
 * The personal details form (storefront.md §5 "Personal details": names and e-mail required,
 * max 100; a currency), with the kit's fields and rules; saving says 'Saved successfully'. While
 * the user may not change their currency (a plan runs in it: currency-choice.ts, the payment
 * tab's rule too) the select is disabled and says why. A new e-mail asks for the current
 * password and is used only once confirmed from the new address (docs/decisions.md "Account
 * addresses"), which the form then says.
 */
import './account-sales.css';
import {
  FormAlert,
  PasswordFormField,
  PersonFields,
  SubmitButton,
  useStoreForm,
} from '@tenace/components';
import { CURRENCIES, emailChangeReady, isCurrency, PERSONAL_DETAILS_SCHEMA } from '@tenace/model';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useFormError } from '../forms/use-form-error.js';
import { PaymentCurrencyDocument } from '../graphql/documents/PaymentCurrency.generated.js';
import { UpdateUserDocument } from '../graphql/documents/UpdateUser.generated.js';
import type { User } from '../graphql/types.js';
import { serverText } from '../i18n/i18n.js';
import { userAtom } from '../state/auth.js';
import { showSnackbarAtom } from '../state/snackbar.js';
import { useAccountSalesText } from './account-texts.js';
import { mayChooseCurrency } from './currency-choice.js';

export function PersonalDetailsTab({ user }: { readonly user: User }) {
  const { t, i18n } = useTranslation();
  const { t: tApp } = useTranslation('app');
  const { t: tAccount } = useAccountSalesText();
  const [pendingEmail, setPendingEmail] = useState<string | undefined>(undefined);
  // Until the plans are known the select stays open: the server refuses a change anyway.
  const [{ data: held }] = useQuery({
    query: PaymentCurrencyDocument,
    requestPolicy: 'network-only',
  });
  const currencyFixed = held?.currentUser != null && !mayChooseCurrency(held.currentUser);
  const form = useStoreForm(PERSONAL_DETAILS_SCHEMA, {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    currency: user.currency,
    currentPassword: '',
  });
  const emailChanges = !emailChangeReady(user.email, { ...form.values, currentPassword: '' });
  const canSubmit = form.canSubmit && emailChangeReady(user.email, form.values);
  const [{ fetching, error }, update] = useMutation(UpdateUserDocument);
  const formError = useFormError(error);
  const setUser = useSetAtom(userAtom);
  const snackbar = useSetAtom(showSnackbarAtom);
  const currency = form.field('currency');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!canSubmit || !isCurrency(form.values.currency)) return;
    const email = form.values.email.trim();
    const result = await update({
      firstName: form.values.firstName.trim(),
      lastName: form.values.lastName.trim(),
      email,
      currency: form.values.currency,
      ...(emailChanges && { currentPassword: form.values.currentPassword }),
    });
    if (result.data?.updateUser) {
      setUser(result.data.updateUser);
      if (emailChanges) {
        // The address in use stays until the link is followed: the form shows it again.
        setPendingEmail(email);
        form.field('email').onChange(result.data.updateUser.email);
        form.field('currentPassword').onChange('');
      }
      snackbar(serverText(i18n, 'Saved successfully'));
    }
  };
  return (
    <form
      onSubmit={submit}
      className="form"
      aria-label={t('store.personalDetails.title')}
      noValidate
    >
      {formError && <FormAlert error={formError} task="updatingAccount" />}
      <PersonFields form={form} />
      {emailChanges && (
        <PasswordFormField
          label={t('store.field.currentPassword')}
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
      )}
      {pendingEmail && (
        <p role="status" className="field-hint">
          {tApp('emailChange.pending', { email: pendingEmail })}
        </p>
      )}
      <label className="field">
        {t('store.field.currency')}
        <select
          value={currency.value}
          disabled={currencyFixed}
          aria-describedby={currencyFixed ? 'currency-fixed' : undefined}
          onChange={(event) => currency.onChange(event.target.value)}
          onBlur={currency.onBlur}
        >
          {CURRENCIES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {currencyFixed && (
          <small id="currency-fixed" className="field-hint">
            {tAccount('details.currencyFixed')}
          </small>
        )}
      </label>
      <SubmitButton isDisabled={!canSubmit} isPending={fetching}>
        {t('store.personalDetails.submit')}
      </SubmitButton>
    </form>
  );
}
