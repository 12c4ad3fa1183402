/**
 * The wizard's Deal step (hands.md §2 "Deal", §4 "Deal builder"): the 52-card grid giving each
 * card to the active seat, each hand typed with its 13-card counter (the fourth filled in once three are whole), a PBN Deal, PBN game or LIN string pasted
 * and recognised, Random Deal and "complete the rest at random", the dealer, a vulnerability
 * toggle per pair and the viewpoint's rotation, around one live diagram. The engine reads every
 * entry (engine/src/entry); an edit that clears later steps is the page's to confirm.
 */
import { ActionButton, CheckboxField, DealDiagram, DeckPicker } from '@tenace/components';
import {
  completeDealAtRandom,
  createRng,
  dealBuilderFrom,
  dealtCards,
  type EntryError,
  type HandJSON,
  nextSeat,
  randomDeal,
  readPastedDeal,
  SEATS,
  type Seat,
  typedDeal,
} from '@tenace/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dealTexts, vulnerabilityOf } from '../editor-hand.js';

export interface DealStepProps {
  readonly hand: HandJSON;
  /** A change of the deal, dealer or viewpoint (which may clear later steps), or of the rest. */
  readonly onChange: (hand: HandJSON, clears: 'deal' | 'dealer' | 'viewpoint' | null) => void;
}

/** A fresh random source for each deal the author asks for. */
const freshRng = () => createRng(`${Date.now()}-${Math.random()}`);

export function DealStep({ hand, onChange }: DealStepProps) {
  const { t } = useTranslation('admin');
  const [texts, setTexts] = useState(() => dealTexts(hand.deal));
  const [problem, setProblem] = useState<{ seat?: Seat; error: EntryError } | null>(null);
  const [pasted, setPasted] = useState('');
  const [filled, setFilled] = useState<Seat | undefined>(undefined);
  const [active, setActive] = useState<Seat>('N');
  const built = dealBuilderFrom(hand.deal);
  // A seat filled by typing passes the grid's turn to the first seat with room (§4 Deal builder).
  const activeSeat =
    built.ok && built.value.hands[active].length >= 13
      ? (SEATS.find((seat) => built.value.hands[seat].length < 13) ?? active)
      : active;
  const counts = Object.fromEntries(
    SEATS.map((seat) => [seat, hand.deal.filter((card) => card.seat === seat).length]),
  ) as Record<Seat, number>;
  const at = (error: EntryError) =>
    t('editor.at', { line: error.line, column: error.column, message: error.message });

  const typeHand = (seat: Seat, text: string) => {
    const next = { ...texts, [seat]: text };
    setTexts(next);
    const read = typedDeal(next);
    if (!read.ok) {
      setProblem({ seat: read.error.seat, error: read.error });
      return;
    }
    setProblem(null);
    setFilled(read.value.filled);
    onChange({ ...hand, deal: read.value.deal }, 'deal');
  };
  const replaceDeal = (next: HandJSON, clears: 'deal' | null = 'deal') => {
    setTexts(dealTexts(next.deal));
    setFilled(undefined);
    setProblem(null);
    onChange(next, clears);
  };
  const readPaste = () => {
    const read = readPastedDeal(pasted);
    if (!read.ok) return setProblem({ error: read.error });
    const value = read.value;
    if (value.kind === 'pbnDeal') return replaceDeal({ ...hand, deal: value.deal });
    if (value.kind === 'pbnGame') return replaceDeal({ ...value.hand, summary: hand.summary });
    const calls = value.calls;
    replaceDeal({
      ...hand,
      deal: value.deal,
      dealer: value.dealer ?? hand.dealer,
      vulnerable: value.vulnerable ?? hand.vulnerable,
      auction: calls.map((call, index) => ({
        seat: nextSeat(value.dealer ?? hand.dealer, index),
        value: call as HandJSON['auction'][number]['value'],
      })),
    });
  };

  const ns = hand.vulnerable === 'NS' || hand.vulnerable === 'Both';
  const ew = hand.vulnerable === 'EW' || hand.vulnerable === 'Both';
  return (
    <div className="editor-step editor-deal">
      <div className="editor-columns">
        <fieldset className="editor-hands">
          {SEATS.map((seat) => (
            <label key={seat} className="editor-field">
              <span>{t('editor.hand', { seat: t(`editor.seat.${seat}`) })}</span>
              <input
                value={texts[seat]}
                onChange={(event) => typeHand(seat, event.target.value)}
                aria-invalid={problem?.seat === seat}
                aria-describedby={`count-${seat}`}
                spellCheck={false}
                autoComplete="off"
              />
              <span id={`count-${seat}`} className="editor-note">
                {t('editor.count', { count: counts[seat] })}
                {filled === seat && ` · ${t('editor.filled')}`}
              </span>
              {problem?.seat === seat && (
                <span className="editor-problem" role="alert">
                  {at(problem.error)}
                </span>
              )}
            </label>
          ))}
        </fieldset>
        <DealDiagram
          deal={hand.deal}
          dealer={hand.dealer}
          vulnerable={hand.vulnerable}
          bottom={hand.viewpoint}
        />
      </div>
      {built.ok && (
        <DeckPicker
          builder={{ ...built.value, active: activeSeat }}
          onChange={(next) => {
            setActive(next.active);
            replaceDeal({ ...hand, deal: dealtCards(next) });
          }}
        />
      )}
      <div className="editor-row">
        <ActionButton onPress={() => replaceDeal({ ...hand, deal: randomDeal(freshRng()) })}>
          {t('editor.random')}
        </ActionButton>
        <ActionButton
          isDisabled={hand.deal.length === 52}
          onPress={() =>
            replaceDeal({ ...hand, deal: completeDealAtRandom(hand.deal, freshRng()) })
          }
        >
          {t('editor.completeRandom')}
        </ActionButton>
      </div>
      <label className="editor-field">
        <span>{t('editor.dealer')}</span>
        <select
          value={hand.dealer}
          onChange={(event) => onChange({ ...hand, dealer: event.target.value as Seat }, 'dealer')}
        >
          {SEATS.map((seat) => (
            <option key={seat} value={seat}>
              {t(`editor.seat.${seat}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="editor-row">
        <CheckboxField
          isSelected={ns}
          onChange={(value) => onChange({ ...hand, vulnerable: vulnerabilityOf(value, ew) }, null)}
        >
          {t('editor.vulnerableNS')}
        </CheckboxField>
        <CheckboxField
          isSelected={ew}
          onChange={(value) => onChange({ ...hand, vulnerable: vulnerabilityOf(ns, value) }, null)}
        >
          {t('editor.vulnerableEW')}
        </CheckboxField>
      </div>
      <div className="editor-row">
        <span>{t('editor.viewpoint', { seat: t(`editor.seat.${hand.viewpoint}`) })}</span>
        <ActionButton
          onPress={() => onChange({ ...hand, viewpoint: nextSeat(hand.viewpoint) }, 'viewpoint')}
        >
          {t('editor.rotate')}
        </ActionButton>
      </div>
      <label className="editor-field">
        <span>{t('editor.paste')}</span>
        <textarea rows={3} value={pasted} onChange={(event) => setPasted(event.target.value)} />
      </label>
      <div className="editor-row">
        <ActionButton isDisabled={pasted.trim() === ''} onPress={readPaste}>
          {t('editor.read')}
        </ActionButton>
        {problem !== null && problem.seat === undefined && (
          <span className="editor-problem" role="alert">
            {at(problem.error)}
          </span>
        )}
      </div>
    </div>
  );
}
