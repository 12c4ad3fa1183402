/**
 * The panel for an uncaught error (storefront.md §8: "Other uncaught errors show a 'Something
 * went wrong' panel with the error text"), announced as an alert, with Try again when the app
 * can retry, or another way out that the app names (`action`) when trying again cannot help.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { button as actionButton } from '../ActionButton/ActionButton.css.js';
import { StatePanel } from '../StatePanel/StatePanel.js';
import * as styles from './ErrorPanel.css.js';

export interface ErrorPanelProps {
  /** The error's text. */
  readonly error: string;
  /** Tries again (re-renders the failed part); without it there is no button. */
  readonly onRetry?: () => void;
  /**
   * Shown in place of Try again when trying again cannot help (a page whose code a new version
   * of the app replaced: reload the page), with the app's label.
   */
  readonly action?: { readonly label: string; readonly onPress: () => void };
  /** What the visitor can do about it, under the error's text. */
  readonly children?: ReactNode;
  /** @default 2 */
  readonly level?: 1 | 2 | 3;
}

/**
 * @example
 * <ErrorBoundary fallbackRender={({ error, resetErrorBoundary }) =>
 *   <ErrorPanel error={error.message} onRetry={resetErrorBoundary} />} />
 */
export function ErrorPanel({ error, onRetry, action, children, level = 2 }: ErrorPanelProps) {
  const { t } = useTranslation();
  const button = action ?? (onRetry && { label: t('store.errors.retry'), onPress: onRetry });
  return (
    <StatePanel
      title={t('store.errors.somethingWentWrong')}
      tone="error"
      level={level}
      isAlert
      actions={
        button && (
          // A native button with the ActionButton's look: the route's error page is part of the
          // first load, and react-aria's press machinery need not be (issue 5 §4).
          <button
            type="button"
            className={actionButton}
            data-variant="primary"
            onClick={() => button.onPress()}
          >
            {button.label}
          </button>
        )
      }
    >
      <pre className={styles.error}>{error}</pre>
      {children}
    </StatePanel>
  );
}
