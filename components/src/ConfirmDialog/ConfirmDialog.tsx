/**
 * Asks before something destructive (admin.md §4 "Tables": "Deleting asks for confirmation"):
 * an alert dialog naming what will happen, with the destructive action in the danger colour and
 * Cancel, which has the focus when it opens, so that Enter alone never deletes. Escape cancels.
 */
import { useId } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Overlay } from '../Overlay/Overlay.js';
import * as styles from './ConfirmDialog.css.js';

export interface ConfirmDialogProps {
  readonly isOpen: boolean;
  /** The question, naming the thing: 'Delete the tag Beginner?' */
  readonly title: string;
  /** What follows from it: 'This cannot be undone.' */
  readonly message?: string;
  /** The destructive action's words: 'Delete'. */
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  readonly onCancel: () => void;
  /** While the action runs: both buttons wait. @default false */
  readonly isPending?: boolean;
  /** The other choice's words, where it is not plainly Cancel. @default the kit's 'Cancel' */
  readonly cancelLabel?: string;
}

/**
 * @example
 * <ConfirmDialog isOpen={tag !== null} title={t('tags.deleteTitle', { name })}
 *   confirmLabel={t('tags.delete')} onConfirm={remove} onCancel={() => setTag(null)} />
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { isOpen, title, message, confirmLabel, onConfirm, onCancel, isPending = false } = props;
  const { cancelLabel } = props;
  const { t } = useTranslation('staff');
  const titleId = useId();
  const messageId = useId();
  return (
    <Overlay
      isOpen={isOpen}
      onClose={onCancel}
      isDismissable={!isPending}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={message === undefined ? undefined : messageId}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {message !== undefined && (
          <p id={messageId} className={styles.message}>
            {message}
          </p>
        )}
        <div className={styles.actions}>
          <Button className={styles.cancel} onPress={onCancel} isDisabled={isPending} autoFocus>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
          <Button className={styles.confirm} onPress={onConfirm} isDisabled={isPending}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Overlay>
  );
}
