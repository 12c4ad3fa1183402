/**
 * How much text a comment holds once its markup is stripped (hands.md §5 "Comment dialog: Add is
 * disabled until at least one character exists in pre, post and hint combined (markup
 * stripped)").
 *
 * Comments may be HTML from a rich-text field, whose empty state is markup such as
 * `<p><br></p>`. Tags and HTML comments count for nothing; a character entity (`&amp;`,
 * `&#9824;`) counts as the one character it stands for; whitespace, including `&nbsp;`, counts
 * only between visible characters, so a comment of spaces is as empty as a blank introduction
 * (hands.md §5 "flagged invalid when blank (whitespace ignored)").
 */
import type { Comments } from '../hand/types.js';

const MARKUP = /<!--[\s\S]*?-->|<\/?[A-Za-z][^>]*>/g;
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;
const SPACE_ENTITIES: ReadonlySet<string> = new Set([
  'nbsp',
  'ensp',
  'emsp',
  'thinsp',
  'Tab',
  'NewLine',
]);
/** Stands in for an entity that is not whitespace: only its count matters. */
const VISIBLE_CHARACTER = '\u25a1';

function decodeEntity(decimal?: string, hex?: string, name?: string): string {
  if (name !== undefined) return SPACE_ENTITIES.has(name) ? ' ' : VISIBLE_CHARACTER;
  const codePoint = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
  if (codePoint > 0x10ffff) return VISIBLE_CHARACTER;
  const character = String.fromCodePoint(codePoint);
  return /\s/u.test(character) ? ' ' : VISIBLE_CHARACTER;
}

/**
 * The number of characters a reader sees in an HTML comment: markup stripped, entities counted
 * as one character, leading and trailing whitespace ignored. Characters are Unicode code points,
 * so a suit symbol or an emoji counts once.
 *
 * @example
 * commentTextLength('<p>Lead the &spades;K</p>') // 11
 * commentTextLength('<p><br></p>') // 0
 */
export function commentTextLength(html: string): number {
  const text = html
    .replace(MARKUP, '')
    .replace(ENTITY, (_entity, decimal?: string, hex?: string, name?: string) =>
      decodeEntity(decimal, hex, name),
    )
    .trim();
  return Array.from(text).length;
}

/**
 * Whether a comment dialog's Add button is enabled: pre, post and hint together hold at least
 * one character with the markup stripped.
 *
 * @example
 * hasCommentText({ pre: '<p> </p>', hint: 'Count trumps' }) // true
 */
export function hasCommentText(comments: Comments): boolean {
  return [comments.pre, comments.post, comments.hint].some(
    (text) => text !== undefined && commentTextLength(text) > 0,
  );
}
