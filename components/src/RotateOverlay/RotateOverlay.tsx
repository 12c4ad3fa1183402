/**
 * The landscape-phone overlay (hands.md §2): over the whole screen, it asks the learner to turn
 * the phone upright. It cannot be dismissed; it goes when the phone is turned.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Overlay } from '../Overlay/Overlay.js';
import * as styles from './RotateOverlay.css.js';

export interface RotateOverlayProps {
  /** Whether the phone is on its side (see `useLandscapePhone`). */
  readonly isVisible: boolean;
}

/**
 * @example
 * <RotateOverlay isVisible={useLandscapePhone()} />
 */
export function RotateOverlay({ isVisible }: RotateOverlayProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Overlay
      isOpen={isVisible}
      placement="full"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <div className={styles.content}>
        <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
          <rect x="20" y="6" width="24" height="42" rx="4" />
          <path d="M10 40 A24 24 0 0 0 40 58" />
          <path d="M36 53 L41 58 L35 62" />
        </svg>
        <h2 className={styles.title} id={titleId}>
          {t('rotate.title')}
        </h2>
        <p className={styles.body} id={bodyId}>
          {t('rotate.body')}
        </p>
      </div>
    </Overlay>
  );
}
