/**
 * The personal details form (storefront.md §5 "Personal details": names and e-mail required,
 * max 100; a currency), with the kit's fields and rules; saving says 'Saved successfully'.
 */
import {
  FormAlert,
  PERSONAL_DETAILS_FORM,
  SubmitButton,
  TextFormField,
  useStoreForm,
} from '@tenace/components';
import { useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useFormError } from '../forms/use-form-error.js';
import { UpdateUserDocument } from '../graphql/operations.generated.js';
import type { User } from '../graphql/types.js';
import { serverText } from '../i18n/i18n.js';
import { CURRENCIES, isCurrency } from '../lib/locale.js';
import { userAtom } from '../state/auth.js';
import { showSnackbarAtom } from '../state/snackbar.js';

export function PersonalDetailsTab({ user }: { readonly user: User }) {
  const { t, i18n } = useTranslation();
  const form = useStoreForm(PERSONAL_DETAILS_FORM, {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    currency: user.currency,
  });
  const [{ fetching, error }, update] = useMutation(UpdateUserDocument);
  const formError = useFormError(error);
  const setUser = useSetAtom(userAtom);
  const snackbar = useSetAtom(showSnackbarAtom);
  const currency = form.field('currency');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!form.canSubmit || !isCurrency(form.values.currency)) return;
    const result = await update({
      firstName: form.values.firstName.trim(),
      lastName: form.values.lastName.trim(),
      email: form.values.email.trim(),
      currency: form.values.currency,
    });
    if (result.data?.updateUser) {
      setUser(result.data.updateUser);
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
      <TextFormField
        label={t('store.field.firstName')}
        autoComplete="given-name"
        isRequired
        {...form.field('firstName')}
      />
      <TextFormField
        label={t('store.field.lastName')}
        autoComplete="family-name"
        isRequired
        {...form.field('lastName')}
      />
      <TextFormField
        label={t('store.field.email')}
        type="email"
        autoComplete="email"
        isRequired
        {...form.field('email')}
      />
      <label className="field">
        {t('store.field.currency')}
        <select
          value={currency.value}
          onChange={(event) => currency.onChange(event.target.value)}
          onBlur={currency.onBlur}
        >
          {CURRENCIES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <SubmitButton isDisabled={!form.canSubmit} isPending={fetching}>
        {t('store.personalDetails.submit')}
      </SubmitButton>
    </form>
  );
}
