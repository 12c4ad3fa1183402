/**
 * Asks before a saved card is deleted (account payment tab). The default card of a running plan
 * cannot be deleted: for it the dialog gives the spec's warning instead (storefront.md §4
 * "Cards", §8), which the API also answers should the card be deleted some other way.
 */
import { Overlay } from '@tenace/components';
import { useTranslation } from 'react-i18next';
import type { SavedCardsQuery } from '../graphql/operations.generated.js';
import { serverText } from '../i18n/i18n.js';
import { useAccountSalesText } from './account-texts.js';
import { brandOf } from './CardBrandIcon.js';

/** The spec's warning (storefront.md §8), translated from the server's key. */
const DEFAULT_CARD_IN_USE =
  'You cannot delete your default card as you have an active subscription that is using it. To delete this card please make another card default first';

type SavedCard = NonNullable<SavedCardsQuery['paymentMethodsByCustomerId']>[number];

export function DeleteCardDialog({
  card,
  onConfirm,
  onClose,
}: {
  /** The card asked about; undefined while the dialog is closed. */
  readonly card: SavedCard | undefined;
  readonly onConfirm: (card: SavedCard) => void;
  readonly onClose: () => void;
}) {
  const { t } = useAccountSalesText();
  const { i18n } = useTranslation();
  return (
    <Overlay
      isOpen={card !== undefined}
      onClose={onClose}
      isDismissable
      role="alertdialog"
      aria-labelledby="delete-card-title"
      aria-describedby={card?.inUse ? 'delete-card-warning' : undefined}
    >
      <div className="account-modal">
        {card?.inUse ? (
          <>
            <h3 id="delete-card-title">{t('payment.inUseTitle')}</h3>
            <p id="delete-card-warning">{serverText(i18n, DEFAULT_CARD_IN_USE)}</p>
            <div className="account-dialog-actions">
              <button type="button" onClick={onClose}>
                {t('payment.close')}
              </button>
            </div>
          </>
        ) : (
          card && (
            <>
              <h3 id="delete-card-title">
                {t('payment.confirmDelete', {
                  brand: t(`payment.brands.${brandOf(card.cardType)}`),
                  last4: card.last4,
                })}
              </h3>
              <div className="account-dialog-actions">
                <button type="button" onClick={() => onConfirm(card)}>
                  {t('payment.delete')}
                </button>
                <button type="button" className="secondary" onClick={onClose}>
                  {t('payment.cancel')}
                </button>
              </div>
            </>
          )
        )}
      </div>
    </Overlay>
  );
}
