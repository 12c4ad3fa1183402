/**
 * The conversation drawer (hands.md §2 "Learner hand player"): the author's avatar and name over
 * the messages of the lesson, the author's "typing" dots while the next message is on its way
 * (hands.md §9: waiting dots 1 s), and the player's actions at its foot.
 */
import type { LessonMessage } from '@tenace/engine';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import { AuthorAvatar, type LessonAuthor } from './AuthorAvatar.js';
import * as styles from './Conversation.css.js';
import { MessageBody } from './MessageBody.js';

export interface ConversationProps {
  readonly author: LessonAuthor;
  /** The messages shown so far, in order. */
  readonly messages: readonly LessonMessage[];
  /**
   * Shows the author's typing dots below the last message.
   * @default false
   */
  readonly typing?: boolean;
  /**
   * Whether a message's hint or reveal link can be followed now.
   * @default no link can
   */
  readonly isLinkEnabled?: (message: LessonMessage) => boolean;
  /** Follows a hint or reveal link. */
  readonly onLink?: (event: 'hint' | 'reveal') => void;
  /** The actions at the drawer's foot (Restart hand, Skip to summary). */
  readonly children?: ReactNode;
}

/**
 * @example
 * <Conversation author={author} messages={shown} typing={typing} onLink={follow}>
 *   <Button onPress={restart}>Restart hand</Button>
 * </Conversation>
 */
export function Conversation(props: ConversationProps) {
  const { author, messages, typing = false, isLinkEnabled, onLink, children } = props;
  const { t } = useTranslation();
  const scroller = useRef<HTMLElement>(null);
  const count = messages.length;

  // The newest message is at the bottom: keep it in view as messages arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message or the dots arrive
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count, typing]);

  return (
    <section
      className={styles.drawer}
      aria-label={t('conversation.label', { author: author.name })}
    >
      <header className={styles.author}>
        <AuthorAvatar author={author} />
        <h2 className={styles.authorName}>{author.name}</h2>
      </header>
      <section
        className={styles.scroller}
        ref={scroller}
        aria-label={t('conversation.messages')}
        // Scrollable, so reachable by keyboard to scroll back through the conversation.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable
        tabIndex={0}
      >
        <ol className={styles.messages}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={styles.message}
              data-kind={message.kind}
              // The learner's own calls and cards; a comment to the learner is the author's.
              data-learner={
                ((message.kind === 'call' || message.kind === 'card') && message.learner) ||
                undefined
              }
            >
              <MessageBody
                message={message}
                linkEnabled={isLinkEnabled?.(message) ?? false}
                onLink={onLink}
              />
            </li>
          ))}
        </ol>
        {typing && (
          <p className={styles.typing} data-testid="typing">
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.dot} aria-hidden="true" />
            <span className={visuallyHidden}>
              {t('conversation.typing', { author: author.name })}
            </span>
          </p>
        )}
      </section>
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
