/**
 * The account's add-new-card dialog (storefront.md §4 "Cards"): a modal (the kit's Overlay:
 * focus moves in and stays, Escape closes, focus goes back to the button that opened it) whose
 * save is enabled only when the card form is complete; 'Card added' closes it, an error stays in
 * it.
 */
import { Overlay } from '@tenace/components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { CardForm } from '../checkout/CardForm.js';
import type { CardEntry } from '../checkout/card-entry.js';
import { ProviderError } from '../checkout/provider-error.js';
import { usePaymentConfig } from '../checkout/use-payment-config.js';
import { AttachPaymentMethodDocument } from '../graphql/documents/AttachPaymentMethod.generated.js';
import type { User } from '../graphql/types.js';
import { serverText } from '../i18n/i18n.js';
import { normaliseError } from '../lib/errors.js';
import { useAccountSalesText } from './account-texts.js';

export function AddCardDialog({
  user,
  isOpen,
  onDone,
}: {
  readonly user: User;
  readonly isOpen: boolean;
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
    <Overlay
      isOpen={isOpen}
      onClose={() => onDone(false)}
      isDismissable={!pending}
      aria-labelledby="add-card-title"
    >
      <form onSubmit={save} className="account-modal">
        <h3 id="add-card-title">{t('payment.dialog')}</h3>
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
    </Overlay>
  );
}
