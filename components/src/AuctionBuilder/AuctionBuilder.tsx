/**
 * The auction step's builder (hands.md §2 "a bidding box, undo and redo, an auction table
 * (clicking a bid adds a comment)"; §4 "Auction builder"). The engine's AuctionBuilder makes every
 * move (`makeCall`, `undoCall`, `redoCall`) and `auctionStatus` gives the legal calls, so the box
 * enables only those and closes once the auction is complete. Undo and redo are disabled with
 * nothing to undo or redo.
 */
import {
  auctionStatus,
  type AuctionBuilder as Builder,
  makeCall,
  redoCall,
  undoCall,
  type Vulnerability,
} from '@tenace/engine';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { AuctionTable } from '../AuctionTable/AuctionTable.js';
import { BiddingBox } from '../BiddingBox/BiddingBox.js';
import * as styles from './AuctionBuilder.css.js';

export interface AuctionBuilderProps {
  readonly builder: Builder;
  readonly vulnerable: Vulnerability;
  /** The builder after a call, an undo or a redo. */
  readonly onChange: (next: Builder) => void;
  /** The author clicked a call in the table: open its comment. */
  readonly onComment: (index: number) => void;
}

/**
 * @example
 * <AuctionBuilder builder={auction} vulnerable="NS" onChange={setAuction} onComment={openComment} />
 */
export function AuctionBuilder({ builder, vulnerable, onChange, onComment }: AuctionBuilderProps) {
  const { t } = useTranslation('staff');
  const status = auctionStatus(builder);
  const calls = builder.calls.map((call) => call.value);
  const apply = (next: ReturnType<typeof undoCall>) => {
    if (next.ok) onChange(next.value);
  };
  return (
    <section className={styles.builder} aria-label={t('editor.auction')}>
      <AuctionTable
        dealer={builder.dealer}
        calls={calls}
        vulnerable={vulnerable}
        onCallPress={onComment}
      />
      <BiddingBox
        dealer={builder.dealer}
        calls={calls}
        legal={status.legal}
        isDisabled={status.toCall === undefined}
        onCall={(call) => apply(makeCall(builder, call))}
      />
      <div className={styles.history}>
        <ActionButton
          isDisabled={builder.calls.length === 0}
          onPress={() => apply(undoCall(builder))}
        >
          {t('editor.undo')}
        </ActionButton>
        <ActionButton
          isDisabled={builder.undone.length === 0}
          onPress={() => apply(redoCall(builder))}
        >
          {t('editor.redo')}
        </ActionButton>
      </div>
    </section>
  );
}
