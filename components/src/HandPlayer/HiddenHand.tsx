/**
 * A hand whose cards are hidden, as a short fan of backs that still shows how many cards it
 * holds: compact enough for the sides of a phone's table. Read as "West's hand, 13 cards face
 * down".
 */
import type { Seat } from '@tenace/engine';
import { useTranslation } from 'react-i18next';
import { CardBack } from '../CardBack/CardBack.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import * as styles from './HandPlayer.css.js';

export function HiddenHand({ seat, count }: { readonly seat: Seat; readonly count: number }) {
  const { t } = useTranslation();
  const names = useBridgeNames();
  return (
    <div
      className={styles.hiddenHand}
      role="img"
      aria-label={t('hand.faceDown', { seat: names.seat(seat), count })}
      data-seat={seat}
      data-face-down=""
    >
      {Array.from({ length: count }, (_, index) => (
        // Backs are alike: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <CardBack key={index} decorative className={styles.hiddenCard} />
      ))}
    </div>
  );
}
