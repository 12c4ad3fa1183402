/**
 * A subscription's articles (storefront.md §2): each with its summary and a Read button to the
 * article reader; an article the reader may not open is marked for subscribers.
 */
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import type { ArticleSummaryFragment } from '../graphql/operations.generated.js';
import { formatDate } from '../lib/locale.js';
import { articlePath, type ProductRef } from '../lib/paths.js';
import { localeAtom } from '../state/locale.js';
import { useSubscriptionText } from './subscription-texts.js';

export function ArticleList({
  subscription,
  articles,
}: {
  readonly subscription: ProductRef;
  readonly articles: readonly ArticleSummaryFragment[];
}) {
  const { t } = useSubscriptionText();
  const { language } = useAtomValue(localeAtom);
  if (articles.length === 0) return <p>{t('articles.none')}</p>;
  return (
    <ul className="article-list">
      {articles.map((article) => (
        <li key={article.id}>
          <div>
            <h3>{article.title}</h3>
            {article.publishDateTime && (
              <p>
                {t('articles.published', {
                  date: formatDate(article.publishDateTime, language),
                })}
              </p>
            )}
            <p>{article.summary}</p>
          </div>
          {article.freeToRead && <span className="tag">{t('articles.freeBadge')}</span>}
          {!article.canRead && <span className="locked">{t('articles.locked')}</span>}
          <Link
            className="button"
            to={articlePath(subscription, article)}
            aria-label={`${t('articles.read')}: ${article.title}`}
          >
            {t('articles.read')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
