/**
 * The wizard's Auction step (hands.md §2 "Auction", §4 "Auction builder", §5): the bidding box
 * with only the legal calls enabled, undo, the same auction typed as text (`1H P 2H P 4H AP`),
 * the auction table and the auction introduction. The engine settles the contract, declarer and
 * dummy from the calls (the page's `settled`).
 */
import { ActionButton, AuctionTable, BiddingBox, ConfirmDialog } from '@tenace/components';
import {
  dummyIsViewpoint,
  type EntryError,
  type HandJSON,
  isAuctionComplete,
  makeCall,
  parseAuctionText,
  startAuction,
} from '@tenace/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callsOf } from '../editor-hand.js';

export interface AuctionStepProps {
  readonly hand: HandJSON;
  /** A change of the calls (which may clear the play), or of the introduction. */
  readonly onChange: (hand: HandJSON, clears: 'contract' | null) => void;
}

export function AuctionStep({ hand, onChange }: AuctionStepProps) {
  const { t } = useTranslation('admin');
  const calls = callsOf(hand);
  const [typed, setTyped] = useState(calls.join(' '));
  const [problem, setProblem] = useState<EntryError | null>(null);
  // hands.md §4: "Undo moves the last call to a redo stack; redo restores it."
  const [undone, setUndone] = useState<HandJSON['auction']>([]);
  const setCalls = (auction: HandJSON['auction']) => {
    setTyped(auction.map((call) => call.value).join(' '));
    setProblem(null);
    onChange({ ...hand, auction }, 'contract');
  };
  const call = (value: string) => {
    const builder = startAuction(hand.dealer);
    const made = makeCall({ ...builder, calls: hand.auction }, value);
    if (!made.ok) return;
    setUndone([]);
    setCalls([...made.value.calls]);
  };
  const readTyped = (text: string) => {
    setTyped(text);
    const read = parseAuctionText(text, hand.dealer);
    if (!read.ok) return setProblem(read.error);
    setProblem(null);
    setUndone([]);
    onChange({ ...hand, auction: read.value }, 'contract');
  };

  return (
    <div className="editor-step editor-auction">
      <label className="editor-field">
        <span>{t('editor.auctionIntro')}</span>
        <textarea
          rows={3}
          value={hand.auctionIntro}
          aria-invalid={hand.auctionIntro.trim() === ''}
          onChange={(event) => onChange({ ...hand, auctionIntro: event.target.value }, null)}
        />
      </label>
      <div className="editor-columns">
        <AuctionTable dealer={hand.dealer} calls={calls} vulnerable={hand.vulnerable} />
        {!isAuctionComplete(calls) && (
          <BiddingBox dealer={hand.dealer} calls={calls} onCall={call} />
        )}
      </div>
      <div className="editor-row">
        <ActionButton
          isDisabled={calls.length === 0}
          onPress={() => {
            const last = hand.auction.at(-1);
            if (last !== undefined) setUndone([...undone, last]);
            setCalls(hand.auction.slice(0, -1));
          }}
        >
          {t('editor.undoCall')}
        </ActionButton>
        <ActionButton
          isDisabled={undone.length === 0}
          onPress={() => {
            const next = undone.at(-1);
            if (next === undefined) return;
            setUndone(undone.slice(0, -1));
            setCalls([...hand.auction, next]);
          }}
        >
          {t('editor.redoCall')}
        </ActionButton>
      </div>
      {/* hands.md §4: "If the auction completes and dummy equals the viewpoint seat, a dialog
          offers two choices: make the hand 'Auction Only', or change the auction." */}
      <ConfirmDialog
        isOpen={isAuctionComplete(calls) && !hand.auctionOnly && dummyIsViewpoint(hand)}
        title={t('editor.dummyIsViewpoint')}
        confirmLabel={t('editor.makeAuctionOnly')}
        cancelLabel={t('editor.changeAuction')}
        onConfirm={() => onChange({ ...hand, auctionOnly: true }, null)}
        onCancel={() => setCalls(hand.auction.slice(0, -1))}
      />
      <label className="editor-field">
        <span>{t('editor.auctionText')}</span>
        <input
          value={typed}
          onChange={(event) => readTyped(event.target.value)}
          aria-invalid={problem !== null}
          spellCheck={false}
          autoComplete="off"
        />
        {problem !== null && (
          <span className="editor-problem" role="alert">
            {t('editor.at', {
              line: problem.line,
              column: problem.column,
              message: problem.message,
            })}
          </span>
        )}
      </label>
    </div>
  );
}
