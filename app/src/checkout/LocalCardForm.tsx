/**
 * The card form of a store without a Stripe publishable key (storefront.md §2 "Checkout", §4
 * "Cards"): number, expiry and CVC, complete only when all three are; the number is masked on
 * screens wider than 500 px once the field is left (§9). A field's error shows as it is typed,
 * as Stripe's card element shows it (card-input.ts). Reports the card when complete, else
 * undefined.
 */
import { useMediaQuery } from '@tenace/components';
import { useEffect, useId, useState } from 'react';
import {
  CARD_MASKING_MIN_WIDTH,
  type CardFieldError,
  cardBrand,
  cardDigits,
  cardNumberError,
  completeCard,
  expiryError,
  formatCardNumber,
  formatExpiry,
  maskCardNumber,
} from './card-input.js';
import { useCheckoutText } from './checkout-texts.js';

/** A complete card, as the provider takes it. */
export type CompleteCard = NonNullable<ReturnType<typeof completeCard>>;

/** Screens on which the card number is masked once the field is left (§9: wider than 500 px). */
const CARD_MASKING_QUERY = `(min-width: ${CARD_MASKING_MIN_WIDTH + 1}px)`;

/** A field's error under it, named by the input (`aria-describedby`). */
function FieldError({ id, error }: { readonly id: string; readonly error: CardFieldError }) {
  const { t } = useCheckoutText();
  return (
    <span id={id} className="field-error">
      {t(`card.errors.${error}`)}
    </span>
  );
}

/** The input's attributes for its error, when it has one. */
function describedBy(id: string, error: CardFieldError | undefined) {
  return error === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': id };
}

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
  const numberErrorId = useId();
  const expiryErrorId = useId();

  useEffect(() => {
    onChange(completeCard({ number: digits, expiry, cvc }));
  }, [digits, expiry, cvc, onChange]);

  const masked = wide && !numberFocused && digits.length > 4;
  const brand = cardBrand(digits);
  const numberError = cardNumberError(digits);
  const expiryProblem = expiryError(expiry);
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
          {...describedBy(numberErrorId, numberError)}
        />
        {numberError && <FieldError id={numberErrorId} error={numberError} />}
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
            {...describedBy(expiryErrorId, expiryProblem)}
          />
          {expiryProblem && <FieldError id={expiryErrorId} error={expiryProblem} />}
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
