/** /resetpassword/{token} (admin.md §2): a new password for the account the e-mail was sent to. */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMutation } from 'urql';
import { NewPasswordForm } from '../forms/NewPasswordForm.js';
import { useFormError } from '../forms/use-form-error.js';
import { UpdatePasswordDocument } from '../graphql/documents/UpdatePassword.generated.js';

export default function ResetPasswordPage() {
  const { t } = useTranslation('app');
  const { token = '' } = useParams();
  const [{ data, fetching, error }, update] = useMutation(UpdatePasswordDocument);
  const formError = useFormError(error);
  return (
    <section className="narrow">
      <h1>{t('reset.title')}</h1>
      {data?.updatePassword ? (
        <p role="status">
          {t('reset.done')} <Link to="/login">{t('header.login')}</Link>
        </p>
      ) : (
        <NewPasswordForm
          submitLabel={t('reset.submit')}
          busy={fetching}
          error={formError}
          task="resettingPassword"
          onSubmit={(password) => void update({ password, confirmPassword: password, token })}
        />
      )}
    </section>
  );
}
