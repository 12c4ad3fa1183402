/** The password tab: a new password for the signed-in user ('Saved successfully'). */
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { NewPasswordForm } from '../forms/NewPasswordForm.js';
import { useFormError } from '../forms/use-form-error.js';
import { UpdatePasswordDocument } from '../graphql/documents/UpdatePassword.generated.js';
import { serverText } from '../i18n/i18n.js';
import { showSnackbarAtom } from '../state/snackbar.js';

export function PasswordTab() {
  const { t, i18n } = useTranslation('app');
  const [{ fetching, error }, update] = useMutation(UpdatePasswordDocument);
  const formError = useFormError(error);
  const snackbar = useSetAtom(showSnackbarAtom);
  const submit = async (password: string) => {
    const result = await update({ password, confirmPassword: password });
    if (result.data?.updatePassword) snackbar(serverText(i18n, 'Saved successfully'));
  };
  return (
    <NewPasswordForm
      submitLabel={t('form.save')}
      busy={fetching}
      error={formError}
      task="updatingAccount"
      onSubmit={(password) => void submit(password)}
    />
  );
}
