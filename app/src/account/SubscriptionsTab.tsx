/**
 * The account's subscriptions tab (storefront.md §2 "Account tabs", §4 "Subscriptions of a
 * user"): the active table (running and cancelling plans, with Cancel, Change to yearly for a
 * Monthly plan without an end date, and Restore for a cancelling one) and the expired table
 * (with its end date, no actions). A gifted plan's date, in the cancelling-on column, reads
 * 'Gift, ends on …': nobody is cancelling it, its prepaid term ends. Each action asks for confirmation ('are you sure
 * cancel/change/restore subscription'); successes are 'subscription cancelled', 'subscription
 * changed yearly', 'subscription restored'; errors go to the account's error box.
 */
import './account-sales.css';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { CancelSubscriptionDocument } from '../graphql/documents/CancelSubscription.generated.js';
import { ChangeSubscriptionDocument } from '../graphql/documents/ChangeSubscription.generated.js';
import { RestoreSubscriptionDocument } from '../graphql/documents/RestoreSubscription.generated.js';
import { UserSubscriptionPlansDocument } from '../graphql/documents/UserSubscriptionPlans.generated.js';
import { serverText } from '../i18n/i18n.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import type { FailedCall } from '../lib/errors.js';
import { formatDate } from '../lib/locale.js';
import { localeAtom } from '../state/locale.js';
import { showSnackbarAtom } from '../state/snackbar.js';
import { useAccountSalesText } from './account-texts.js';
import { endDateNote, planActions, planState } from './subscription-state.js';

type Action = 'cancel' | 'restore' | 'change';

const ACTIONS = {
  cancel: {
    document: CancelSubscriptionDocument,
    confirm: 'are you sure cancel subscription',
    done: 'subscription cancelled',
  },
  restore: {
    document: RestoreSubscriptionDocument,
    confirm: 'are you sure restore subscription',
    done: 'subscription restored',
  },
  change: {
    document: ChangeSubscriptionDocument,
    confirm: 'are you sure change subscription',
    done: 'subscription changed yearly',
  },
} as const;

export function SubscriptionsTab() {
  const { t } = useAccountSalesText();
  const { i18n } = useTranslation();
  const client = useClient();
  const snackbar = useSetAtom(showSnackbarAtom);
  const [{ data, error }, refetch] = useQuery({
    query: UserSubscriptionPlansDocument,
    requestPolicy: 'cache-and-network',
  });
  const [asking, setAsking] = useState<{ action: Action; id: number }>();
  const [actionError, setActionError] = useState<FailedCall>();
  const plans = data?.userSubscriptionPlans ?? [];
  const active = plans.filter((plan) => planState(plan) !== 'expired');
  const expired = plans.filter((plan) => planState(plan) === 'expired');
  const { language } = useAtomValue(localeAtom);
  const date = (value: string) => formatDate(value, language);

  const act = async () => {
    if (asking === undefined) return;
    const { action, id } = asking;
    setAsking(undefined);
    setActionError(undefined);
    const result = await client.mutation(ACTIONS[action].document, { id }).toPromise();
    if (result.error) setActionError(result.error);
    else snackbar(serverText(i18n, ACTIONS[action].done));
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <section aria-labelledby="subscriptions-tab">
      <ErrorAlert error={actionError ?? error} />
      <h2 id="subscriptions-tab">{t('subscriptions.active')}</h2>
      {data && plans.length === 0 && <p>{t('subscriptions.none')}</p>}
      {active.length > 0 && (
        <table className="account-table" aria-label={t('subscriptions.active')}>
          <thead>
            <tr>
              <th>{t('subscriptions.subscription')}</th>
              <th>{t('subscriptions.plan')}</th>
              <th>{t('subscriptions.started')}</th>
              <th>{t('subscriptions.cancellingOn')}</th>
              <th>{t('subscriptions.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {active.map((plan) => (
              <tr key={plan.id}>
                <td data-label={t('subscriptions.subscription')}>
                  {plan.subscriptionPlan.subscriptionTitle}
                </td>
                <td data-label={t('subscriptions.plan')}>{plan.subscriptionPlan.type}</td>
                <td data-label={t('subscriptions.started')}>{date(plan.startDateTime)}</td>
                <td data-label={t('subscriptions.cancellingOn')}>
                  {plan.endDateTime != null &&
                    (endDateNote(plan) === 'cancellingOn'
                      ? date(plan.endDateTime)
                      : t(
                          endDateNote(plan) === 'giftEndsOn'
                            ? 'subscriptions.giftEndsOn'
                            : 'subscriptions.endsOn',
                          { date: date(plan.endDateTime) },
                        ))}
                </td>
                <td data-label={t('subscriptions.actions')}>
                  {planActions(plan).map((action) => (
                    <button
                      key={action}
                      type="button"
                      className="secondary"
                      onClick={() => setAsking({ action, id: plan.id })}
                    >
                      {t(`subscriptions.${action}`)}
                    </button>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {expired.length > 0 && (
        <>
          <h2>{t('subscriptions.expired')}</h2>
          <table className="account-table" aria-label={t('subscriptions.expired')}>
            <thead>
              <tr>
                <th>{t('subscriptions.subscription')}</th>
                <th>{t('subscriptions.plan')}</th>
                <th>{t('subscriptions.started')}</th>
                <th>{t('subscriptions.ended')}</th>
              </tr>
            </thead>
            <tbody>
              {expired.map((plan) => (
                <tr key={plan.id}>
                  <td data-label={t('subscriptions.subscription')}>
                    {plan.subscriptionPlan.subscriptionTitle}
                  </td>
                  <td data-label={t('subscriptions.plan')}>{plan.subscriptionPlan.type}</td>
                  <td data-label={t('subscriptions.started')}>{date(plan.startDateTime)}</td>
                  <td data-label={t('subscriptions.ended')}>
                    {plan.endDateTime ? date(plan.endDateTime) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {asking && (
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="confirm-subscription"
          className="account-dialog"
        >
          <p id="confirm-subscription">{serverText(i18n, ACTIONS[asking.action].confirm)}</p>
          <div className="account-dialog-actions">
            <button type="button" onClick={() => void act()}>
              {t('subscriptions.yes')}
            </button>
            <button type="button" className="secondary" onClick={() => setAsking(undefined)}>
              {t('subscriptions.no')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
