/**
 * The conversation with the author (hands.md §2 "Learner hand player", §4 "Learner player"):
 * the messages the lesson adds to the conversation drawer, as data. System lines are i18n
 * {@link LearnerText}s; the author's own words (introductions, comments, hints, the summary) come as
 * `author` text, which the UI renders with the comment-text tokenizer (card codes and bids as
 * suit symbols).
 */
import type { CallValue } from '../calls.js';
import type { Card, Seat } from '../cards.js';
import type { Contract, TrickCounts } from '../hand/types.js';
import type { LearnerText } from './texts.js';
import { LEARNER_TIMINGS } from './timings.js';

/** A choice of the learner: a call in the auction or a card in the play. */
export type Choice =
  | { readonly type: 'call'; readonly call: CallValue }
  | { readonly type: 'card'; readonly card: Card };

/** A link inside a message; following it sends the lesson the event of the same name. */
export interface MessageLink {
  readonly event: 'hint' | 'reveal';
  readonly text: LearnerText;
}

/**
 * What a message says, before the lesson numbers it. The kinds:
 * - `intro`: the auction or play introduction.
 * - `contract`: the contract of a play-only hand, shown instead of the auction.
 * - `pre`: a seat's comment before its call or card; for the learner's seats, said when the
 *   lesson waits for the learner.
 * - `call`, `card`: a call or card as it is made, with the seat's comment after it (`post`).
 * - `encouragement`: the 1st or 2nd wrong choice, with the hint link when a hint exists.
 * - `answer`: the 3rd wrong choice: the correct answer, with the reveal link.
 * - `hint`: the author's hint, on request.
 * - `touching`: a touching card accepted in place of the author's card.
 * - `alternative`: a call or card the author also accepts, with its comment; the hand goes on
 *   with the author's own (`authored`).
 * - `trick`: who won a trick and the counts per side.
 * - `summary`: the author's summary.
 */
export type MessageContent =
  | { readonly kind: 'intro'; readonly phase: 'auction' | 'play'; readonly author: string }
  | {
      readonly kind: 'contract';
      readonly contract: Contract;
      readonly declarer: Seat;
      readonly text: LearnerText;
    }
  | {
      readonly kind: 'pre';
      readonly seat: Seat;
      readonly learner: boolean;
      readonly author: string;
    }
  | {
      readonly kind: 'call';
      readonly seat: Seat;
      readonly call: CallValue;
      /** 0-based position in the auction. */
      readonly index: number;
      readonly learner: boolean;
      readonly text: LearnerText;
      readonly author?: string;
    }
  | {
      readonly kind: 'card';
      readonly seat: Seat;
      readonly card: Card;
      /** 0-based position in the play. */
      readonly step: number;
      readonly learner: boolean;
      readonly text: LearnerText;
      readonly author?: string;
    }
  | {
      readonly kind: 'encouragement';
      /** Which wrong choice this is, for an ordinal label. */
      readonly attempt: 1 | 2;
      readonly choice: Choice;
      readonly text: LearnerText;
      readonly link?: MessageLink;
    }
  | {
      readonly kind: 'answer';
      readonly attempt: 3;
      readonly choice: Choice;
      readonly answer: Choice;
      readonly text: LearnerText;
      readonly link: MessageLink;
    }
  | { readonly kind: 'hint'; readonly seat: Seat; readonly author: string }
  | {
      readonly kind: 'touching';
      readonly chosen: Card;
      readonly authored: Card;
      readonly text: LearnerText;
    }
  | {
      readonly kind: 'alternative';
      readonly chosen: Choice;
      readonly authored: Choice;
      readonly text: LearnerText;
      readonly author?: string;
    }
  | {
      readonly kind: 'trick';
      /** 1-based. */
      readonly trick: number;
      readonly winner: Seat;
      readonly counts: TrickCounts;
      readonly text: LearnerText;
    }
  | { readonly kind: 'summary'; readonly author: string };

/** A message of the conversation, numbered in order (a stable key for the UI). */
export type LessonMessage = MessageContent & {
  readonly id: number;
  /** When a popup's Continue button is enabled (hands.md §9). */
  readonly continueAfterMs: number;
};

/**
 * When a popup's Continue button is enabled: after 1 s for a message with the author's words,
 * at once for any other (hands.md §9).
 */
export function continueAfterMs(content: MessageContent): number {
  return 'author' in content && content.author !== undefined
    ? LEARNER_TIMINGS.continueAfterCommentMs
    : LEARNER_TIMINGS.continueAfterOtherMs;
}
