/**
 * The middle of the table: the cards of the current trick, each in front of the seat that played
 * it, sliding in with the spec's timings (hands.md §9). The winner, which the engine's
 * `trickWinner` decides, is highlighted. The latest card, and then the winner, is announced.
 */
import type { Seat, SeatedCard } from '@tenace/engine';
import { useTranslation } from 'react-i18next';
import { CardFace } from '../CardFace/CardFace.js';
import { cardKey } from '../deck/hand-order.js';
import { tablePosition } from '../deck/table-positions.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './TrickArea.css.js';

export interface TrickAreaProps {
  /** The cards of the trick in the order they were played. */
  readonly cards: readonly SeatedCard[];
  /** The trick's winner, once it has four cards (from the engine's `trickWinner`). */
  readonly winner?: Seat;
  /**
   * The seat drawn at the bottom: the player's.
   * @default 'S'
   */
  readonly bottom?: Seat;
  /**
   * Announces the latest card and the winner in a polite live region. The hand player turns it
   * off: its conversation announces each card and trick.
   * @default true
   */
  readonly announce?: boolean;
}

/**
 * The current trick.
 *
 * @example
 * <TrickArea cards={play.current} bottom="S" />
 */
export function TrickArea({ cards, winner, bottom = 'S', announce = true }: TrickAreaProps) {
  const { t } = useTranslation();
  const names = useBridgeNames();
  const latest = cards.at(-1);
  const announcement =
    winner !== undefined
      ? t('trick.winner', { seat: names.seat(winner) })
      : latest && t('trick.played', { seat: names.seat(latest.seat), card: names.card(latest) });
  return (
    <section aria-label={t('trick.label')}>
      <ul className={styles.area} data-count={cards.length}>
        {cards.map((card) => (
          <li
            key={cardKey(card)}
            className={styles.slot}
            data-seat={card.seat}
            data-position={tablePosition(card.seat, bottom)}
            data-winner={card.seat === winner || undefined}
          >
            <span className={visuallyHidden}>{`${names.seat(card.seat)}: `}</span>
            <CardFace card={card} />
          </li>
        ))}
      </ul>
      {cards.length === 0 && <p className={visuallyHidden}>{t('trick.empty')}</p>}
      {announce && (
        <p className={visuallyHidden} aria-live="polite" data-testid="trick-announcement">
          {announcement}
        </p>
      )}
    </section>
  );
}
