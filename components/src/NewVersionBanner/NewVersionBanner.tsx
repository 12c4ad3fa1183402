/**
 * The new-version banner (storefront.md §2 Layout: "A bottom banner announces a new app version
 * with a refresh link"; §4: the app checks the version file every 60 s). The app shows it when
 * the version is newer and reloads the page on Refresh.
 */
import { useTranslation } from 'react-i18next';
import * as styles from './NewVersionBanner.css.js';

export interface NewVersionBannerProps {
  /** Reloads the app. */
  readonly onRefresh: () => void;
}

/**
 * @example
 * {newer && <NewVersionBanner onRefresh={() => location.reload()} />}
 */
export function NewVersionBanner({ onRefresh }: NewVersionBannerProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.banner} role="status">
      <span>{t('store.newVersion.text')}</span>
      <button type="button" className={styles.refresh} onClick={onRefresh}>
        {t('store.newVersion.refresh')}
      </button>
    </div>
  );
}
