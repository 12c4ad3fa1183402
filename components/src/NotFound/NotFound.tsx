/**
 * The 404 page's content (storefront.md §2: "Any unknown path shows a 404 page: no route found
 * matching the path"; §8), with a way home.
 */
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { link } from '../StatePanel/StatePanel.css.js';
import { StatePanel } from '../StatePanel/StatePanel.js';
import { STORE_PATHS } from '../store/paths.js';

export interface NotFoundProps {
  /** The path that matched no route. */
  readonly path: string;
}

/**
 * @example
 * <Route path="*" element={<NotFound path={location.pathname} />} />
 */
export function NotFound({ path }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <StatePanel
      title={t('store.errors.notFoundTitle')}
      level={1}
      actions={
        <Link className={link} href={STORE_PATHS.home}>
          {t('store.errors.goHome')}
        </Link>
      }
    >
      <p>{t('store.errors.notFound', { path })}</p>
    </StatePanel>
  );
}
