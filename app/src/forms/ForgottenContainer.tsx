/** The kit's forgotten-password form on resetPassword (storefront.md §4), for the page and the drawer. */
import { ForgottenPasswordForm } from '@tenace/components';
import { useMutation } from 'urql';
import { ResetPasswordDocument } from '../graphql/documents/ResetPassword.generated.js';
import { useFormError } from './use-form-error.js';

export function ForgottenContainer({ showTitle = false }: { readonly showTitle?: boolean }) {
  const [{ fetching, error, data }, reset] = useMutation(ResetPasswordDocument);
  const formError = useFormError(error);
  return (
    <ForgottenPasswordForm
      showTitle={showTitle}
      isPending={fetching}
      isSent={data?.resetPassword === true}
      {...(formError !== undefined && { error: formError })}
      onSubmit={(email) => void reset({ email: email.trim() })}
    />
  );
}
