/**
 * Annotations after a call or a card [PBN §3.5.2–4, §3.6.2–4, §3.7]: at most one suffix
 * (kept as its NAG), at most one note reference `=n=` with n 1..32, and NAGs `$0`..`$255`, in
 * any order. `$1`–`$6` and `$13` are for calls only, `$7`–`$12` and `$14` for cards only.
 */
import type { PbnAnnotations, PbnComment } from './model.js';
import { type Element, suffixNag } from './parser-elements.js';
import type { ProblemCode } from './problems.js';

/**
 * The empty lists most calls, cards and tags have. They are shared and frozen, so that a file
 * of 100 000 cards does not build 200 000 empty arrays; `addNag` and `addComment` replace them
 * on the first addition.
 */
export const NO_NAGS: number[] = Object.freeze([]) as unknown as number[];
export const NO_COMMENTS: PbnComment[] = Object.freeze([]) as unknown as PbnComment[];

/** Something commentary attaches to: a tag, a call, a card, a section or a game. */
export interface Commented {
  comments: PbnComment[];
}

/** Adds a comment to what it follows. */
export function addComment(owner: Commented, comment: PbnComment): void {
  if (owner.comments === NO_COMMENTS) owner.comments = [comment];
  else owner.comments.push(comment);
}

function addNag(item: PbnAnnotations, nag: number): void {
  if (item.nags === NO_NAGS) item.nags = [nag];
  else item.nags.push(nag);
}

/** Reports a problem at a line and column. */
export type Report = (code: ProblemCode, message: string, line: number, column: number) => void;

/**
 * Whether a call or card of the current game has a note reference, shared by the game's Auction
 * and Play readers: the end of the game looks for the references' Note tags only when one has.
 */
export interface NoteReferences {
  seen: boolean;
}

/** The call or card the next annotations belong to, and whether it has its suffix already. */
export interface AnnotationTarget {
  item: PbnAnnotations | undefined;
  hasSuffix: boolean;
  references: NoteReferences;
}

const CALL_ONLY_NAGS = new Set([1, 2, 3, 4, 5, 6, 13]);
const CARD_ONLY_NAGS = new Set([7, 8, 9, 10, 11, 12, 14]);
const MAX_NAG = 255;
const MAX_NOTE = 32;

/**
 * Applies a suffix, note or NAG element to the current target. `forCards` selects the play
 * section's suffix NAGs ($7..$12) and NAG rules.
 */
export function annotate(
  target: AnnotationTarget,
  element: Element,
  source: string,
  forCards: boolean,
  report: Report,
  line: number,
  column: number,
): void {
  const item = target.item;
  const text = source.slice(element.start, element.end);
  if (item === undefined) {
    report(
      'MISPLACED_ANNOTATION',
      `${text} follows no ${forCards ? 'card' : 'call'}`,
      line,
      column,
    );
    return;
  }
  switch (element.kind) {
    case 'suffix':
      if (target.hasSuffix) {
        report('DOUBLE_SUFFIX', `A second suffix ${text}`, line, column);
        return;
      }
      target.hasSuffix = true;
      addNag(item, suffixNag(source, element.start, element.end) + (forCards ? 6 : 0));
      return;
    case 'note':
      if (element.number < 1 || element.number > MAX_NOTE) {
        report('BAD_NOTE', `Note reference ${text} is not from =1= to =32=`, line, column);
      } else if (item.noteRef !== undefined) {
        report('DOUBLE_NOTE', `A second note reference ${text}`, line, column);
      } else {
        item.noteRef = element.number;
        target.references.seen = true;
      }
      return;
    case 'nag': {
      const wrongSection = forCards ? CALL_ONLY_NAGS : CARD_ONLY_NAGS;
      if (element.number > MAX_NAG) {
        report('BAD_NAG', `NAG ${text} is above $${MAX_NAG}`, line, column);
      } else if (wrongSection.has(element.number)) {
        report('BAD_NAG', `NAG ${text} is for ${forCards ? 'calls' : 'cards'} only`, line, column);
      } else {
        addNag(item, element.number);
      }
      return;
    }
    default:
      return;
  }
}
