/**
 * One message of the conversation (hands.md §4 "Learner player"): a system line (a call, a
 * card, a trick, an encouragement, the answer, a touching card or an accepted alternative), the
 * author's words rendered as comment text, and the hint or reveal link.
 */
import type { LessonMessage } from '@tenace/engine';
import { memo } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CommentText } from '../CommentText/CommentText.js';
import * as styles from './Conversation.css.js';
import { MessageSystemText, translateLearnerText } from './learner-text.js';

export interface MessageBodyProps {
  readonly message: LessonMessage;
  /**
   * Whether the message's link can be followed: only during the turn it was offered in.
   * @default false
   */
  readonly linkEnabled?: boolean;
  /** Follows the hint or reveal link. */
  readonly onLink?: (event: 'hint' | 'reveal') => void;
}

/**
 * A message does not change once said: it is drawn again only when its link opens or closes.
 *
 * @example
 * <MessageBody message={message} linkEnabled onLink={(event) => send({ type: event })} />
 */
export const MessageBody = memo(function MessageBody({
  message,
  linkEnabled = false,
  onLink,
}: MessageBodyProps) {
  const { t } = useTranslation();
  const author = 'author' in message ? message.author : undefined;
  const link = 'link' in message ? message.link : undefined;
  return (
    <>
      {(message.kind === 'hint' || message.kind === 'summary') && (
        <p className={styles.label}>{t(`conversation.${message.kind}`)}</p>
      )}
      {'text' in message && (
        <p className={styles.system}>
          <MessageSystemText message={message} />
        </p>
      )}
      {author !== undefined && (
        <div className={styles.bubble}>
          <CommentText text={author} />
        </div>
      )}
      {link && (
        <Button
          className={styles.link}
          isDisabled={!linkEnabled}
          onPress={() => onLink?.(link.event)}
          data-link={link.event}
        >
          {translateLearnerText(t, link.text)}
        </Button>
      )}
    </>
  );
});
