/**
 * The sort dropdown's look while its code loads (the product list loads it once the page has
 * loaded and the browser is idle, see LazySortControl.ts): the label and the button with the
 * current order, the same elements and classes as react-aria's Select draws, in its place and
 * size; inert (neither focusable nor read out) until the real dropdown replaces it.
 */
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.js';
import * as styles from './SortControl.css.js';
import type { SortControlProps } from './SortControl.js';

export function SortControlPlaceholder({ value }: SortControlProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.container}>
      <div className={styles.select} inert>
        <span className={styles.label}>{t('store.sort.label')}</span>
        <button type="button" className={styles.button}>
          <span>{t(`store.sort.${value}`)}</span>
          <Icon name="chevronDown" size="s" />
        </button>
      </div>
    </div>
  );
}
