/**
 * The account's payment tab (storefront.md §2 "Account tabs", §4 "Cards"): the saved cards with
 * their brand's icon and last four digits, the Default marker or a make-default button, delete
 * after a confirmation ('Card deleted'; for the default card of a running subscription the
 * spec's warning instead: DeleteCardDialog.tsx), and the add-new-card dialog (AddCardDialog.tsx).
 * The first card becomes the default; a deleted default is replaced by the newest card left
 * (the API). Below them, the currency selector while the user may choose (PaymentCurrency.tsx).
 */
import './account-sales.css';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { DetachPaymentMethodDocument } from '../graphql/documents/DetachPaymentMethod.generated.js';
import { SavedCardsDocument } from '../graphql/documents/SavedCards.generated.js';
import { SetDefaultPaymentMethodDocument } from '../graphql/documents/SetDefaultPaymentMethod.generated.js';
import type { User } from '../graphql/types.js';
import { serverText } from '../i18n/i18n.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import type { FailedCall } from '../lib/errors.js';
import { showSnackbarAtom } from '../state/snackbar.js';
import { AddCardDialog } from './AddCardDialog.js';
import { useAccountSalesText } from './account-texts.js';
import { CardBrandIcon } from './CardBrandIcon.js';
import { DeleteCardDialog } from './DeleteCardDialog.js';
import { PaymentCurrency } from './PaymentCurrency.js';

export function PaymentTab({ user }: { readonly user: User }) {
  const { t } = useAccountSalesText();
  const { i18n } = useTranslation();
  const client = useClient();
  const snackbar = useSetAtom(showSnackbarAtom);
  const [{ data, error }, refetch] = useQuery({
    query: SavedCardsDocument,
    requestPolicy: 'cache-and-network',
  });
  const cards = data?.paymentMethodsByCustomerId ?? [];
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<(typeof cards)[number]>();
  const [actionError, setActionError] = useState<FailedCall>();
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const makeDefault = async (id: string) => {
    setActionError(undefined);
    const result = await client.mutation(SetDefaultPaymentMethodDocument, { id }).toPromise();
    if (result.error) setActionError(result.error);
    reload();
  };
  const remove = async (id: string) => {
    setDeleting(undefined);
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
              <CardBrandIcon cardType={card.cardType} />
              <span className="card-brand">{t('payment.card', { last4: card.last4 })}</span>
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
              <button type="button" className="secondary" onClick={() => setDeleting(card)}>
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
          isOpen
          onDone={(added) => {
            setAdding(false);
            if (added) {
              snackbar(serverText(i18n, 'Card added'));
              reload();
            }
          }}
        />
      )}
      <DeleteCardDialog
        card={deleting}
        onConfirm={(card) => void remove(card.id)}
        onClose={() => setDeleting(undefined)}
      />
      <PaymentCurrency />
    </section>
  );
}
