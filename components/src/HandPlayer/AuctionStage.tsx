/**
 * The table during the auction (hands.md §2: "During the auction it shows the bidding box, the
 * auction table and the learner's cards"). The bidding box enables the calls of the lesson's
 * `awaitCall` output while it is the learner's turn, and nothing otherwise.
 */
import type { CallValue, DealtCard, Seat, Vulnerability } from '@tenace/engine';
import { AuctionTable } from '../AuctionTable/AuctionTable.js';
import { BiddingBox } from '../BiddingBox/BiddingBox.js';
import { Hand } from '../Hand/Hand.js';
import * as styles from './HandPlayer.css.js';
import { cardsHeld, type TableView } from './table-view.js';

export interface AuctionStageProps {
  readonly deal: readonly DealtCard[];
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
  readonly view: TableView;
  readonly learner: Seat;
  readonly onCall: (call: CallValue) => void;
}

export function AuctionStage({
  deal,
  dealer,
  vulnerable,
  view,
  learner,
  onCall,
}: AuctionStageProps) {
  const { awaiting, revealed } = view;
  const turn = awaiting?.type === 'call' ? awaiting : undefined;
  return (
    <div className={styles.auctionStage}>
      <div className={styles.auctionTop}>
        <AuctionTable dealer={dealer} calls={view.calls} vulnerable={vulnerable} announce={false} />
        <BiddingBox
          dealer={dealer}
          calls={view.calls}
          onCall={onCall}
          isDisabled={!turn}
          {...(turn ? { legal: turn.legal } : {})}
          {...(turn && revealed?.type === 'call' ? { highlight: revealed.call } : {})}
        />
      </div>
      <div className={styles.auctionHand}>
        <Hand seat={learner} cards={cardsHeld(deal, view, learner)} />
      </div>
    </div>
  );
}
