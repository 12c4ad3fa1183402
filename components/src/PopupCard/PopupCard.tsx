/**
 * A popup message card (hands.md §2: on portrait or mobile, "popup message cards have a Continue
 * button"): one message of the conversation over the table, its Continue button enabled after
 * the message's `continueAfterMs` (hands.md §9: 1 s for a comment, at once for other messages).
 */
import type { LessonMessage } from '@tenace/engine';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { AuthorAvatar, type LessonAuthor } from '../Conversation/AuthorAvatar.js';
import { MessageBody } from '../Conversation/MessageBody.js';
import { type LessonScheduler, REAL_TIME_SCHEDULER } from '../HandPlayer/scheduler.js';
import { Overlay } from '../Overlay/Overlay.js';
import * as styles from './PopupCard.css.js';

export interface PopupCardProps {
  readonly author: LessonAuthor;
  /** The message to show; the card is closed without one. */
  readonly message?: LessonMessage;
  /** @default false */
  readonly linkEnabled?: boolean;
  readonly onLink?: (event: 'hint' | 'reveal') => void;
  readonly onContinue: () => void;
  /**
   * Times the Continue button.
   * @default real time
   */
  readonly scheduler?: LessonScheduler;
}

/**
 * @example
 * <PopupCard author={author} message={next} onContinue={dismiss} />
 */
export function PopupCard(props: PopupCardProps) {
  const { author, message, linkEnabled = false, onLink, onContinue } = props;
  const scheduler = props.scheduler ?? REAL_TIME_SCHEDULER;
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const continueButton = useRef<HTMLButtonElement>(null);
  const [enabledFor, setEnabledFor] = useState<number | undefined>(undefined);
  const id = message?.id;
  const wait = message?.continueAfterMs ?? 0;
  const enabled = message !== undefined && (wait === 0 || enabledFor === id);

  useEffect(() => {
    if (id === undefined || wait === 0) return undefined;
    return scheduler.schedule(() => setEnabledFor(id), wait);
  }, [id, wait, scheduler]);

  // Once Continue can be pressed, a keyboard user finds it focused, unless they moved on.
  useEffect(() => {
    const button = continueButton.current;
    const active = button?.ownerDocument.activeElement;
    if (enabled && button && active?.getAttribute('role') === 'dialog') button.focus();
  }, [enabled]);

  return (
    <Overlay
      isOpen={message !== undefined}
      placement="bottom"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      {message && (
        <div className={styles.card} data-kind={message.kind}>
          {/* A div, not a header: inside the dialog a header would be a second banner landmark. */}
          <div className={styles.header}>
            <AuthorAvatar author={author} />
            <h2 className={styles.title} id={titleId}>
              {t('popup.label', { author: author.name })}
            </h2>
          </div>
          <div className={styles.body} id={bodyId}>
            <MessageBody message={message} linkEnabled={linkEnabled} onLink={onLink} />
          </div>
          <div className={styles.actions}>
            <ActionButton
              variant="primary"
              isDisabled={!enabled}
              onPress={onContinue}
              ref={continueButton}
            >
              {t('popup.continue')}
            </ActionButton>
          </div>
        </div>
      )}
    </Overlay>
  );
}
