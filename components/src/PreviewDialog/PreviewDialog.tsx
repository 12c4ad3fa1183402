/**
 * The preview dialog (hands.md §2 "Other screens": "a 'Close Preview' button; it runs the
 * learner player in preview mode, optionally starting at a given trick"). Used by the hand
 * editor's Preview button and its per-trick preview buttons. A preview records no progress and
 * has no back button.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { HandPlayer, type HandPlayerProps } from '../HandPlayer/HandPlayer.js';
import { Overlay } from '../Overlay/Overlay.js';
import * as styles from './PreviewDialog.css.js';

export interface PreviewDialogProps
  extends Omit<HandPlayerProps, 'preview' | 'onBack' | 'recordProgress' | 'onProgress' | 'start'> {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The trick to start at (1 to 13); the beginning when absent. */
  readonly fromTrick?: number;
}

/**
 * @example
 * <PreviewDialog isOpen={open} onClose={close} hand={draft} author={me} fromTrick={5} />
 */
export function PreviewDialog({ isOpen, onClose, fromTrick, ...player }: PreviewDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Overlay
      isOpen={isOpen}
      onClose={onClose}
      isDismissable
      placement="full"
      aria-labelledby={titleId}
    >
      <div className={styles.frame}>
        <header className={styles.header}>
          <h2 className={styles.title} id={titleId}>
            {t('preview.title')}
          </h2>
          <ActionButton variant="primary" onPress={onClose}>
            {t('preview.close')}
          </ActionButton>
        </header>
        <div className={styles.body}>
          <HandPlayer {...player} preview={fromTrick === undefined ? {} : { fromTrick }} />
        </div>
      </div>
    </Overlay>
  );
}
