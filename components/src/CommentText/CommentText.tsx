/**
 * An author's comment, rendered from the engine's `tokenizeComment` tokens (hands.md §5): card
 * codes and bids as suit symbols, a bare `/S` as a suit symbol, web addresses as links that open
 * in a new tab (with `http://` added by the engine when missing).
 */
import { type CommentToken, exhaustiveSwitchError, tokenizeComment } from '@tenace/engine';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { CallText, CardText, SuitText } from '../BridgeText/BridgeText.js';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './CommentText.css.js';

export interface CommentTextProps {
  readonly text: string;
  /**
   * The element that holds the comment.
   * @default 'p'
   */
  readonly as?: ElementType;
}

/**
 * @example
 * <CommentText text="Lead SK-Q after 1NT, see bridge.nl" />
 */
export function CommentText({ text, as: Element = 'p' }: CommentTextProps) {
  return (
    <Element className={styles.comment}>
      {tokenizeComment(text).map((token, index) => (
        // Tokens are positions in a fixed text: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Token key={index} token={token} />
      ))}
    </Element>
  );
}

function Token({ token }: { token: CommentToken }) {
  const { t } = useTranslation();
  switch (token.kind) {
    case 'text':
      return <>{token.text}</>;
    case 'card':
      return <CardText suit={token.suit} ranks={token.ranks} />;
    case 'bid':
      return <CallText call={`${token.level}${token.denomination}`} />;
    case 'suit':
      return <SuitText suit={token.suit} />;
    case 'link':
      return (
        <a className={styles.link} href={token.href} target="_blank" rel="noopener noreferrer">
          {token.text}
          <span className={visuallyHidden}> {t('comment.opensInNewTab')}</span>
        </a>
      );
    default:
      return exhaustiveSwitchError(token);
  }
}
