/**
 * The card form of a store configured with Stripe (issue 6 §1: "with a publishable key, Stripe
 * Elements"): Stripe's number, expiry and CVC elements, labelled like the local form, reporting a
 * card entry only when all three are complete (stripe-card-state.ts). Loaded lazily with
 * Stripe.js; when Stripe.js cannot be loaded the buyer is told so and may try again, rather than
 * facing an empty form. Stripe's elements show the number as Stripe does (no masking of ours).
 */
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import type { CardEntry } from './card-entry.js';
import { useCheckoutText } from './checkout-texts.js';
import {
  EMPTY_STRIPE_CARD,
  type StripeCardFields,
  type StripeFieldEvent,
  stripeCardState,
} from './stripe-card-state.js';
import { stripeFor } from './stripe-loader.js';
import { stripeCardEntry } from './stripe-payments.js';

interface Props {
  readonly publishableKey: string;
  readonly onChange: (card: CardEntry | undefined) => void;
}

function StripeCardFieldset({ onChange }: Pick<Props, 'onChange'>) {
  const { t } = useCheckoutText();
  const stripe = useStripe();
  const elements = useElements();
  const [fields, setFields] = useState<StripeCardFields>(EMPTY_STRIPE_CARD);
  const { complete, error } = stripeCardState(fields);
  useEffect(() => {
    const number = elements?.getElement(CardNumberElement);
    onChange(complete && stripe && number ? stripeCardEntry(stripe, number) : undefined);
  }, [complete, stripe, elements, onChange]);
  const update = (field: keyof StripeCardFields) => (event: StripeFieldEvent) =>
    setFields((before) => ({
      ...before,
      [field]: { complete: event.complete, error: event.error },
    }));
  return (
    <fieldset className="card-form">
      <div className="field">
        <span id="stripe-card-number">{t('card.number')}</span>
        <CardNumberElement
          className="stripe-field"
          options={{ showIcon: true }}
          onChange={update('number')}
        />
      </div>
      <div className="card-form-row">
        <div className="field">
          <span>{t('card.expiry')}</span>
          <CardExpiryElement className="stripe-field" onChange={update('expiry')} />
        </div>
        <div className="field">
          <span>{t('card.cvc')}</span>
          <CardCvcElement className="stripe-field" onChange={update('cvc')} />
        </div>
      </div>
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export default function StripeCardForm({ publishableKey, onChange }: Props) {
  const { t } = useCheckoutText();
  const [stripe, setStripe] = useState<Stripe>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    // Re-run by "try again": the attempt is part of what this effect loads.
    void attempt;
    stripeFor(publishableKey).then(
      (loaded) => live && setStripe(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, attempt]);

  if (failed) {
    return (
      <div role="alert" className="alert alert-error">
        <p>{t('card.loadFailed')}</p>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          {t('card.retry')}
        </button>
      </div>
    );
  }
  if (stripe === undefined) return <p role="status">{t('card.loading')}</p>;
  return (
    <Elements stripe={stripe}>
      <StripeCardFieldset onChange={onChange} />
    </Elements>
  );
}
