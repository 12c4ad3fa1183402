/**
 * The card form of a store without a Stripe publishable key (storefront.md §2 "Checkout", §4
 * "Cards"): number, expiry and CVC, complete only when all three are; the number is masked on
 * screens wider than 500 px once the field is left (§9). Reports the card when complete, else
 * undefined.
 */
import { useMediaQuery } from '@tenace/components';
import { useEffect, useState } from 'react';
import {
  CARD_MASKING_MIN_WIDTH,
  cardBrand,
  cardDigits,
  completeCard,
  formatCardNumber,
  formatExpiry,
  maskCardNumber,
} from './card-input.js';
import { useCheckoutText } from './checkout-texts.js';

/** A complete card, as the provider takes it. */
export type CompleteCard = NonNullable<ReturnType<typeof completeCard>>;

/** Screens on which the card number is masked once the field is left (§9: wider than 500 px). */
const CARD_MASKING_QUERY = `(min-width: ${CARD_MASKING_MIN_WIDTH + 1}px)`;

export function LocalCardForm({
  onChange,
}: {
  readonly onChange: (card: CompleteCard | undefined) => void;
}) {
  const { t } = useCheckoutText();
  const wide = useMediaQuery(CARD_MASKING_QUERY);
  const [digits, setDigits] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [numberFocused, setNumberFocused] = useState(false);

  useEffect(() => {
    onChange(completeCard({ number: digits, expiry, cvc }));
  }, [digits, expiry, cvc, onChange]);

  const masked = wide && !numberFocused && digits.length > 4;
  const brand = cardBrand(digits);
  return (
    <fieldset className="card-form">
      <label className="field">
        <span>
          {t('card.number')}
          {brand && <span className="card-brand"> · {brand}</span>}
        </span>
        <input
          inputMode="numeric"
          autoComplete="cc-number"
          value={masked ? maskCardNumber(digits) : formatCardNumber(digits)}
          onFocus={() => setNumberFocused(true)}
          onBlur={() => setNumberFocused(false)}
          onChange={(event) => setDigits(cardDigits(event.target.value))}
        />
      </label>
      <div className="card-form-row">
        <label className="field">
          <span>{t('card.expiry')}</span>
          <input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          />
        </label>
        <label className="field">
          <span>{t('card.cvc')}</span>
          <input
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={cvc}
            onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        </label>
      </div>
    </fieldset>
  );
}
