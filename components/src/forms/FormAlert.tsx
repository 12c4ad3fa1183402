/**
 * A failed submit's message (storefront.md §8): a BAD_USER_INPUT or VALIDATION_ERROR shows its
 * translated message in a red alert; any other failure shows "There was a problem …" with the
 * form's default text (logging you in, sending your message…).
 */
import { useTranslation } from 'react-i18next';
import type { storeEn } from '../i18n/store-en.js';
import { Icon } from '../icons/Icon.js';
import * as styles from './forms.css.js';

/** What went wrong with a submit, as the app's error normalisation (§8) tells it. */
export type FormError =
  /** BAD_USER_INPUT or VALIDATION_ERROR: the server's message, translated by the app. */
  | { readonly kind: 'input'; readonly message: string }
  /** Any other code: the form's default text is shown. */
  | { readonly kind: 'problem' };

/** The default texts of storefront.md §8 ("Default texts seen: logging-you-in, …"). */
export type ProblemTask = keyof (typeof storeEn)['form']['task'];

/** `task` names the form's default text, so only a problem needs it; an input error has its message. */
export type FormAlertProps =
  | { readonly error: FormError; readonly task: ProblemTask }
  | { readonly error: Extract<FormError, { kind: 'input' }>; readonly task?: undefined };

/**
 * @example
 * {error && <FormAlert error={error} task="loggingIn" />}
 * <FormAlert error={{ kind: 'input', message: 'Promo code has expired' }} />
 */
export function FormAlert({ error, task }: FormAlertProps) {
  const { t } = useTranslation();
  return (
    <p className={styles.alert} role="alert" data-kind={error.kind}>
      <Icon name="alert" />
      <span>
        {error.kind === 'input'
          ? error.message
          : // FormAlertProps gives every problem a task.
            t('store.form.problem', { task: t(`store.form.task.${task as ProblemTask}`) })}
      </span>
    </p>
  );
}
