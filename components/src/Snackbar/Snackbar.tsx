/**
 * The snackbar (storefront.md §2 Layout: "Snackbar top right, auto-hides after 3000 ms"; §9):
 * a short confirmation ('Saved successfully', 'Card added'…) or error. It asks to close itself
 * 3000 ms after a message appears (the timer restarts for a new message), and has a dismiss
 * button. Success is announced politely; an error as an alert.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.js';
import * as styles from './Snackbar.css.js';

/** storefront.md §9: "Snackbar auto-hide 3000 ms". */
export const SNACKBAR_AUTO_HIDE_MS = 3000;

export const SNACKBAR_VARIANTS = ['success', 'error'] as const;
export type SnackbarVariant = (typeof SNACKBAR_VARIANTS)[number];

export interface SnackbarProps {
  /** The message, already translated; `null` when nothing is shown. */
  readonly message: string | null;
  /** @default 'success' */
  readonly variant?: SnackbarVariant;
  /** Called when the time is up or the dismiss button is pressed. */
  readonly onClose: () => void;
  /** @default SNACKBAR_AUTO_HIDE_MS */
  readonly autoHideMs?: number;
}

/**
 * @example
 * <Snackbar message={snack?.text ?? null} variant={snack?.variant} onClose={() => setSnack(null)} />
 */
export function Snackbar(props: SnackbarProps) {
  const { message, variant = 'success', onClose, autoHideMs = SNACKBAR_AUTO_HIDE_MS } = props;
  const { t } = useTranslation();
  // The latest onClose, so a parent that passes a new function on every render does not restart
  // the 3000 ms.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => close.current(), autoHideMs);
    return () => clearTimeout(timer);
  }, [message, autoHideMs]);
  return (
    <div className={styles.region} role={variant === 'error' ? 'alert' : 'status'}>
      {message !== null && (
        <div className={styles.snackbar} data-variant={variant}>
          <span className={styles.message}>{message}</span>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('store.snackbar.close')}
          >
            <Icon name="close" size="s" />
          </button>
        </div>
      )}
    </div>
  );
}
