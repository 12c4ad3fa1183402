/**
 * The deal as bridge columns print it: four hands in suit lines around the compass, the
 * player's seat at the bottom. Used for the end-of-hand panel and wherever a whole deal is shown.
 */
import { type DealtCard, SEATS, type Seat, SUITS, type Vulnerability } from '@tenace/engine';
import { useTranslation } from 'react-i18next';
import { CardText, SuitSymbol } from '../BridgeText/BridgeText.js';
import { Compass } from '../Compass/Compass.js';
import { suitGroups } from '../deck/hand-order.js';
import { tablePosition } from '../deck/table-positions.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './DealDiagram.css.js';

export interface DealDiagramProps {
  readonly deal: readonly DealtCard[];
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
  /**
   * The seat drawn at the bottom: the player's.
   * @default 'S'
   */
  readonly bottom?: Seat;
}

/**
 * The four hands around the compass.
 *
 * @example
 * <DealDiagram deal={hand.deal} dealer={hand.dealer} vulnerable={hand.vulnerable} bottom="S" />
 */
export function DealDiagram({ deal, dealer, vulnerable, bottom = 'S' }: DealDiagramProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.diagram} aria-label={t('deal.label')}>
      <div className={styles.compassArea}>
        <Compass vulnerable={vulnerable} dealer={dealer} bottom={bottom} />
      </div>
      {SEATS.map((seat) => (
        <SuitLines
          key={seat}
          seat={seat}
          cards={deal.filter((card) => card.seat === seat)}
          position={tablePosition(seat, bottom)}
        />
      ))}
    </section>
  );
}

function SuitLines({
  seat,
  cards,
  position,
}: {
  seat: Seat;
  cards: readonly DealtCard[];
  position: string;
}) {
  const { t } = useTranslation();
  const names = useBridgeNames();
  const id = `deal-${seat}`;
  return (
    <div className={styles.hand} data-seat={seat} data-position={position}>
      <h3 className={styles.seatName} id={id}>
        {names.seat(seat)}
      </h3>
      <ul className={styles.suitLines} aria-labelledby={id}>
        {suitGroups(cards, SUITS).map(({ suit, cards: suitCards }) => (
          <li key={suit} data-suit={suit}>
            {suitCards.length > 0 ? (
              <CardText suit={suit} ranks={suitCards.map((card) => card.rank)} />
            ) : (
              <>
                <span aria-hidden="true">
                  <SuitSymbol suit={suit} />—
                </span>
                <span className={visuallyHidden}>
                  {t('hand.void', { suit: t(`suit.${suit}`) })}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
