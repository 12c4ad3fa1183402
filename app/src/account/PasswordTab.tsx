/**
 * The password tab: a new password for the signed-in user, given their current one, which the
 * API requires for a change (docs/decisions.md "The current password"); saving says 'Saved
 * successfully'.
 */
import { FormAlert, PasswordFormField, SubmitButton, useStoreForm } from '@tenace/components';
import { CHANGE_PASSWORD_SCHEMA } from '@tenace/model';
import { useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useFormError } from '../forms/use-form-error.js';
import { UpdatePasswordDocument } from '../graphql/documents/UpdatePassword.generated.js';
import { serverText } from '../i18n/i18n.js';
import { showSnackbarAtom } from '../state/snackbar.js';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

export function PasswordTab() {
  const { t, i18n } = useTranslation('app');
  const { t: kit } = useTranslation();
  const [{ fetching, error }, update] = useMutation(UpdatePasswordDocument);
  const formError = useFormError(error);
  const snackbar = useSetAtom(showSnackbarAtom);
  const form = useStoreForm(CHANGE_PASSWORD_SCHEMA, EMPTY);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!form.canSubmit) return;
    const { currentPassword, password } = form.values;
    const result = await update({ password, confirmPassword: password, currentPassword });
    if (result.data?.updatePassword) snackbar(serverText(i18n, 'Saved successfully'));
  };
  return (
    <form onSubmit={submit} className="form" aria-label={t('form.save')} noValidate>
      {formError && <FormAlert error={formError} task="updatingAccount" />}
      <PasswordFormField
        label={kit('store.field.currentPassword')}
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <PasswordFormField
        label={kit('store.field.newPassword')}
        autoComplete="new-password"
        {...form.field('password')}
      />
      <PasswordFormField
        label={kit('store.field.confirmPassword')}
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <SubmitButton isDisabled={!form.canSubmit} isPending={fetching}>
        {t('form.save')}
      </SubmitButton>
    </form>
  );
}
