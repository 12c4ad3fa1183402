/**
 * The auction popup (hands.md §2: "An auction popup shows the full auction"), opened from the
 * play header's view-auction button: the contract and the auction table, or for a play-only
 * hand the contract the author set.
 */
import type { CallValue, Contract, Seat, Vulnerability } from '@tenace/engine';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { AuctionTable } from '../AuctionTable/AuctionTable.js';
import { ContractLabel } from '../ContractHeader/ContractLabel.js';
import { Overlay } from '../Overlay/Overlay.js';
import * as styles from './AuctionPopup.css.js';

export interface AuctionPopupProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
  /** The whole auction; empty for a play-only hand. */
  readonly calls: readonly CallValue[];
  readonly contract?: Contract;
  readonly declarer?: Seat;
}

/**
 * @example
 * <AuctionPopup isOpen={open} onClose={close} dealer="N" vulnerable="NS" calls={calls}
 *   contract={contract} declarer="S" />
 */
export function AuctionPopup(props: AuctionPopupProps) {
  const { isOpen, onClose, dealer, vulnerable, calls, contract, declarer } = props;
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Overlay isOpen={isOpen} onClose={onClose} isDismissable aria-labelledby={titleId}>
      <div className={styles.content}>
        <h2 className={styles.title} id={titleId}>
          {t('auctionPopup.title')}
        </h2>
        <p className={styles.contract}>
          <ContractLabel contract={contract} declarer={declarer} />
        </p>
        {calls.length > 0 ? (
          <AuctionTable
            dealer={dealer}
            calls={calls}
            vulnerable={vulnerable}
            showNext={false}
            announce={false}
          />
        ) : (
          <p className={styles.note}>{t('auctionPopup.playOnly')}</p>
        )}
        <div className={styles.actions}>
          <ActionButton variant="primary" onPress={onClose} autoFocus>
            {t('auctionPopup.close')}
          </ActionButton>
        </div>
      </div>
    </Overlay>
  );
}
