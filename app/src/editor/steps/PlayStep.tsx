/**
 * The wizard's Play step (hands.md §2 "Play", §4 "Play builder", §5): the 'Auction only' switch,
 * the play introduction, and the play typed a trick per line (`HK H4 H2 H6`), each card checked
 * by the engine (the seat in turn holds it and follows suit; the winner leads), with the tricks
 * played counted against 13.
 */
import { CheckboxField } from '@tenace/components';
import { type EntryError, type HandJSON, parsePlayText } from '@tenace/engine';
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
