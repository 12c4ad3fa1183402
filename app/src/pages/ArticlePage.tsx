/**
 * The article reader, /subscriptions/{id}/{title}/articles/{articlePublicId}/{articleTitle}/
 * {memberful?} (storefront.md §2): free articles for everyone, the rest for subscribers (the API
 * sends the body only to a reader who may read it). The article's hands open on the article hand
 * route (hands.md §2) when the reader may play them.
 */
import '../subscriptions/subscriptions.css';
import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { plainText } from '../catalogue/plain-text.js';
import { LatestArticleOrByPublicIdDocument } from '../graphql/documents/LatestArticleOrByPublicId.generated.js';
import { useCrumbName } from '../layout/crumb-names.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { formatDate } from '../lib/locale.js';
import { articleHandPath, articlesPath, subscriptionPath } from '../lib/paths.js';
import { localeAtom } from '../state/locale.js';
import type { ArticleHandState } from '../subscriptions/article-hand-state.js';
import { useSubscriptionText } from '../subscriptions/subscription-texts.js';
import NotFoundPage from './NotFoundPage.js';

export default function ArticlePage() {
  const { t } = useSubscriptionText();
  const { language } = useAtomValue(localeAtom);
  const params = useParams();
  const subscriptionId = Number(params.subscriptionId);
  const [{ data, fetching, error }] = useQuery({
    query: LatestArticleOrByPublicIdDocument,
    variables: {
      subscriptionId,
      publicId: params.articlePublicId ?? null,
      memberful: params.memberful !== undefined,
    },
    pause: !Number.isInteger(subscriptionId),
    // The body depends on the reader's subscription, which a purchase may just have changed.
    requestPolicy: 'cache-and-network',
  });
  useCrumbName('articleTitle', data?.latestArticleOrByPublicId?.title);
  useCrumbName('subscriptionTitle', data?.subscriptionById?.title);
  if (!Number.isInteger(subscriptionId)) return <NotFoundPage />;
  if (fetching && !data) return <PageSkeleton rows={8} />;
  const article = data?.latestArticleOrByPublicId;
  if (!article) return error ? <ErrorAlert error={error} /> : <NotFoundPage />;
  const subscription = { id: subscriptionId, title: params.subscriptionTitle ?? '' };
  return (
    <article className="article-reader">
      <p>
        <Link to={articlesPath(subscription)}>{t('articles.list')}</Link>
      </p>
      <h1>{article.title}</h1>
      {article.publishDateTime && (
        <p className="locked">
          {t('articles.published', {
            date: formatDate(article.publishDateTime, language),
          })}
        </p>
      )}
      <p className="article-summary">{article.summary}</p>
      {article.canRead && article.body !== null ? (
        <div className="article-body">{plainText(article.body)}</div>
      ) : (
        <section className="subscribers-only" aria-labelledby="subscribers-only">
          <h2 id="subscribers-only">{t('reader.subscribersOnly')}</h2>
          <Link className="button" to={subscriptionPath(subscription)}>
            {t('reader.subscribe')}
          </Link>
        </section>
      )}
      {article.hands.length > 0 && (
        <section aria-labelledby="article-hands">
          <h2 id="article-hands">{t('reader.hands')}</h2>
          <ul className="hand-list">
            {article.hands.map((hand) => (
              <li key={hand.id}>
                <span>{hand.title}</span>
                {hand.canPlay || hand.freeToPlay ? (
                  <Link
                    className="button"
                    to={articleHandPath(article, hand)}
                    state={
                      {
                        article: { publicId: article.publicId, title: article.title },
                        subscription,
                      } satisfies ArticleHandState
                    }
                    aria-label={`${t('reader.play')}: ${hand.title}`}
                  >
                    {t('reader.play')}
                  </Link>
                ) : (
                  <span className="locked">{t('reader.handLocked')}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
