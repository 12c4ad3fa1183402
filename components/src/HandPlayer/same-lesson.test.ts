import { AUCTION_ONLY_HAND, DECLARER_HAND } from '@tenace/engine/testkit';
import { describe, expect, it } from 'vitest';
import { type LessonIdentity, sameLesson } from './same-lesson.js';

const running: LessonIdentity = { hand: DECLARER_HAND, recordProgress: true, seed: 7 };

describe('sameLesson', () => {
  it('keeps the lesson for a hand fetched again: a new object with the same content', () => {
    expect(sameLesson(running, { ...running, hand: structuredClone(DECLARER_HAND) })).toBe(true);
  });

  it('keeps the lesson when the saved step comes back as the start (hands.md §4)', () => {
    const next = { ...running, start: 'auction_4' };
    expect(sameLesson(running, next)).toBe(true);
  });

  it('starts another lesson for another hand, or the same hand changed', () => {
    expect(sameLesson(running, { ...running, hand: AUCTION_ONLY_HAND })).toBe(false);
    const edited = { ...DECLARER_HAND, summary: `${DECLARER_HAND.summary} More.` };
    expect(sameLesson(running, { ...running, hand: edited })).toBe(false);
  });

  it('starts another lesson for another seat, preview, progress recording or seed', () => {
    expect(sameLesson(running, { ...running, viewpoint: 'N' })).toBe(false);
    expect(sameLesson(running, { ...running, preview: {} })).toBe(false);
    const preview = { ...running, preview: { fromTrick: 2 } };
    expect(sameLesson(preview, { ...running, preview: { fromTrick: 3 } })).toBe(false);
    expect(sameLesson(preview, { ...running, preview: { fromTrick: 2 } })).toBe(true);
    expect(sameLesson(running, { ...running, recordProgress: false })).toBe(false);
    expect(sameLesson(running, { ...running, seed: 8 })).toBe(false);
  });
});
