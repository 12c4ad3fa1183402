/**
 * The commentary rule: how PBN comments (§3.8) become handJSON's introductions, call and card
 * comments and summary, and back (docs/pbn-conversion.md "Commentary"). A PBN comment belongs
 * to what precedes it, and an export keeps it there even when it reorders the tags (§3.8), so
 * the rule goes by what a comment is attached to, never by where it sits in the file:
 *
 * - after a call or a card: that call's or card's comment, after the text of its `=n=` Note;
 *   in `post`, or in `pre` or `hint` when the text starts with `Pre:` or `Hint:`;
 * - any other comment that starts with `Summary:`: the summary;
 * - after the Play tag or a play Note tag: the play introduction;
 * - any other (before the first tag, after an identification tag, the Auction tag, an auction
 *   Note tag or a table): the auction introduction, the board's commentary.
 *
 * The export writes the auction introduction before the first tag, the play introduction after
 * the Play tag and the summary as `{Summary: …}` after the Result tag. Suit symbols go from
 * PBN's `\S` to handJSON's notation and back (suit-escapes.ts).
 */
import type { Comments } from '../hand/types.js';
import type { PbnComment, PbnGame, PbnTag, Position } from './model.js';
import { fromPbnSuitEscapes, toPbnSuitEscapes } from './suit-escapes.js';
import { parseNoteTag } from './tag-values.js';
import { compareTagNames, SECTION_TAGS } from './writer-values.js';

/** The three texts of a hand that are not attached to a call or a card. */
export interface GameCommentary {
  auctionIntro: string;
  playIntro: string;
  summary: string;
}

/** The labels that put a call's or card's comment in `pre` or `hint` rather than `post`. */
const LABELS = { pre: 'Pre:', hint: 'Hint:', summary: 'Summary:' } as const;
const LABELLED = /^(pre|hint):[ \t]*/i;
const SUMMARY_LABEL = /^summary:[ \t]*/i;

/** Where a comment of a game without a file position sits: before everything (line 0). */
const NOWHERE: Position = { line: 0, column: 0 };

interface Piece {
  kind: PbnComment['kind'];
  text: string;
}

/** Comment text as handJSON keeps it: line ends as `\n`, no surrounding blank space. */
function cleanText(text: string): string {
  return fromPbnSuitEscapes(text.replace(/\r\n?/g, '\n').trim());
}

/**
 * Joins comment texts: consecutive `;` comments are the lines of one text and join with a line
 * break; any other two join with a blank line, as paragraphs.
 */
function joinPieces(pieces: readonly Piece[]): string {
  let joined = '';
  let previous: Piece | undefined;
  for (const piece of pieces) {
    if (piece.text === '') continue;
    if (previous !== undefined) {
      joined += previous.kind === 'semicolon' && piece.kind === 'semicolon' ? '\n' : '\n\n';
    }
    joined += piece.text;
    previous = piece;
  }
  return joined;
}

function isBefore(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.column < b.column);
}

function byPosition(a: Position, b: Position): number {
  return a.line - b.line || a.column - b.column;
}

/**
 * The text of a run of comments, joined by the rule above.
 *
 * @example
 * commentaryText([{ kind: 'semicolon', text: 'one', line: 1, column: 1 },
 *                 { kind: 'semicolon', text: 'two', line: 2, column: 1 }]) // 'one\ntwo'
 */
export function commentaryText(comments: readonly PbnComment[]): string {
  return joinPieces(
    comments.map((comment) => ({ kind: comment.kind, text: cleanText(comment.text) })),
  );
}

/**
 * The handJSON comments of a call or card: the text of its Note (if it refers to one) and the
 * comments after it go to `post`, in that order; a comment starting `Pre:` or `Hint:` goes to
 * `pre` or `hint` without its label. Undefined when there is nothing to say.
 *
 * @example
 * callOrCardComments([{ kind: 'brace', text: 'Hint: count your points', line: 3, column: 6 }], '15-17')
 * // { post: '15-17', hint: 'count your points' }
 */
export function callOrCardComments(
  comments: readonly PbnComment[],
  noteText?: string,
): Comments | undefined {
  if (comments.length === 0 && noteText === undefined) return undefined;
  const pre: Piece[] = [];
  const post: Piece[] =
    noteText === undefined ? [] : [{ kind: 'brace', text: cleanText(noteText) }];
  const hint: Piece[] = [];
  for (const comment of comments) {
    const text = cleanText(comment.text);
    const label = LABELLED.exec(text);
    const bucket = label === null ? post : label[1]?.toLowerCase() === 'pre' ? pre : hint;
    bucket.push({ kind: comment.kind, text: label === null ? text : text.slice(label[0].length) });
  }
  const result: Comments = {};
  const preText = joinPieces(pre);
  const postText = joinPieces(post);
  const hintText = joinPieces(hint);
  if (preText !== '') result.pre = preText;
  if (postText !== '') result.post = postText;
  if (hintText !== '') result.hint = hintText;
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * A `{…}` comment holding `text`. A brace comment ends at the first `}` (§3.8), so a `}` in the
 * text is written as `)`.
 */
export function braceComment(text: string, position: Position = NOWHERE): PbnComment {
  return {
    kind: 'brace',
    text: toPbnSuitEscapes(text).replaceAll('}', ')'),
    line: position.line,
    column: position.column,
  };
}

/** The comment that carries a hand's summary back: `{Summary: …}` (none for a blank summary). */
export function summaryComments(summary: string): PbnComment[] {
  const text = summary.trim();
  return text === '' ? [] : [braceComment(`${LABELS.summary} ${text}`)];
}

/**
 * The PBN comments that carry a call's or card's handJSON comments back: `{Pre: …}`, `{…}` for
 * `post`, `{Hint: …}`, in the order the learner meets them; blank texts are left out.
 *
 * @example
 * pbnCommentsOf({ pre: 'What now?', post: 'Stayman.' })
 * // [{ kind: 'brace', text: 'Pre: What now?', … }, { kind: 'brace', text: 'Stayman.', … }]
 */
export function pbnCommentsOf(comments: Comments | undefined): PbnComment[] {
  if (comments === undefined) return [];
  const texts = [
    comments.pre?.trim() ? `${LABELS.pre} ${comments.pre.trim()}` : '',
    comments.post?.trim() ?? '',
    comments.hint?.trim() ? `${LABELS.hint} ${comments.hint.trim()}` : '',
  ];
  return texts.filter((text) => text !== '').map((text) => braceComment(text));
}

/**
 * The comments after the Auction or Play tag, before the first call or card: those the parser
 * keeps on the section and any kept on its tag, once each, in file order.
 */
export function sectionComments(game: PbnGame, name: 'Auction' | 'Play'): PbnComment[] {
  const section = name === 'Auction' ? game.auction : game.play;
  const fromTag = game.tags.find((tag) => tag.name === name)?.comments ?? [];
  const all = [...(section?.comments ?? []), ...fromTag];
  return all.filter((comment, index) => all.indexOf(comment) === index).sort(byPosition);
}

/** Whether a Note tag explains cards (it stands after the Play tag) rather than calls. */
function isPlayNote(game: PbnGame, note: Position): boolean {
  return game.play !== undefined && !isBefore(note, game.play);
}

function noteIndex(tag: PbnTag): number {
  const note = parseNoteTag(tag.value);
  return note.ok ? note.value.index : 0;
}

/**
 * The Note tags of the auction or of the play, by index: the order the writer puts them in at
 * the end of their section (§3.5.5, §3.6.5).
 */
export function noteTags(game: PbnGame, section: 'Auction' | 'Play'): PbnTag[] {
  return game.tags
    .filter((tag) => tag.name === 'Note' && isPlayNote(game, tag) === (section === 'Play'))
    .sort((a, b) => noteIndex(a) - noteIndex(b));
}

/** Whether any comment belongs to the game, its tags or its sections (not its calls or cards). */
function hasCommentary(game: PbnGame): boolean {
  return (
    game.comments.length > 0 ||
    (game.auction?.comments.length ?? 0) > 0 ||
    (game.play?.comments.length ?? 0) > 0 ||
    game.tags.some((tag) => tag.comments.length > 0)
  );
}

/**
 * The auction introduction, play introduction and summary of a game, by the rule above. The
 * pieces of each text come in export order (the order the writer puts their tags in), so a game
 * and its export give the same texts.
 *
 * @example
 * gameCommentary(game) // { auctionIntro: 'Board 3 ...', playIntro: 'Plan the play.', summary: '' }
 */
export function gameCommentary(game: PbnGame): GameCommentary {
  // Most games carry no commentary at all, and then sorting their tags is wasted.
  if (!hasCommentary(game)) return { auctionIntro: '', playIntro: '', summary: '' };
  const tables = new Set(game.sections.map((section) => section.name));
  const comments = (tags: readonly PbnTag[]) => tags.flatMap((tag) => tag.comments);
  const identification = game.tags
    .filter((tag) => !SECTION_TAGS.has(tag.name) && !tables.has(tag.name))
    .sort((a, b) => compareTagNames(a.name, b.name));
  const tableTags = game.tags
    .filter((tag) => tables.has(tag.name))
    .sort((a, b) => compareTagNames(a.name, b.name));

  const beforePlay = [
    ...game.comments,
    ...comments(identification),
    ...sectionComments(game, 'Auction'),
    ...comments(noteTags(game, 'Auction')),
    ...comments(tableTags),
  ];
  const ofPlay = [...sectionComments(game, 'Play'), ...comments(noteTags(game, 'Play'))];
  const summary: Piece[] = [];
  const unlabelled = (list: readonly PbnComment[]): Piece[] =>
    list.flatMap((comment) => {
      const text = cleanText(comment.text);
      const label = SUMMARY_LABEL.exec(text);
      if (label === null) return [{ kind: comment.kind, text }];
      summary.push({ kind: comment.kind, text: text.slice(label[0].length) });
      return [];
    });
  const auctionIntro = unlabelled(beforePlay);
  const playIntro = unlabelled(ofPlay);
  return {
    auctionIntro: joinPieces(auctionIntro),
    playIntro: joinPieces(playIntro),
    summary: joinPieces(summary),
  };
}
