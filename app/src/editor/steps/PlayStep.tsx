/**
 * The wizard's Play step (hands.md §2 "Play", §4 "Play builder", §5): the 'Auction only' switch,
 * the play introduction, the seat in turn's legal cards to click (undo takes the last back), and
 * the same play typed a trick per line (`HK H4 H2 H6`), each card checked
 * by the engine (the seat in turn holds it and follows suit; the winner leads), with the tricks
 * played counted against 13.
 */
import { ActionButton, CheckboxField, Hand } from '@tenace/components';
import {
  addCard,
  type Card,
  type EntryError,
  type HandJSON,
  handPlay,
  parsePlayText,
  playableCards,
  playBuilderFrom,
  undoCard,
} from '@tenace/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playText } from '../editor-hand.js';

export interface PlayStepProps {
  readonly hand: HandJSON;
  readonly onChange: (hand: HandJSON) => void;
}

export function PlayStep({ hand, onChange }: PlayStepProps) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState(() => playText(hand));
  const [problem, setProblem] = useState<EntryError | null>(null);
  const contract = hand.contract;
  const readTyped = (text: string) => {
    setTyped(text);
    if (contract === undefined || hand.declarer === undefined) return;
    const read = parsePlayText(text, {
      deal: hand.deal,
      declarer: hand.declarer,
      denomination: contract.denomination,
    });
    if (!read.ok) return setProblem(read.error);
    setProblem(null);
    onChange({ ...hand, play: read.value.play, tricks: read.value.tricks });
  };
  const tricks = hand.play.filter((trick) => trick.length === 4).length;
  const builder =
    contract === undefined || hand.declarer === undefined
      ? undefined
      : playBuilderFrom(hand.deal, hand.declarer, contract.denomination, hand.play);
  const position = builder?.ok ? builder.value.position : undefined;
  const toPlay = position?.toPlay;
  const held = toPlay === undefined || position === undefined ? [] : position.remaining[toPlay];
  /** Plays a clicked card for the seat in turn, or takes the last card back. */
  const replay = (next: ReturnType<typeof handPlay>) => {
    setTyped(next.play.map((trick) => trick.map((card) => card.value).join(' ')).join('\n'));
    setProblem(null);
    onChange({ ...hand, play: next.play, tricks: next.tricks });
  };
  const play = (card: Card) => {
    if (!builder?.ok) return;
    const added = addCard(builder.value, card);
    if (added.ok) replay(handPlay(added.value));
  };
  const undo = () => {
    if (!builder?.ok) return;
    const back = undoCard(builder.value);
    if (back.ok) replay(handPlay(back.value));
  };

  return (
    <div className="editor-step editor-play">
      <CheckboxField
        isSelected={hand.auctionOnly}
        onChange={(auctionOnly) =>
          onChange({ ...hand, auctionOnly, ...(auctionOnly && { play: [] }) })
        }
      >
        {t('editor.auctionOnly')}
      </CheckboxField>
      {!hand.auctionOnly &&
        (contract === undefined ? (
          <p>{t('editor.noContract')}</p>
        ) : (
          <>
            <label className="editor-field">
              <span>{t('editor.playIntro')}</span>
              <textarea
                rows={3}
                value={hand.playIntro}
                aria-invalid={hand.playIntro.trim() === ''}
                onChange={(event) => onChange({ ...hand, playIntro: event.target.value })}
              />
            </label>
            {toPlay !== undefined && position !== undefined && (
              <div className="editor-field">
                <span>{t('editor.toPlay', { seat: t(`editor.seat.${toPlay}`) })}</span>
                <Hand
                  seat={toPlay}
                  cards={held}
                  playable={playableCards(held, position.current)}
                  onPlay={play}
                />
              </div>
            )}
            <div className="editor-row">
              <ActionButton isDisabled={hand.play.length === 0} onPress={undo}>
                {t('editor.undoCard')}
              </ActionButton>
            </div>
            <label className="editor-field">
              <span>{t('editor.playText')}</span>
              <textarea
                rows={13}
                value={typed}
                onChange={(event) => readTyped(event.target.value)}
                aria-invalid={problem !== null}
                spellCheck={false}
              />
              <span className="editor-note" role="status">
                {t('editor.tricks', { count: tricks })}
              </span>
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
          </>
        ))}
    </div>
  );
}
