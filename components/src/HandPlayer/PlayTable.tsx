/**
 * The table during the play (hands.md §2: "the four hands, a middle trick area and animated card
 * movement"): each seat where it sits with the learner at the bottom, the trick in the middle.
 * The learner plays from the hand the lesson waits for; only its playable cards can be chosen.
 */
import { type Card, cardCode, type DealtCard, SEATS, type Seat, sameCard } from '@tenace/engine';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { tablePosition } from '../deck/table-positions.js';
import { Hand, type HandProps } from '../Hand/Hand.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import { TrickArea } from '../TrickArea/TrickArea.js';
import * as styles from './HandPlayer.css.js';
import { HiddenHand } from './HiddenHand.js';
import { cardsHeld, isFaceUp, type TableView, trickOnTable, winnerOnTable } from './table-view.js';

export interface PlayTableProps {
  readonly deal: readonly DealtCard[];
  readonly view: TableView;
  /** The learner's seat, at the bottom. */
  readonly learner: Seat;
  readonly onCard: (card: Card) => void;
}

export function PlayTable({ deal, view, learner, onCard }: PlayTableProps) {
  return (
    <div className={styles.table} data-testid="play-table">
      {SEATS.map((seat) => (
        <SeatHand
          key={seat}
          seat={seat}
          deal={deal}
          view={view}
          learner={learner}
          onCard={onCard}
        />
      ))}
      <div className={styles.trick}>
        <TrickArea
          cards={trickOnTable(view)}
          winner={winnerOnTable(view)}
          bottom={learner}
          announce={false}
        />
      </div>
    </div>
  );
}

function SeatHand({ seat, deal, view, learner, onCard }: PlayTableProps & { seat: Seat }) {
  const position = tablePosition(seat, learner);
  const cards = cardsHeld(deal, view, seat);
  const { awaiting, revealed } = view;
  const turn = awaiting?.type === 'card' && awaiting.seat === seat ? awaiting : undefined;
  const side = position === 'left' || position === 'right';
  return (
    <div
      className={styles.seat}
      data-position={position}
      data-seat={seat}
      data-turn={turn ? '' : undefined}
    >
      <SeatLabel seat={seat} view={view} learner={learner} />
      {isFaceUp(view, seat, learner) ? (
        <SteadyHand
          seat={seat}
          cards={cards}
          layout={side ? 'rows' : 'fan'}
          {...(turn
            ? {
                onPlay: onCard,
                playable: turn.playable,
                ...(revealed?.type === 'card' ? { highlight: revealed.card } : {}),
              }
            : {})}
        />
      ) : (
        <SteadyHiddenHand seat={seat} count={cards.length} />
      )}
    </div>
  );
}

const sameCards = (a: readonly Card[] = [], b: readonly Card[] = []) =>
  a.length === b.length && a.every((card, index) => sameCard(card, b[index] as Card));

/**
 * A hand drawn again only when what it shows changes: a lesson's outputs rebuild the lists of
 * cards each time, and a table of 52 card faces is costly to draw for nothing.
 */
const SteadyHand = memo(
  Hand,
  (before: HandProps, after: HandProps) =>
    before.seat === after.seat &&
    before.layout === after.layout &&
    before.onPlay === after.onPlay &&
    sameCards(before.cards, after.cards) &&
    sameCards(before.playable, after.playable) &&
    (before.highlight && cardCode(before.highlight)) ===
      (after.highlight && cardCode(after.highlight)),
);

const SteadyHiddenHand = memo(HiddenHand);

/** The seat's name with its part in the hand: "North (dummy)", "South (declarer, you)". */
function SeatLabel({ seat, view, learner }: { seat: Seat; view: TableView; learner: Seat }) {
  const { t } = useTranslation();
  const names = useBridgeNames();
  const roles = [
    seat === view.declarer && t('player.declarer'),
    seat === view.dummy && t('player.dummy'),
    seat === learner && t('player.you'),
  ].filter((role) => role !== false);
  return (
    <p className={styles.seatName} aria-hidden="true">
      {roles.length > 0
        ? t('player.seatRoles', { seat: names.seat(seat), roles: roles.join(', ') })
        : names.seat(seat)}
    </p>
  );
}
