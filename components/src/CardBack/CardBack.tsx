/**
 * The back of a card (hands.md §9: "a normal variant and a back image"), sized like the faces of
 * the style in force.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_HEIGHT, CARD_WIDTH } from '../CardFace/geometry.js';
import { useDeck } from '../deck/DeckProvider.js';
import * as styles from './CardBack.css.js';

export interface CardBackProps {
  /**
   * Hidden from assistive technology, for a back among others that a container already counts.
   * @default false
   */
  readonly decorative?: boolean;
  readonly className?: string;
}

/**
 * A face-down card.
 *
 * @example
 * <CardBack />
 */
export function CardBack({ decorative = false, className }: CardBackProps) {
  const { t } = useTranslation();
  const { face } = useDeck();
  // Pattern ids are global to the page: each back gets its own.
  const pattern = useId();
  return (
    <svg
      viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
      className={[styles.back, className].filter(Boolean).join(' ')}
      data-face={face}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : t('card.back')}
      aria-hidden={decorative || undefined}
    >
      <defs>
        <pattern id={pattern} width="24" height="24" patternUnits="userSpaceOnUse">
          <path className={styles.lattice} d="M0 12L12 0L24 12L12 24Z" />
        </pattern>
      </defs>
      <rect className={styles.paper} x="1.5" y="1.5" width="247" height="347" rx="16" />
      <rect className={styles.field} x="16" y="16" width="218" height="318" rx="8" />
      <rect x="16" y="16" width="218" height="318" rx="8" fill={`url(#${pattern})`} />
    </svg>
  );
}
