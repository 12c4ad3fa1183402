/** The personal details form (storefront.md §5 "Personal details"); saving says 'Saved successfully'. */
import { useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Field } from '../forms/Field.js';
import { PERSONAL_SCHEMA } from '../forms/schemas.js';
import { useForm } from '../forms/use-form.js';
import { UpdateUserDocument } from '../graphql/operations.generated.js';
import type { User } from '../graphql/types.js';
import { serverText } from '../i18n/i18n.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import { userAtom } from '../state/auth.js';
import { showSnackbarAtom } from '../state/snackbar.js';

export function PersonalDetailsTab({ user }: { readonly user: User }) {
  const { t, i18n } = useTranslation('app');
  const form = useForm(PERSONAL_SCHEMA, {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  });
  const [{ fetching, error }, update] = useMutation(UpdateUserDocument);
  const setUser = useSetAtom(userAtom);
  const snackbar = useSetAtom(showSnackbarAtom);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await update({
      firstName: form.values.firstName.trim(),
      lastName: form.values.lastName.trim(),
      email: form.values.email.trim(),
    });
    if (result.data?.updateUser) {
      setUser(result.data.updateUser);
      snackbar(serverText(i18n, 'Saved successfully'));
    }
  };
  return (
    <form onSubmit={submit} className="form" aria-label={t('account.tabs.details')}>
      <ErrorAlert error={error} fallback="updating your account" />
      <Field
        label={t('form.firstName')}
        value={form.values.firstName}
        onChange={form.set('firstName')}
        error={form.errors.firstName}
      />
      <Field
        label={t('form.lastName')}
        value={form.values.lastName}
        onChange={form.set('lastName')}
        error={form.errors.lastName}
      />
      <Field
        label={t('form.email')}
        type="email"
        value={form.values.email}
        onChange={form.set('email')}
        error={form.errors.email}
      />
      <button type="submit" disabled={!form.valid || fetching}>
        {t('form.save')}
      </button>
    </form>
  );
}
