/**
 * A failed query on a page (storefront.md §8): BAD_USER_INPUT and VALIDATION_ERROR show their
 * translated message in the kit's red alert; anything else the kit's 'Something went wrong' panel
 * with the error's text, reported (to the console: no reporting service is configured); a
 * NOT_FOUND, the thing the page shows not being there, the 404 page. Forms
 * show their failures with the kit's FormAlert and their default text instead (`useFormError`).
 */
import { ErrorPanel, FormAlert } from '@tenace/components';
import { useTranslation } from 'react-i18next';
import { useReportedError } from '../forms/use-form-error.js';
import { serverText } from '../i18n/i18n.js';
import { type FailedCall, isFormError, isNotFound } from '../lib/errors.js';
import { PageNotFound } from './PageNotFound.js';

export function ErrorAlert({ error }: { readonly error: FailedCall | undefined }) {
  const { i18n } = useTranslation();
  const normalised = useReportedError(error);
  if (normalised === undefined) return null;
  if (isNotFound(normalised)) return <PageNotFound />;
  return isFormError(normalised) ? (
    <FormAlert error={{ kind: 'input', message: serverText(i18n, normalised.message) }} />
  ) : (
    <ErrorPanel error={normalised.message} />
  );
}
