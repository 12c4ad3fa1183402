import { describe, expect, it } from 'vitest';
import type { Seat } from '../cards.js';
import {
  type CommentField,
  commentDialogHeight,
  commentFieldsFor,
  commentSavedMessage,
} from './fields.js';

describe('commentFieldsFor: "The bid or play dialog shows pre and post only for the viewpoint seat or dummy; other seats get a single comment field (the hint comment exists only for the viewpoint seat or dummy)"', () => {
  it.each([
    ['the viewpoint seat', 'S', 'S', 'N', ['pre', 'post', 'hint']],
    ['dummy', 'N', 'S', 'N', ['pre', 'post', 'hint']],
    ['a defender', 'E', 'S', 'N', ['post']],
    ['another seat before dummy is known', 'N', 'S', undefined, ['post']],
    ['dummy when the viewpoint defends', 'W', 'N', 'W', ['pre', 'post', 'hint']],
  ] as [string, Seat, Seat, Seat | undefined, CommentField[]][])(
    '%s',
    (_who, seat, viewpoint, dummy, fields) => {
      expect(commentFieldsFor(seat, viewpoint, dummy)).toEqual(fields);
    },
  );
});

describe('commentSavedMessage: "\'Comment added\', or \'Comments added\' when the comment is for the viewpoint seat or dummy"; commentDialogHeight: "323 (720 when pre, post and hint are all shown)"', () => {
  it.each([
    [['pre', 'post', 'hint'], 'Comments added', 720],
    [['post'], 'Comment added', 323],
  ] as [CommentField[], string, number][])('%j: %s, %i', (fields, message, height) => {
    expect(commentSavedMessage(fields)).toBe(message);
    expect(commentDialogHeight(fields)).toBe(height);
  });
});
