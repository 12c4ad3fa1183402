/**
 * The compass: the four seats around the table with the player's at the bottom, the vulnerable
 * pairs marked red, the dealer underlined, and an arrow at the seat to play.
 */
import { isVulnerable, SEATS, type Seat, sideOf, type Vulnerability } from '@tenace/engine';
import { useTranslation } from 'react-i18next';
import { tablePosition } from '../deck/table-positions.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import * as styles from './Compass.css.js';

export interface CompassProps {
  readonly vulnerable: Vulnerability;
  /** @default 'S' */
  readonly bottom?: Seat;
  readonly dealer?: Seat;
  /** The seat whose turn it is; the arrow points at it. */
  readonly toPlay?: Seat;
  /** @default 'normal' */
  readonly size?: 'normal' | 'small';
}

/**
 * The compass, read by screen readers as one sentence: dealer, vulnerability, turn.
 *
 * @example
 * <Compass vulnerable="NS" dealer="E" toPlay="W" />
 */
export function Compass({
  vulnerable,
  bottom = 'S',
  dealer,
  toPlay,
  size = 'normal',
}: CompassProps) {
  const { t } = useTranslation();
  const names = useBridgeNames();
  const description = [
    dealer && t('deal.dealer', { seat: names.seat(dealer) }),
    t('vulnerability.label', { who: t(`vulnerability.${vulnerable}`) }),
    toPlay && t('compass.toPlay', { seat: names.seat(toPlay) }),
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <div
      className={styles.compass}
      role="img"
      aria-label={description}
      data-size={size}
      data-vulnerable={vulnerable}
    >
      {SEATS.map((seat) => (
        <span
          key={seat}
          className={styles.seat}
          data-seat={seat}
          data-position={tablePosition(seat, bottom)}
          data-vulnerable={isVulnerable(vulnerable, sideOf(seat)) || undefined}
          data-dealer={seat === dealer || undefined}
        >
          {t(`seatLetter.${seat}`)}
        </span>
      ))}
      {toPlay && (
        <svg
          className={styles.arrow}
          viewBox="0 0 24 24"
          data-position={tablePosition(toPlay, bottom)}
          data-testid="compass-arrow"
          aria-hidden="true"
        >
          <path d="M12 3L20 15H15V21H9V15H4Z" />
        </svg>
      )}
    </div>
  );
}
