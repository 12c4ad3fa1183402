/**
 * The library's subscriptions (storefront.md §2: a subscriber's 'go to library'): each running
 * subscription with the user's view of its articles (articlesByUserAndSubscriptionId, §7).
 */
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { ArticlesOfSubscriptionDocument } from '../graphql/documents/ArticlesOfSubscription.generated.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { articlesPath } from '../lib/paths.js';
import { ArticleList } from './ArticleList.js';
import { useSubscriptionText } from './subscription-texts.js';
import { useActiveSubscriptions } from './use-active-subscriptions.js';

function HeldSubscription({ id }: { readonly id: number }) {
  const [{ data, fetching }] = useQuery({
    query: ArticlesOfSubscriptionDocument,
    variables: { subscriptionId: id },
    requestPolicy: 'cache-and-network',
  });
  if (fetching && !data) return <PageSkeleton rows={1} />;
  const subscription = data?.subscriptionById;
  if (!subscription) return null;
  return (
    <section className="library-product">
      <h3>
        <Link to={articlesPath(subscription)}>{subscription.title}</Link>
      </h3>
      <ArticleList
        subscription={subscription}
        articles={data?.articlesByUserAndSubscriptionId ?? []}
      />
    </section>
  );
}

export function LibrarySubscriptions() {
  const { t } = useSubscriptionText();
  const { ids } = useActiveSubscriptions();
  if (ids.length === 0) return null;
  return (
    <section aria-labelledby="library-subscriptions">
      <h2 id="library-subscriptions">{t('library.title')}</h2>
      {ids.map((id) => (
        <HeldSubscription key={id} id={id} />
      ))}
    </section>
  );
}
