import type { LessonMessage } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { nextPopup, popsUp } from './popups.js';
import type { ViewMessage } from './table-view.js';
import { shownCount } from './use-message-reveal.js';

const text = { key: 'learner.call', params: {} } as const;
const messages = {
  intro: { id: 0, kind: 'intro', phase: 'auction', author: 'Welcome.', continueAfterMs: 1000 },
  call: {
    id: 1,
    kind: 'call',
    seat: 'N',
    call: 'Pass',
    index: 0,
    learner: false,
    text,
    continueAfterMs: 0,
  },
  comment: {
    id: 2,
    kind: 'call',
    seat: 'E',
    call: 'Pass',
    index: 1,
    learner: false,
    text,
    author: 'East passes.',
    continueAfterMs: 1000,
  },
  wrong: {
    id: 3,
    kind: 'encouragement',
    attempt: 1,
    choice: { type: 'call', call: '2NT' },
    text: { key: 'learner.encouragement.tryAgain' },
    continueAfterMs: 0,
  },
  trick: {
    id: 4,
    kind: 'trick',
    trick: 1,
    winner: 'W',
    counts: { northSouth: 0, eastWest: 1 },
    text,
    continueAfterMs: 0,
  },
  hint: { id: 5, kind: 'hint', seat: 'S', author: 'Count your points.', continueAfterMs: 1000 },
  alternative: {
    id: 6,
    kind: 'alternative',
    chosen: { type: 'call', call: '1C' },
    authored: { type: 'call', call: '1NT' },
    text: { key: 'learner.alternative', params: { chosen: '1C', authored: '1NT' } },
    continueAfterMs: 0,
  },
} satisfies Record<string, LessonMessage>;
const live = (message: LessonMessage): ViewMessage => ({ message, instant: false, turn: 0 });
const replayed = (message: LessonMessage): ViewMessage => ({ message, instant: true, turn: 0 });

describe('popup cards', () => {
  it.each([
    ['the author’s words', messages.intro, true],
    ['a call with a comment', messages.comment, true],
    ['an encouragement', messages.wrong, true],
    ['an accepted alternative, even without its comment', messages.alternative, true],
    ['a call without a comment', messages.call, false],
    ['a trick', messages.trick, false],
  ] as const)('%s pops up: %s', (_, message, pops) => {
    expect(popsUp(live(message))).toBe(pops);
  });

  it('do not pop up for a replay', () => {
    expect(popsUp(replayed(messages.intro))).toBe(false);
  });

  it('come one at a time, the next after Continue', () => {
    const shown = [messages.intro, messages.call, messages.comment].map(live);
    expect(nextPopup(shown, -1)?.message.id).toBe(0);
    expect(nextPopup(shown, 0)?.message.id).toBe(2);
    expect(nextPopup(shown, 2)).toBeUndefined();
  });
});

describe('the waiting dots (hands.md §9: 1 s)', () => {
  const all = [messages.call, messages.intro, messages.trick, messages.comment].map((m) => live(m));

  it('show messages without the author’s words at once, and stop at the first with them', () => {
    expect(shownCount(all, 0)).toBe(1);
  });

  it('go on after the dots have revealed a message', () => {
    expect(shownCount(all, 2)).toBe(3);
  });

  it('do not come before the hint the learner asked for', () => {
    expect(shownCount([messages.wrong, messages.hint].map(live), 0)).toBe(2);
  });

  it('show a replay at once', () => {
    const replay = [...all.slice(0, 3), replayed(messages.comment)];
    expect(shownCount(replay, 0)).toBe(4);
  });

  it('do not come before the introduction that opens the conversation', () => {
    const opening = [messages.intro, messages.call, messages.comment].map(live);
    expect(shownCount(opening, 0)).toBe(2);
    expect(shownCount(opening.slice(0, 1), 0)).toBe(1);
  });

  it('come before an introduction later in the conversation, and before other opening words', () => {
    const playIntro = { ...messages.intro, phase: 'play' } as const;
    expect(shownCount([messages.call, playIntro].map(live), 0)).toBe(1);
    expect(shownCount([messages.comment, messages.intro].map(live), 0)).toBe(0);
  });
});
