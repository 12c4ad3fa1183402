/**
 * /subscriptions/{subscriptionId}/{subscriptionTitle} (storefront.md §2 "Subscription detail"):
 * title, description, the plan picker (yearly first chosen, with 'save 10 pct') and the chosen
 * plan into the cart or, through the gift form, as a gift (storefront.md §1), the
 * sign-up-for-samples banner, and the free articles each with a Read button. A subscriber sees
 * 'you are already subscribed' and a button to the library instead of the picker, and beside it
 * 'Give it as a gift', which shows the picker with the gift button only (a plan of their own
 * cannot be bought twice, a gift can).
 */
import '../subscriptions/subscriptions.css';
import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { plainText } from '../catalogue/plain-text.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { SubscriptionByIdDocument } from '../graphql/documents/SubscriptionById.generated.js';
import { useCrumbName } from '../layout/crumb-names.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { removeCartItem } from '../lib/cart.js';
import { articlesPath, authorPath } from '../lib/paths.js';
import { routeId } from '../lib/route-id.js';
import { cartAtom } from '../state/cart.js';
import { drawerAtom } from '../state/drawer.js';
import { showSnackbarAtom } from '../state/snackbar.js';
import { ArticleList } from '../subscriptions/ArticleList.js';
import { PlanPicker } from '../subscriptions/PlanPicker.js';
import {
  defaultPlan,
  isSubscribed,
  planCartItem,
  planInCart,
  withPlan,
} from '../subscriptions/plans.js';
import { SampleSignUp } from '../subscriptions/SampleSignUp.js';
import { useSubscriptionText } from '../subscriptions/subscription-texts.js';
import { useActiveSubscriptions } from '../subscriptions/use-active-subscriptions.js';
import NotFoundPage from './NotFoundPage.js';

export default function SubscriptionPage() {
  const { t } = useSubscriptionText();
  const id = routeId(useParams().subscriptionId);
  const { currency } = useLocaleVariables();
  const active = useActiveSubscriptions();
  const [cart, setCart] = useAtom(cartAtom);
  const snackbar = useSetAtom(showSnackbarAtom);
  const setDrawer = useSetAtom(drawerAtom);
  const [choice, setChoice] = useState<number>();
  // A subscriber asked to give the subscription: the picker, for a gift only.
  const [giving, setGiving] = useState(false);
  const [{ data, fetching, error }] = useQuery({
    query: SubscriptionByIdDocument,
    variables: { id: id ?? 0, currency },
    pause: id === null,
  });
  useCrumbName('subscriptionTitle', data?.subscriptionById?.title);
  if (id === null) return <NotFoundPage />;
  if ((fetching && !data) || !active.known) return <PageSkeleton rows={6} />;
  const subscription = data?.subscriptionById;
  if (!subscription) return error ? <ErrorAlert error={error} /> : <NotFoundPage />;

  const plans = subscription.subscriptionPlans;
  const planIds = plans.map((plan) => plan.id);
  const chosen = plans.find((plan) => plan.id === choice) ?? defaultPlan(plans);
  const inCart = planInCart(cart, planIds);
  const subscribed = isSubscribed(active.ids, subscription.id);
  const item = {
    title: subscription.title,
    author: subscription.author?.fullName ?? '',
    image: subscription.images.cover,
  };

  return (
    <article className="product">
      <div className="product-head">
        {subscription.images.cover && (
          <img src={subscription.images.cover} alt="" width={240} height={240} />
        )}
        <div>
          <h1>{subscription.title}</h1>
          {subscription.author && (
            <p>
              <Link to={authorPath(subscription.author)}>{subscription.author.fullName}</Link>
            </p>
          )}
          <p className="description">{plainText(subscription.description)}</p>
        </div>
      </div>
      {subscribed && (
        <section className="subscribed" aria-labelledby="subscribed-title">
          <h2 id="subscribed-title">{t('subscribed.title')}</h2>
          <div className="buy">
            <Link className="button" to="/library">
              {t('subscribed.library')}
            </Link>
            {subscription.onSale && chosen && !giving && (
              <button type="button" className="secondary" onClick={() => setGiving(true)}>
                {t('subscribed.gift')}
              </button>
            )}
          </div>
        </section>
      )}
      {subscription.onSale && chosen && (!subscribed || giving) && (
        <>
          <PlanPicker
            plans={plans}
            chosen={chosen}
            currency={currency}
            onChoose={(plan) => setChoice(plan.id)}
          />
          <div className="buy">
            {!subscribed &&
              (inCart?.id === chosen.id ? (
                <>
                  <Link className="button" to="/checkout">
                    {t('plans.checkout')}
                  </Link>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setCart(removeCartItem(cart, cart.items.indexOf(inCart)))}
                  >
                    {t('plans.remove')}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  onClick={() => {
                    setCart(withPlan(cart, planCartItem(chosen, item), planIds));
                    snackbar(t('plans.added'));
                  }}
                >
                  {t('plans.add')}
                </button>
              ))}
            <button
              type="button"
              className={subscribed ? undefined : 'secondary'}
              onClick={() =>
                setDrawer({
                  type: 'gift',
                  title: subscription.title,
                  item: planCartItem(chosen, item),
                })
              }
            >
              {t('plans.gift')}
            </button>
          </div>
        </>
      )}
      {!subscribed && <SampleSignUp subscriptionId={subscription.id} />}
      <section aria-labelledby="free-articles">
        <h2 id="free-articles">{t('articles.free')}</h2>
        <ArticleList subscription={subscription} articles={subscription.freeArticles} />
        <p>
          <Link to={articlesPath(subscription)}>{t('articles.all')}</Link>
        </p>
      </section>
    </article>
  );
}
