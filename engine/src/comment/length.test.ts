import { describe, expect, it } from 'vitest';
import { commentTextLength, hasCommentText } from './length.js';

describe('commentTextLength: "(markup stripped)"', () => {
  it.each([
    ['', 0, 'an empty comment'],
    ['Count trumps', 12, 'plain text'],
    ['<p><br></p>', 0, "a rich-text field's empty state"],
    ['<p>Lead the <b>SK</b></p>', 11, 'tags count for nothing'],
    ['<!-- draft --><p>x</p>', 1, 'HTML comments count for nothing'],
    ['Q&amp;A', 3, 'an entity is one character'],
    ['&#9824;K', 2, 'a numeric entity is one character'],
    ['&#x2665;', 1, 'a hexadecimal entity is one character'],
    ['&nbsp;&nbsp;', 0, 'a non-breaking space is whitespace'],
    ['<p> </p>\n<p>\t</p>', 0, 'whitespace alone'],
    ['  a  b  ', 4, 'whitespace between characters counts, at the ends it does not'],
    ['3 < 4 and 5 > 2', 15, 'a lone < is text, not a tag'],
    ['♠K🂡', 3, 'characters are code points'],
  ])('%j has %i characters (%s)', (html, expected) => {
    expect(commentTextLength(html)).toBe(expected);
  });
});

describe('hasCommentText: "Add is disabled until at least one character exists in pre, post and hint combined"', () => {
  it.each([
    [{}, false],
    [{ pre: '', post: '', hint: '' }, false],
    [{ pre: '<p><br></p>', post: '&nbsp;', hint: ' ' }, false],
    [{ pre: 'x' }, true],
    [{ post: '<p>x</p>' }, true],
    [{ hint: '&amp;' }, true],
    [{ pre: '<p></p>', post: '', hint: 'Think' }, true],
  ])('%j gives %s', (comments, expected) => {
    expect(hasCommentText(comments)).toBe(expected);
  });
});
