/** /register/{code} (admin.md §2): completes an account made for the user, then /library. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMutation } from 'urql';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { NewPasswordForm } from '../forms/NewPasswordForm.js';
import { useSignIn } from '../forms/use-sign-in.js';
import { ActivateUserDocument } from '../graphql/operations.generated.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';

export default function CompleteRegistrationPage() {
  const { t } = useTranslation('app');
  const { code = '' } = useParams();
  const { currency } = useLocaleVariables();
  const [{ fetching, error }, activate] = useMutation(ActivateUserDocument);
  const signIn = useSignIn();
  const submit = async (password: string) => {
    const result = await activate({ id: code, password, confirmPassword: password, currency });
    if (result.data?.activateUser) signIn(result.data.activateUser, '/library');
  };
  return (
    <section className="narrow">
      <h1>{t('complete.title')}</h1>
      <ErrorAlert error={error} fallback="finding-your-account" />
      <NewPasswordForm
        submitLabel={t('complete.submit')}
        busy={fetching}
        onSubmit={(p) => void submit(p)}
      />
    </section>
  );
}
