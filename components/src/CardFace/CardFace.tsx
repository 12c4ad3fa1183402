/**
 * A card face drawn as SVG, in the face style in force (normal, simplified or Dutch; see
 * `DeckProvider`), in two or four suit colours.
 *
 * The printed rank is text once: its repeats (the upside-down corner, a court card's centre) are
 * `<use>` copies of it, so that the card's visible text is the one rank a seeing user reads, and a
 * control holding the card can name it with that text (WCAG 2.5.3 Label in Name).
 */
import type { Card, Suit } from '@tenace/engine';
import { useId } from 'react';
import { useDeck } from '../deck/DeckProvider.js';
import type { CardFaceStyle } from '../deck/face-styles.js';
import { rankLetter } from '../deck/letters.js';
import { SUIT_PATHS } from '../deck/suit-symbols.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import { suitColour } from '../styles/suit-colour.css.js';
import { suitData } from '../styles/suit-data.js';
import * as styles from './CardFace.css.js';
import { CARD_HEIGHT, CARD_WIDTH, isCourt, pipLayout } from './geometry.js';

export interface CardFaceProps {
  readonly card: Card;
  /** Overrides the face style in force. */
  readonly face?: CardFaceStyle;
  /**
   * Hidden from assistive technology, for a card inside a control that already names it.
   * @default false
   */
  readonly decorative?: boolean;
  readonly className?: string;
}

/**
 * One card, face up. Announced by name ("king of spades") unless `decorative`.
 *
 * @example
 * <CardFace card={{ suit: 'H', rank: 'Q' }} />
 */
export function CardFace({ card, face, decorative = false, className }: CardFaceProps) {
  const deck = useDeck();
  const names = useBridgeNames();
  const style = face ?? deck.face;
  const letter = rankLetter(card.rank, deck.letteringOf(style));
  return (
    <svg
      viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
      className={[styles.card, suitColour, className].filter(Boolean).join(' ')}
      data-face={style}
      data-rank={card.rank}
      {...suitData(card.suit, deck.fourColour)}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : names.card(card)}
      aria-hidden={decorative || undefined}
    >
      <rect className={styles.paper} x="1.5" y="1.5" width="247" height="347" rx="16" />
      {style === 'simplified' ? (
        <SimplifiedFace suit={card.suit} letter={letter} />
      ) : (
        <NormalFace card={card} letter={letter} />
      )}
    </svg>
  );
}

function SuitPip({ suit, x, y, size, inverted = false }: PipProps) {
  const scale = size / 100;
  const turn = inverted ? ' rotate(180 50 50)' : '';
  return (
    <path
      d={SUIT_PATHS[suit]}
      fill="currentColor"
      transform={`translate(${x - size / 2} ${y - size / 2}) scale(${scale})${turn}`}
    />
  );
}

interface PipProps {
  readonly suit: Suit;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly inverted?: boolean;
}

// The corner index's letter: its baseline centre and size, which a court card's centre letter
// scales up from.
const INDEX_LETTER = { x: 32, y: 58, size: 50 };
const COURT_LETTER_SIZE = 112;

interface CornerIndexProps {
  readonly id: string;
  readonly letterId: string;
  readonly suit: Suit;
  readonly letter: string;
}

function CornerIndex({ id, letterId, suit, letter }: CornerIndexProps) {
  const narrow = letter.length > 1;
  return (
    <g id={id}>
      <text
        id={letterId}
        className={styles.index}
        x={INDEX_LETTER.x}
        y={INDEX_LETTER.y}
        fontSize={narrow ? 44 : INDEX_LETTER.size}
        letterSpacing={narrow ? -4 : 0}
        textAnchor="middle"
      >
        {letter}
      </text>
      <SuitPip suit={suit} x={32} y={84} size={34} />
    </g>
  );
}

function NormalFace({ card, letter }: { card: Card; letter: string }) {
  const centre = { x: CARD_WIDTH / 2, y: CARD_HEIGHT / 2 };
  const corner = useId();
  const cornerLetter = useId();
  return (
    <>
      <CornerIndex id={corner} letterId={cornerLetter} suit={card.suit} letter={letter} />
      <use href={`#${corner}`} transform={`rotate(180 ${centre.x} ${centre.y})`} />
      {card.rank === 'A' && <SuitPip suit={card.suit} {...centre} size={110} />}
      {isCourt(card.rank) && (
        <>
          <rect className={styles.courtFrame} x="62" y="52" width="126" height="246" rx="8" />
          <use
            href={`#${cornerLetter}`}
            transform={`translate(${centre.x} ${centre.y + 38}) scale(${COURT_LETTER_SIZE / INDEX_LETTER.size}) translate(${-INDEX_LETTER.x} ${-INDEX_LETTER.y})`}
          />
          <SuitPip suit={card.suit} x={90} y={82} size={36} />
          <SuitPip suit={card.suit} x={160} y={268} size={36} inverted />
        </>
      )}
      {pipLayout(card.rank).map((pip) => (
        <SuitPip key={`${pip.x},${pip.y}`} suit={card.suit} {...pip} size={50} />
      ))}
    </>
  );
}

// The simplified style (portrait mobile): a large index in the corner that stays visible when
// cards overlap, and a large suit symbol; no pips.
function SimplifiedFace({ suit, letter }: { suit: Suit; letter: string }) {
  const narrow = letter.length > 1;
  return (
    <>
      <text
        className={styles.index}
        x="20"
        y="112"
        fontSize={narrow ? 96 : 112}
        letterSpacing={narrow ? -8 : 0}
      >
        {letter}
      </text>
      <SuitPip suit={suit} x={62} y={178} size={88} />
      <SuitPip suit={suit} x={168} y={270} size={120} />
    </>
  );
}
