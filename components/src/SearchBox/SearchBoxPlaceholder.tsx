/**
 * The search box's look while its code loads (the header loads it after the page's first paint,
 * see store/lazy-part.ts): the field with its placeholder or term and the search button, in the
 * box's place and size; inert (neither focusable nor read out) until the real box replaces it.
 */
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.js';
import * as styles from './SearchBox.css.js';
import type { SearchBoxProps } from './SearchBox.js';

export function SearchBoxPlaceholder({ defaultValue = '', fullWidth = false }: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.form} data-full-width={fullWidth || undefined} inert>
      <div className={styles.field}>
        <input
          className={styles.input}
          type="search"
          placeholder={t('store.search.placeholder')}
          defaultValue={defaultValue}
        />
      </div>
      <span className={styles.button}>
        <Icon name="search" />
      </span>
    </div>
  );
}
