/**
 * The end-of-hand panel (hands.md §2: "An end-of-hand panel shows the deal, the auction or
 * contract, the summary and action buttons. Owners can replay and play the next hand").
 */
import {
  type CallValue,
  type Contract,
  type DealtCard,
  type Seat,
  SIDES,
  type TrickCounts,
  type Vulnerability,
} from '@tenace/engine';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { AuctionTable } from '../AuctionTable/AuctionTable.js';
import { CommentText } from '../CommentText/CommentText.js';
import { VulnerabilityLabel } from '../ContractHeader/ContractHeader.js';
import { ContractLabel } from '../ContractHeader/ContractLabel.js';
import { DealDiagram } from '../DealDiagram/DealDiagram.js';
import * as styles from './EndOfHandPanel.css.js';

export interface EndOfHandPanelProps {
  readonly deal: readonly DealtCard[];
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
  /** The learner's seat, drawn at the bottom of the deal. @default 'S' */
  readonly bottom?: Seat;
  /** The auction; empty for a play-only hand, which shows its contract instead. */
  readonly calls: readonly CallValue[];
  readonly contract?: Contract;
  readonly declarer?: Seat;
  /** @default false */
  readonly passedOut?: boolean;
  /** The tricks each side won; absent for an auction-only hand. */
  readonly tricks?: TrickCounts;
  /** The author's summary (comment text). */
  readonly summary: string;
  /** Plays the hand again; without it there is no Replay button. */
  readonly onReplay?: () => void;
  /** Goes to the next hand of the set; owners only, so without it there is no button. */
  readonly onNextHand?: () => void;
  /**
   * What the page offers beside the buttons: the set that holds the hand, to a learner who does
   * not own it.
   */
  readonly offer?: ReactNode;
  /** The heading, to move focus to when the panel appears. */
  readonly headingRef?: Ref<HTMLHeadingElement>;
}

const COUNT_OF_SIDE = { NS: 'northSouth', EW: 'eastWest' } as const;

/**
 * @example
 * <EndOfHandPanel deal={hand.deal} dealer="N" vulnerable="NS" calls={calls} contract={contract}
 *   declarer="S" tricks={counts} summary={hand.summary} onReplay={restart} />
 */
export function EndOfHandPanel(props: EndOfHandPanelProps) {
  const { deal, dealer, vulnerable, bottom = 'S', calls, contract, declarer, tricks } = props;
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId} ref={props.headingRef} tabIndex={-1}>
        {t('endOfHand.title')}
      </h2>
      <div className={styles.columns}>
        <DealDiagram deal={deal} dealer={dealer} vulnerable={vulnerable} bottom={bottom} />
        <div className={styles.facts}>
          {calls.length > 0 ? (
            <div className={styles.part}>
              <h3 className={styles.heading}>{t('endOfHand.auction')}</h3>
              <AuctionTable
                dealer={dealer}
                calls={calls}
                vulnerable={vulnerable}
                showNext={false}
                announce={false}
              />
            </div>
          ) : null}
          <div className={styles.part}>
            <h3 className={styles.heading}>{t('endOfHand.contract')}</h3>
            <p className={styles.contract}>
              <ContractLabel contract={contract} declarer={declarer} passedOut={props.passedOut} />
            </p>
            <VulnerabilityLabel vulnerable={vulnerable} declarer={declarer} />
          </div>
          {tricks && (
            <div className={styles.part}>
              <h3 className={styles.heading}>{t('endOfHand.result')}</h3>
              <ul className={styles.tricks}>
                {SIDES.map((side) => (
                  <li key={side} data-side={side}>
                    {t('tricks.side', {
                      side: t(`side.${side}`),
                      count: tricks[COUNT_OF_SIDE[side]],
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
      {props.summary.trim() !== '' && (
        <div className={styles.part}>
          <h3 className={styles.heading}>{t('endOfHand.summary')}</h3>
          <div className={styles.summary}>
            <CommentText text={props.summary} />
          </div>
        </div>
      )}
      {(props.onReplay || props.onNextHand || props.offer) && (
        <div className={styles.actions}>
          {props.onReplay && (
            <ActionButton onPress={props.onReplay}>{t('endOfHand.replay')}</ActionButton>
          )}
          {props.onNextHand && (
            <ActionButton variant="primary" onPress={props.onNextHand}>
              {t('endOfHand.nextHand')}
            </ActionButton>
          )}
          {props.offer}
        </div>
      )}
    </section>
  );
}
