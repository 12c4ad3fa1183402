/** The kit's login form on loginUser (storefront.md §4 "Login and session"), for /login and the drawer. */
import { LoginForm } from '@tenace/components';
import { useSetAtom } from 'jotai';
import { useMutation } from 'urql';
import { LoginUserDocument } from '../graphql/documents/LoginUser.generated.js';
import { drawerAtom } from '../state/drawer.js';
import { useFormError } from './use-form-error.js';
import { useSignIn } from './use-sign-in.js';

export function LoginContainer({ showTitle = false }: { readonly showTitle?: boolean }) {
  const [{ fetching, error }, login] = useMutation(LoginUserDocument);
  const formError = useFormError(error);
  const signIn = useSignIn();
  const setDrawer = useSetAtom(drawerAtom);
  return (
    <LoginForm
      showTitle={showTitle}
      isPending={fetching}
      {...(formError !== undefined && { error: formError })}
      onForgotten={() => setDrawer({ type: 'forgotten' })}
      onSubmit={async ({ email, password }) => {
        const result = await login({ email: email.trim(), password });
        if (result.data?.loginUser) {
          setDrawer(null);
          signIn(result.data.loginUser);
        }
      }}
    />
  );
}
