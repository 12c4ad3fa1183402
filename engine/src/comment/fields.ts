/**
 * Which comment fields a call or card has in the editor (hands.md §3 "Comment": "The bid or play
 * dialog shows pre and post only for the viewpoint seat or dummy; other seats get a single
 * comment field (the hint comment exists only for the viewpoint seat or dummy)"; §8 "Comment
 * saved: 'Comment added', or 'Comments added' when the comment is for the viewpoint seat or
 * dummy"; §9 "Editor comment dialog height 323 (720 when pre, post and hint are all shown)").
 *
 * The single comment of other seats is stored in `post` (see hand/types.ts `Comments`).
 */
import type { Seat } from '../cards.js';

/** The comment fields, in the order the dialog shows them. */
export const COMMENT_FIELDS = ['pre', 'post', 'hint'] as const;
export type CommentField = (typeof COMMENT_FIELDS)[number];

/** The comment dialog's height in pixels: one field, or pre, post and hint. */
export const COMMENT_DIALOG_HEIGHT = { single: 323, full: 720 } as const;

/**
 * The fields the dialog shows for a call or card of `seat`: pre, post and hint for the viewpoint
 * seat or dummy, otherwise the single comment, stored in `post`.
 *
 * @example
 * commentFieldsFor('E', 'S', 'N') // ['post']
 * commentFieldsFor('N', 'S', 'N') // ['pre', 'post', 'hint']
 */
export function commentFieldsFor(
  seat: Seat,
  viewpoint: Seat,
  dummy: Seat | undefined,
): readonly CommentField[] {
  return seat === viewpoint || seat === dummy ? COMMENT_FIELDS : ['post'];
}

/** The dialog height for the fields shown. */
export function commentDialogHeight(fields: readonly CommentField[]): number {
  return fields.length === COMMENT_FIELDS.length
    ? COMMENT_DIALOG_HEIGHT.full
    : COMMENT_DIALOG_HEIGHT.single;
}

/** The success message after saving the comment fields shown. */
export function commentSavedMessage(
  fields: readonly CommentField[],
): 'Comment added' | 'Comments added' {
  return fields.length === COMMENT_FIELDS.length ? 'Comments added' : 'Comment added';
}
