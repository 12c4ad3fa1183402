/**
 * The account's payment tab (storefront.md §2 "Account tabs", §4 "Cards"): the saved cards with
 * their brand and last four digits, the Default marker or a make-default button, delete ('Card
 * deleted'; the default card of a running subscription cannot be deleted: the spec's warning,
 * from the API), and the add-new-card dialog whose save is enabled only when the card form is
 * complete ('Card added'; errors stay in the dialog). The first card becomes the default. Below
 * them, the currency selector while the user may choose (PaymentCurrency.tsx).
 */
import './account-sales.css';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { CardForm } from '../checkout/CardForm.js';
import type { CardEntry } from '../checkout/card-entry.js';
import { ProviderError } from '../checkout/provider-error.js';
import { usePaymentConfig } from '../checkout/use-payment-config.js';
import { AttachPaymentMethodDocument } from '../graphql/documents/AttachPaymentMethod.generated.js';
import { DetachPaymentMethodDocument } from '../graphql/documents/DetachPaymentMethod.generated.js';
import { SavedCardsDocument } from '../graphql/documents/SavedCards.generated.js';
import { SetDefaultPaymentMethodDocument } from '../graphql/documents/SetDefaultPaymentMethod.generated.js';
import type { User } from '../graphql/types.js';
import { serverText } from '../i18n/i18n.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import type { FailedCall } from '../lib/errors.js';
import { normaliseError } from '../lib/errors.js';
import { showSnackbarAtom } from '../state/snackbar.js';
import { useAccountSalesText } from './account-texts.js';
import { PaymentCurrency } from './PaymentCurrency.js';

function AddCardDialog({
  user,
  onDone,
}: {
  readonly user: User;
  readonly onDone: (added: boolean) => void;
}) {
  const { t } = useAccountSalesText();
  const { i18n } = useTranslation();
  const client = useClient();
  const [card, setCard] = useState<CardEntry>();
  const paymentSetup = usePaymentConfig();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (card === undefined) return;
    setPending(true);
    setError(undefined);
    try {
      const id = await card.createMethod({ name: user.fullName, email: user.email });
      const attached = await client.mutation(AttachPaymentMethodDocument, { id }).toPromise();
      if (attached.error || !attached.data?.attachPaymentMethod) {
        setError(serverText(i18n, normaliseError(attached.error ?? {}).message));
        return;
      }
      onDone(true);
    } catch (failure) {
      if (!(failure instanceof ProviderError)) throw failure;
      setError(failure.message);
    } finally {
      setPending(false);
    }
  };
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('payment.dialog')}
      className="account-dialog"
    >
      <form onSubmit={save}>
        <h3>{t('payment.dialog')}</h3>
        {error && (
          <div role="alert" className="alert alert-error">
            {error}
          </div>
        )}
        <CardForm config={paymentSetup} onChange={setCard} />
        <div className="account-dialog-actions">
          <button type="submit" disabled={card === undefined || pending}>
            {t('payment.save')}
          </button>
          <button type="button" className="secondary" onClick={() => onDone(false)}>
            {t('payment.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}

export function PaymentTab({ user }: { readonly user: User }) {
  const { t } = useAccountSalesText();
  const { i18n } = useTranslation();
  const client = useClient();
  const snackbar = useSetAtom(showSnackbarAtom);
  const [{ data, error }, refetch] = useQuery({
    query: SavedCardsDocument,
    requestPolicy: 'cache-and-network',
  });
  const [adding, setAdding] = useState(false);
  const [actionError, setActionError] = useState<FailedCall>();
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const cards = data?.paymentMethodsByCustomerId ?? [];

  const makeDefault = async (id: string) => {
    setActionError(undefined);
    const result = await client.mutation(SetDefaultPaymentMethodDocument, { id }).toPromise();
    if (result.error) setActionError(result.error);
    reload();
  };
  const remove = async (id: string) => {
    setActionError(undefined);
    const result = await client.mutation(DetachPaymentMethodDocument, { id }).toPromise();
    if (result.error) setActionError(result.error);
    else snackbar(serverText(i18n, 'Card deleted'));
    reload();
  };

  return (
    <section aria-labelledby="payment-tab">
      <h2 id="payment-tab">{t('payment.title')}</h2>
      <ErrorAlert error={actionError ?? error} />
      {cards.length === 0 ? (
        <p>{t('payment.none')}</p>
      ) : (
        <ul className="saved-cards">
          {cards.map((card) => (
            <li key={card.id}>
              <span className="card-brand">
                {t('payment.card', { brand: card.cardType, last4: card.last4 })}
              </span>
              <span>
                {String(card.expMonth).padStart(2, '0')}/{card.expYear}
              </span>
              {card.isDefault ? (
                <strong>{t('payment.default')}</strong>
              ) : (
                <button
                  type="button"
                  className="secondary"
                  onClick={() => void makeDefault(card.id)}
                >
                  {t('payment.makeDefault')}
                </button>
              )}
              <button type="button" className="secondary" onClick={() => void remove(card.id)}>
                {t('payment.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={() => setAdding(true)}>
        {t('payment.add')}
      </button>
      {adding && (
        <AddCardDialog
          user={user}
          onDone={(added) => {
            setAdding(false);
            if (added) {
              snackbar(serverText(i18n, 'Card added'));
              reload();
            }
          }}
        />
      )}
      <PaymentCurrency />
    </section>
  );
}
