/**
 * A failed call as the kit's forms show it (storefront.md §8): BAD_USER_INPUT and
 * VALIDATION_ERROR carry their translated message (and, when throttled, when to try again); any
 * other failure is a problem, shown with the form's default text and reported (to the console:
 * no reporting service is configured).
 */
import type { FormError } from '@tenace/components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AppError,
  type FailedCall,
  isFormError,
  normaliseError,
  shouldReport,
} from '../lib/errors.js';
import { formErrorText } from './form-error-text.js';

export function useFormError(error: FailedCall | undefined): FormError | undefined {
  const { i18n } = useTranslation();
  const normalised = useReportedError(error);
  if (normalised === undefined) return undefined;
  return isFormError(normalised)
    ? { kind: 'input', message: formErrorText(i18n, normalised) }
    : { kind: 'problem' };
}

/** The failure normalised (storefront.md §8), reported once when it is worth reporting. */
export function useReportedError(error: FailedCall | undefined): AppError | undefined {
  useEffect(() => {
    if (error === undefined) return;
    const reported = normaliseError(error);
    if (shouldReport(reported)) console.error(reported);
  }, [error]);
  return error === undefined ? undefined : normaliseError(error);
}
