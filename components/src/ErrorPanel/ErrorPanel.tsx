/**
 * The panel for an uncaught error (storefront.md §8: "Other uncaught errors show a 'Something
 * went wrong' panel with the error text"), announced as an alert, with Try again when the app
 * can retry.
 */
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { StatePanel } from '../StatePanel/StatePanel.js';
import * as styles from './ErrorPanel.css.js';

export interface ErrorPanelProps {
  /** The error's text. */
  readonly error: string;
  /** Tries again (re-renders the failed part); without it there is no button. */
  readonly onRetry?: () => void;
  /** @default 2 */
  readonly level?: 1 | 2 | 3;
}

/**
 * @example
 * <ErrorBoundary fallbackRender={({ error, resetErrorBoundary }) =>
 *   <ErrorPanel error={error.message} onRetry={resetErrorBoundary} />} />
 */
export function ErrorPanel({ error, onRetry, level = 2 }: ErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <StatePanel
      title={t('store.errors.somethingWentWrong')}
      tone="error"
      level={level}
      isAlert
      actions={
        onRetry && (
          <ActionButton variant="primary" onPress={onRetry}>
            {t('store.errors.retry')}
          </ActionButton>
        )
      }
    >
      <pre className={styles.error}>{error}</pre>
    </StatePanel>
  );
}
