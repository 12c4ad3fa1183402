/**
 * One seat's cards, fanned in a row or in one row per suit. Given `onPlay`, the hand is a
 * keyboard-operable list: arrow keys move between cards, Enter or Space plays the focused card,
 * and only the `playable` cards can be chosen. Which cards are playable is the engine's business
 * (`playableCards`); the hand only shows it.
 */
import { type Card, cardCode, type Seat, type Suit, sameCard } from '@tenace/engine';
import type { ReactNode } from 'react';
import { Header, ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CardBack } from '../CardBack/CardBack.js';
import { CardFace } from '../CardFace/CardFace.js';
import { useDeck } from '../deck/DeckProvider.js';
import { sortHand, suitGroups } from '../deck/hand-order.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './Hand.css.js';

export const HAND_LAYOUTS = ['fan', 'rows'] as const;
export type HandLayout = (typeof HAND_LAYOUTS)[number];

export interface HandProps {
  readonly seat: Seat;
  /** The cards held, in any order: the hand sorts them by suit and rank. */
  readonly cards: readonly Card[];
  /**
   * A fan in one row, or one row per suit.
   * @default 'fan'
   */
  readonly layout?: HandLayout;
  /**
   * The cards that may be played now; the others are dimmed and cannot be chosen.
   * @default every card
   */
  readonly playable?: readonly Card[];
  /** Called with the card the player chooses. Without it the hand is only shown. */
  readonly onPlay?: (card: Card) => void;
  /**
   * Shows the backs: a hidden hand, announced by its number of cards only.
   * @default false
   */
  readonly faceDown?: boolean;
  /** A card to point out (the learner lesson's reveal link): it is marked and lifted. */
  readonly highlight?: Card;
}

/**
 * A hand of cards.
 *
 * @example
 * <Hand seat="S" cards={south} playable={playableCards(south, trick)} onPlay={play} />
 */
export function Hand(props: HandProps) {
  const { seat, cards, layout = 'fan', faceDown = false, onPlay, highlight } = props;
  const highlighted = (card: Card) =>
    (highlight !== undefined && sameCard(card, highlight)) || undefined;
  const { t } = useTranslation();
  const names = useBridgeNames();
  const { face } = useDeck();
  const label = t('hand.label', { seat: names.seat(seat) });
  const common = {
    'data-hand-layout': layout,
    'data-face': face,
    'data-seat': seat,
    className: styles.hand,
  } as const;

  if (faceDown) {
    return (
      <div
        {...common}
        role="img"
        aria-label={t('hand.faceDown', { seat: names.seat(seat), count: cards.length })}
        data-face-down=""
      >
        {cards.map((card) => (
          <div key={cardCode(card)} className={styles.card}>
            <CardBack decorative />
          </div>
        ))}
      </div>
    );
  }

  if (onPlay === undefined) {
    return (
      <ul {...common} aria-label={label}>
        {byLayout(layout, cards, (card) => (
          <li key={cardCode(card)} className={styles.card} data-highlighted={highlighted(card)}>
            <CardFace card={card} />
          </li>
        ))}
      </ul>
    );
  }

  const playable = props.playable ?? cards;
  const disabledKeys = cards
    .filter((card) => !playable.some((option) => sameCard(option, card)))
    .map(cardCode);
  const item = (card: Card) => (
    <ListBoxItem
      key={cardCode(card)}
      id={cardCode(card)}
      textValue={names.card(card)}
      aria-label={names.card(card)}
      className={styles.card}
      data-interactive=""
      data-highlighted={highlighted(card)}
      data-bridge-symbol=""
    >
      <CardFace card={card} decorative />
    </ListBoxItem>
  );
  return (
    <ListBox
      {...common}
      aria-label={label}
      data-interactive=""
      layout={layout === 'rows' ? 'grid' : 'stack'}
      // A grid of suit rows reads like text: right is the next card, down the suit below.
      orientation={layout === 'rows' ? 'vertical' : 'horizontal'}
      selectionMode="none"
      disabledKeys={disabledKeys}
      onAction={(key) => {
        const card = cards.find((held) => cardCode(held) === key);
        if (card) onPlay(card);
      }}
      renderEmptyState={() => <span className={visuallyHidden}>{t('hand.empty')}</span>}
    >
      {layout === 'rows'
        ? suitGroups(cards).map(
            ({ suit, cards: suitCards }) =>
              suitCards.length > 0 && (
                <ListBoxSection key={suit} id={suit} className={styles.suitRow}>
                  <SuitHeader suit={suit} />
                  {suitCards.map(item)}
                </ListBoxSection>
              ),
          )
        : sortHand(cards).map(item)}
    </ListBox>
  );
}

function SuitHeader({ suit }: { suit: Suit }) {
  const { t } = useTranslation();
  return <Header className={visuallyHidden}>{t(`suit.${suit}`)}</Header>;
}

/** A static hand: a flat fan, or one list per suit holding that suit's cards. */
function byLayout(
  layout: HandLayout,
  cards: readonly Card[],
  render: (card: Card) => ReactNode,
): ReactNode {
  if (layout === 'fan') return sortHand(cards).map(render);
  return suitGroups(cards).map(
    ({ suit, cards: suitCards }) =>
      suitCards.length > 0 && (
        <li key={suit}>
          <SuitList suit={suit}>{suitCards.map(render)}</SuitList>
        </li>
      ),
  );
}

function SuitList({ suit, children }: { suit: Suit; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.suitRow} aria-label={t(`suit.${suit}`)}>
      {children}
    </ul>
  );
}
