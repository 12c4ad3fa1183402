import { describe, expect, it } from 'vitest';
import {
  braceComment,
  callOrCardComments,
  commentaryText,
  gameCommentary,
  pbnCommentsOf,
  summaryComments,
} from './commentary.js';
import {
  at,
  auctionOf,
  braceAt,
  callsOf,
  gameOf,
  playOf,
  rowsOf,
  semicolonAt,
  tagOf,
} from './writer.testkit.js';

describe('commentaryText: joining comments (docs/pbn-conversion.md "Commentary")', () => {
  it.each([
    ['one brace comment, trimmed', [braceAt('\n  Board 3\n')], 'Board 3'],
    ['brace comments as paragraphs', [braceAt('One.'), braceAt('Two.')], 'One.\n\nTwo.'],
    ['; comments as the lines of one text', [semicolonAt(' one'), semicolonAt('two')], 'one\ntwo'],
    ['a ; then a brace comment', [semicolonAt('one'), braceAt('two')], 'one\n\ntwo'],
    ['CRLF line ends as \\n', [braceAt('a\r\nb\rc')], 'a\nb\nc'],
    ['blank comments left out', [braceAt('  '), braceAt('kept')], 'kept'],
  ])('%s', (_, comments, text) => {
    expect(commentaryText(comments)).toBe(text);
  });
});

describe('callOrCardComments: a call or card comment', () => {
  it('is post, after the text of its Note', () => {
    expect(callOrCardComments([braceAt('Stayman.')], 'asks for a major')).toEqual({
      post: 'asks for a major\n\nStayman.',
    });
  });

  it('reads Pre: and Hint: labels into pre and hint, in any case', () => {
    expect(
      callOrCardComments([
        braceAt('Pre: What do you lead?'),
        braceAt('The king.'),
        braceAt('hint:   top of a sequence'),
      ]),
    ).toEqual({ pre: 'What do you lead?', post: 'The king.', hint: 'top of a sequence' });
  });

  it('is undefined when there is nothing to say', () => {
    expect(callOrCardComments([braceAt(' ')])).toBeUndefined();
  });

  it('writes back as {Pre: …} {…} {Hint: …}, which reads back the same', () => {
    const comments = { pre: 'What now?', post: 'Stayman.', hint: 'Count.' };
    const written = pbnCommentsOf(comments);
    expect(written.map((comment) => comment.text)).toEqual([
      'Pre: What now?',
      'Stayman.',
      'Hint: Count.',
    ]);
    expect(callOrCardComments(written)).toEqual(comments);
  });

  it('writes nothing for blank texts', () => {
    expect(pbnCommentsOf({ pre: ' ', post: '' })).toEqual([]);
    expect(pbnCommentsOf(undefined)).toEqual([]);
  });

  it('cannot write } in a brace comment (§3.8) and writes ) instead', () => {
    expect(braceComment('a } b').text).toBe('a ) b');
  });
});

describe('gameCommentary: introductions and summary by what a comment follows', () => {
  const tags = [
    tagOf('Event', 'Lesson', at(1), [braceAt('Event comment')]),
    tagOf('Student', 'S', at(2), [braceAt('Student comment')]),
    tagOf('Result', '9', at(3), [braceAt('Result comment'), braceAt('Summary: Well played.')]),
    tagOf('Auction', 'N', at(4)),
    tagOf('Note', '1:strong', at(6), [braceAt('Auction note comment')]),
    tagOf('Play', 'E', at(7)),
    tagOf('Note', '1:top of nothing', at(9), [braceAt('Play note comment')]),
  ];
  const auction = auctionOf('N', callsOf('1NT Pass 3NT Pass Pass Pass', 'N', 5), {
    ...at(4),
    comments: [braceAt('Auction tag comment', at(4, 20))],
    notes: { 1: 'strong' },
  });
  const play = playOf('E', rowsOf(['SK S2 S3 S4'], 'E', 8), {
    ...at(7),
    end: 'open',
    comments: [braceAt('Play tag comment', at(7, 20))],
  });

  it('gives each comment its place, pieces in export order', () => {
    const game = gameOf([], { comments: [braceAt('Before the tags')], tags, auction, play });
    expect(gameCommentary(game)).toEqual({
      auctionIntro: [
        'Before the tags',
        'Event comment',
        'Result comment',
        'Student comment',
        'Auction tag comment',
        'Auction note comment',
      ].join('\n\n'),
      playIntro: 'Play tag comment\n\nPlay note comment',
      summary: 'Well played.',
    });
  });

  it('orders identification tags as the export does, not as the file did', () => {
    const game = gameOf([], {
      tags: [
        tagOf('Student', 'S', at(1), [braceAt('second')]),
        tagOf('Board', '1', at(2), [braceAt('first')]),
      ],
    });
    expect(gameCommentary(game).auctionIntro).toBe('first\n\nsecond');
  });

  it('reads Summary: wherever it is, in any case', () => {
    const game = gameOf([], {
      comments: [braceAt('summary:  Count your tricks.')],
      play: playOf('W', [], {
        comments: [semicolonAt('Summary: one'), semicolonAt('Summary: two')],
      }),
    });
    expect(gameCommentary(game)).toEqual({
      auctionIntro: '',
      playIntro: '',
      summary: 'Count your tricks.\n\none\ntwo',
    });
  });

  it('writes the summary back as {Summary: …}, which reads back the same', () => {
    const game = gameOf([], {
      tags: [tagOf('Result', '9', at(1), summaryComments(' Well played. '))],
    });
    expect(game.tags[0]?.comments.map((comment) => comment.text)).toEqual([
      'Summary: Well played.',
    ]);
    expect(gameCommentary(game).summary).toBe('Well played.');
    expect(summaryComments('  ')).toEqual([]);
  });

  it('gives a table comment to the auction introduction', () => {
    const game = gameOf([], {
      tags: [tagOf('ScoreTable', 'Score', at(1), [braceAt('table')])],
      sections: [{ ...at(1), name: 'ScoreTable', value: 'Score', rows: [] }],
    });
    expect(gameCommentary(game)).toEqual({ auctionIntro: 'table', playIntro: '', summary: '' });
  });

  it('reads a comment the parser keeps on both the section and its tag once', () => {
    const shared = braceAt('once', at(4, 20));
    const game = gameOf([], {
      tags: [tagOf('Auction', 'N', at(4), [shared])],
      auction: auctionOf('N', [], { ...at(4), comments: [shared] }),
    });
    expect(gameCommentary(game).auctionIntro).toBe('once');
  });
});
