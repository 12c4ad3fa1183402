/**
 * The checkout's payment choice (storefront.md §4 "Checkout"): the saved cards, a new card (saved
 * for a plan's renewals, else as the buyer likes), iDEAL with its bank when offered, or nothing
 * to choose when the order is free after discount.
 */
import type { SavedCardsQuery } from '../graphql/operations.generated.js';
import { CardForm } from './CardForm.js';
import type { CardEntry } from './card-entry.js';
import { useCheckoutText } from './checkout-texts.js';
import { IDEAL_BANKS } from './ideal-banks.js';
import type { PaymentChoice } from './payment-choice.js';
import type { PaymentConfigState } from './use-payment-config.js';

type SavedCard = NonNullable<SavedCardsQuery['paymentMethodsByCustomerId']>[number];

export interface PaymentChoicesProps {
  readonly free: boolean;
  readonly cards: readonly SavedCard[];
  readonly choice: PaymentChoice | undefined;
  readonly onChoose: (choice: PaymentChoice) => void;
  readonly paymentSetup: PaymentConfigState;
  readonly onCard: (card: CardEntry | undefined) => void;
  /** A plan for oneself: its new card is saved for the renewals, whatever the box says. */
  readonly hasSubscription: boolean;
  readonly saveCard: boolean;
  readonly onSaveCard: (save: boolean) => void;
  readonly idealOffered: boolean;
  readonly bank: string | undefined;
  readonly onBank: (bank: string | undefined) => void;
}

export function PaymentChoices(props: PaymentChoicesProps) {
  const { free, cards, choice, onChoose, hasSubscription, idealOffered } = props;
  const { t } = useCheckoutText();
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">{t('payment.title')}</h2>
      {free ? (
        <p>{t('payment.free')}</p>
      ) : (
        <div className="payment-choices" role="radiogroup" aria-labelledby="checkout-payment">
          {cards.map((saved) => (
            <label key={saved.id} className="payment-choice">
              <input
                type="radio"
                name="payment"
                checked={choice === saved.id}
                onChange={() => onChoose(saved.id)}
              />
              {t('payment.savedCard', { brand: saved.cardType, last4: saved.last4 })}{' '}
              <small>{t('payment.expires', { month: saved.expMonth, year: saved.expYear })}</small>
            </label>
          ))}
          <label className="payment-choice">
            <input
              type="radio"
              name="payment"
              checked={choice === 'new'}
              onChange={() => onChoose('new')}
            />
            {t('payment.newCard')}
          </label>
          {choice === 'new' && (
            <div className="payment-detail">
              <CardForm config={props.paymentSetup} onChange={props.onCard} />
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={props.saveCard || hasSubscription}
                  disabled={hasSubscription}
                  onChange={(event) => props.onSaveCard(event.target.checked)}
                />
                {t('payment.save')}
              </label>
              {hasSubscription && <p className="hint">{t('payment.saveForced')}</p>}
            </div>
          )}
          {idealOffered && (
            <label className="payment-choice">
              <input
                type="radio"
                name="payment"
                checked={choice === 'ideal'}
                onChange={() => onChoose('ideal')}
              />
              {t('payment.ideal')}
            </label>
          )}
          {idealOffered && choice === 'ideal' && (
            <label className="field payment-detail">
              <span>{t('payment.bank')}</span>
              <select
                value={props.bank ?? ''}
                onChange={(event) => props.onBank(event.target.value || undefined)}
              >
                <option value="">{t('payment.chooseBank')}</option>
                {IDEAL_BANKS.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
    </section>
  );
}
