/**
 * /confirmemail/{code}: the link e-mailed to prove an address (at registration, or the new one of
 * an e-mail change; docs/decisions.md "Account addresses"). Following it confirms the address at
 * once, signed in or not; a signed-in user's details are read again so the new address shows.
 */
import { FormAlert } from '@tenace/components';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMutation } from 'urql';
import { useRefreshUser } from '../checkout/use-refresh-user.js';
import { useFormError } from '../forms/use-form-error.js';
import { ConfirmEmailDocument } from '../graphql/documents/ConfirmEmail.generated.js';
import { userAtom } from '../state/auth.js';

export default function ConfirmEmailPage() {
  const { t } = useTranslation('app');
  const { code = '' } = useParams();
  const signedIn = useAtomValue(userAtom) != null;
  const refreshUser = useRefreshUser();
  const [{ data, error }, confirm] = useMutation(ConfirmEmailDocument);
  const formError = useFormError(error);
  // A code works once: React's development double effect must not spend it twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void confirm({ code }).then((result) => {
      if (result.data?.confirmEmail && signedIn) void refreshUser();
    });
  }, [code, confirm, refreshUser, signedIn]);
  return (
    <section className="narrow">
      <h1>{t('confirmEmail.title')}</h1>
      {formError ? (
        <FormAlert error={formError} task="findingAccount" />
      ) : data?.confirmEmail ? (
        <p role="status">
          {t('confirmEmail.done')}{' '}
          {signedIn && <Link to="/library">{t('confirmEmail.library')}</Link>}
        </p>
      ) : (
        <p role="status">{t('confirmEmail.confirming')}</p>
      )}
    </section>
  );
}
