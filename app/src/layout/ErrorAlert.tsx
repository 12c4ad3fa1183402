/**
 * How a failed call is shown (storefront.md §8): BAD_USER_INPUT and VALIDATION_ERROR as their
 * translated message in a red alert; anything else as 'there was a problem' and the page's
 * default text, reported to the error log.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../i18n/i18n.js';
import { type FailedCall, isFormError, normaliseError, shouldReport } from '../lib/errors.js';

export interface ErrorAlertProps {
  readonly error: FailedCall | undefined;
  /** The default text after 'there was a problem', such as 'logging-you-in' (storefront.md §8). */
  readonly fallback: string;
}

export function ErrorAlert({ error, fallback }: ErrorAlertProps) {
  const { i18n } = useTranslation();
  const normalised = error === undefined ? undefined : normaliseError(error);
  useEffect(() => {
    if (error === undefined) return;
    const reported = normaliseError(error);
    // No error-reporting service is configured: the browser console is the report.
    if (shouldReport(reported)) console.error(reported);
  }, [error]);
  if (normalised === undefined) return null;
  return (
    <div role="alert" className="alert alert-error">
      {isFormError(normalised)
        ? serverText(i18n, normalised.message)
        : `${serverText(i18n, 'there was a problem')} ${serverText(i18n, fallback)}`}
    </div>
  );
}
