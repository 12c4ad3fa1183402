/** /subscriptions (storefront.md §2, only with the subscriptions flag): the subscriptions on sale. */
import '../subscriptions/subscriptions.css';
import { Price } from '@tenace/components';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { plainText } from '../catalogue/plain-text.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { SubscriptionsDocument } from '../graphql/documents/Subscriptions.generated.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { subscriptionPath } from '../lib/paths.js';
import { pickerPlans } from '../subscriptions/plans.js';
import { useSubscriptionText } from '../subscriptions/subscription-texts.js';

export default function SubscriptionsPage() {
  const { t } = useSubscriptionText();
  const { currency } = useLocaleVariables();
  const [{ data, fetching, error }] = useQuery({
    query: SubscriptionsDocument,
    variables: { currency },
  });
  const subscriptions = data?.subscriptions ?? [];
  return (
    <section>
      <h1>{t('landing.title')}</h1>
      <p>{t('landing.intro')}</p>
      <ErrorAlert error={error} />
      {fetching && !data && <PageSkeleton rows={4} />}
      {data && subscriptions.length === 0 && <p>{t('landing.none')}</p>}
      <ul className="subscription-cards">
        {subscriptions.map((subscription) => {
          const [firstPlan] = pickerPlans(subscription.subscriptionPlans);
          return (
            <li key={subscription.id}>
              {subscription.images.cover && (
                <img src={subscription.images.cover} alt="" width={320} height={180} />
              )}
              <h2>
                <Link to={subscriptionPath(subscription)}>{subscription.title}</Link>
              </h2>
              {subscription.author && <p>{subscription.author.fullName}</p>}
              <p>{plainText(subscription.description)}</p>
              {firstPlan && (
                <p>
                  <Price amount={firstPlan.priceLocal} currency={currency} />{' '}
                  {t(firstPlan.type === 'Yearly' ? 'plans.perYear' : 'plans.perMonth')}
                </p>
              )}
              <Link className="button" to={subscriptionPath(subscription)}>
                {t('landing.open')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
