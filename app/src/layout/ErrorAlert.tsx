/**
 * A failed query on a page (storefront.md §8): BAD_USER_INPUT and VALIDATION_ERROR show their
 * translated message in a red alert; anything else the 'Something went wrong' panel with the
 * error's text, reported (to the console: no reporting service is configured). Forms show their
 * failures with the kit's FormAlert instead (`useFormError`).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../i18n/i18n.js';
import { type FailedCall, isFormError, normaliseError, shouldReport } from '../lib/errors.js';

export function ErrorAlert({ error }: { readonly error: FailedCall | undefined }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (error === undefined) return;
    const reported = normaliseError(error);
    if (shouldReport(reported)) console.error(reported);
  }, [error]);
  if (error === undefined) return null;
  const normalised = normaliseError(error);
  if (isFormError(normalised)) {
    return (
      <div role="alert" className="alert alert-error">
        {serverText(i18n, normalised.message)}
      </div>
    );
  }
  return (
    <section role="alert" className="panel">
      <h2>{serverText(i18n, 'Something went wrong')}</h2>
      <p>{normalised.message}</p>
    </section>
  );
}
