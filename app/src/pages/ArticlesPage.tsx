/** /subscriptions/{subscriptionId}/{subscriptionTitle}/articles (storefront.md §2): the article list. */
import '../subscriptions/subscriptions.css';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { SubscriptionArticlesDocument } from '../graphql/documents/SubscriptionArticles.generated.js';
import { useCrumbName } from '../layout/crumb-names.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { subscriptionPath } from '../lib/paths.js';
import { routeId } from '../lib/route-id.js';
import { ArticleList } from '../subscriptions/ArticleList.js';
import { useSubscriptionText } from '../subscriptions/subscription-texts.js';
import NotFoundPage from './NotFoundPage.js';

export default function ArticlesPage() {
  const { t } = useSubscriptionText();
  const id = routeId(useParams().subscriptionId);
  const [{ data, fetching, error }] = useQuery({
    query: SubscriptionArticlesDocument,
    variables: { id: id ?? 0 },
    pause: id === null,
  });
  useCrumbName('subscriptionTitle', data?.subscriptionById?.title);
  if (id === null) return <NotFoundPage />;
  if (fetching && !data) return <PageSkeleton rows={5} />;
  const subscription = data?.subscriptionById;
  if (!subscription) return error ? <ErrorAlert error={error} /> : <NotFoundPage />;
  return (
    <section>
      <h1>{t('articles.list')}</h1>
      <p>
        <Link to={subscriptionPath(subscription)}>
          {t('articles.back', { title: subscription.title })}
        </Link>
      </p>
      <ArticleList subscription={subscription} articles={subscription.articles} />
    </section>
  );
}
