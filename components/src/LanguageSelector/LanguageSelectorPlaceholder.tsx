/**
 * The language selector's look while its code loads (the header loads it after the page's first
 * paint, see store/lazy-part.ts): the current language (its code on a phone) and the chevron, in the button's place
 * and size, neither focusable nor read out.
 */
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.js';
import * as styles from './LanguageSelector.css.js';
import type { LanguageSelectorProps } from './LanguageSelector.js';

export function LanguageSelectorPlaceholder({ language }: LanguageSelectorProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.select} aria-hidden="true">
      <span className={styles.button}>
        <span className={styles.value}>
          <span className={styles.name}>{t(`store.language.${language}`)}</span>{' '}
          <span className={styles.code}>{t(`store.language.codes.${language}`)}</span>
        </span>
        <Icon name="chevronDown" size="s" />
      </span>
    </div>
  );
}
