/**
 * The text of a form's error (storefront.md §8: the translated message in a red alert). A
 * throttled call also says when to try again, from the wait the API gives (retryAfterSeconds),
 * so the message itself stays one catalogued sentence.
 */
import type { i18n } from 'i18next';
import { serverText } from '../i18n/i18n.js';
import type { AppError } from '../lib/errors.js';

export function formErrorText(instance: i18n, error: AppError): string {
  const message = serverText(instance, error.message, error.template);
  const seconds = error.retryAfterSeconds;
  if (seconds === undefined) return message;
  const wait =
    seconds < 60
      ? instance.t('retry.seconds', { ns: 'app', count: seconds })
      : instance.t('retry.minutes', { ns: 'app', count: Math.ceil(seconds / 60) });
  return `${message} ${wait}`;
}
