/** /register/{code} (admin.md §2): completes an account made for the user, then /library. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMutation } from 'urql';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { NewPasswordForm } from '../forms/NewPasswordForm.js';
import { useFormError } from '../forms/use-form-error.js';
import { useSignIn } from '../forms/use-sign-in.js';
import { ActivateUserDocument } from '../graphql/documents/ActivateUser.generated.js';

export default function CompleteRegistrationPage() {
  const { t } = useTranslation('app');
  const { code = '' } = useParams();
  const { currency } = useLocaleVariables();
  const [{ fetching, error }, activate] = useMutation(ActivateUserDocument);
  const formError = useFormError(error);
  const signIn = useSignIn();
  const submit = async (password: string) => {
    const result = await activate({ id: code, password, confirmPassword: password, currency });
    if (result.data?.activateUser) signIn(result.data.activateUser, '/library');
  };
  return (
    <section className="narrow">
      <h1>{t('complete.title')}</h1>
      <NewPasswordForm
        submitLabel={t('complete.submit')}
        busy={fetching}
        error={formError}
        task="findingAccount"
        onSubmit={(password) => void submit(password)}
      />
    </section>
  );
}
