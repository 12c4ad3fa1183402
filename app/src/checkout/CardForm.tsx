/**
 * The card form the API's configuration calls for (issue 6 §1): Stripe Elements when
 * `/payments/config` names Stripe with its publishable key, loaded lazily (StripeCardForm.tsx and
 * Stripe.js in their own chunks), else the local form. Either reports a card entry once number,
 * expiry and CVC are complete, and undefined otherwise.
 */
import { lazy, Suspense, useCallback } from 'react';
import type { CardEntry } from './card-entry.js';
import { localCardEntry } from './card-entry.js';
import { useCheckoutText } from './checkout-texts.js';
import { type CompleteCard, LocalCardForm } from './LocalCardForm.js';
import type { PaymentConfigState } from './use-payment-config.js';

const StripeCardForm = lazy(() => import('./StripeCardForm.js'));

export function CardForm({
  config,
  onChange,
}: {
  readonly config: PaymentConfigState;
  readonly onChange: (card: CardEntry | undefined) => void;
}) {
  const { t } = useCheckoutText();
  // Stable, since the local form reports again whenever its callback changes.
  const onLocalChange = useCallback(
    (card: CompleteCard | undefined) => onChange(card && localCardEntry(card)),
    [onChange],
  );
  if (config === undefined) return <p role="status">{t('card.loading')}</p>;
  if (config === 'failed') {
    return (
      <p role="alert" className="alert alert-error">
        {t('card.configFailed')}
      </p>
    );
  }
  if (config.provider === 'local') return <LocalCardForm onChange={onLocalChange} />;
  return (
    <Suspense fallback={<p role="status">{t('card.loading')}</p>}>
      <StripeCardForm publishableKey={config.publishableKey} onChange={onChange} />
    </Suspense>
  );
}
