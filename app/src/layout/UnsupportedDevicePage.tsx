/** storefront.md §2: the page for Android below 4 or iOS below 11. */
import { useTranslation } from 'react-i18next';

export function UnsupportedDevicePage() {
  const { t } = useTranslation('app');
  return (
    <main className="page panel">
      <h1>{t('unsupported.title')}</h1>
      <p>{t('unsupported.text')}</p>
    </main>
  );
}
