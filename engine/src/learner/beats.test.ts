import { describe, expect, it } from 'vitest';
import type { HandJSON } from '../hand/types.js';
import {
  AUCTION_ONLY_HAND,
  DECLARER_HAND,
  DEFENDER_HAND,
  PLAY_ONLY_HAND,
} from '../testkit/lesson-hands.js';
import { type Beat, lessonBeats, paceOf, startBeatIndex } from './beats.js';
import { buildLessonScript } from './script.js';
import { parseStepName } from './steps.js';

function scriptOf(hand: HandJSON) {
  const script = buildLessonScript(hand, hand.viewpoint);
  if (!script.ok) throw new Error(script.error.message);
  return script.value;
}

function describeBeat(beat: Beat | undefined): string {
  switch (beat?.kind) {
    case 'call':
      return `call ${beat.index}`;
    case 'card':
      return `card ${beat.step}`;
    case 'trick':
      return `trick ${beat.index}`;
    default:
      return beat?.kind ?? 'none';
  }
}

describe('the beats of a lesson (hands.md §4 "Learner player")', () => {
  it('runs auction intro, calls, play intro, cards with a trick after every fourth, summary', () => {
    const beats = lessonBeats(scriptOf(DECLARER_HAND)).map(describeBeat);
    expect(beats.slice(0, 11)).toEqual([
      'auctionIntro',
      'call 0',
      'call 1',
      'call 2',
      'call 3',
      'call 4',
      'call 5',
      'call 6',
      'call 7',
      'playIntro',
      'card 0',
    ]);
    expect(beats.slice(13, 16)).toEqual(['card 3', 'trick 0', 'card 4']);
    expect(beats.slice(-3)).toEqual(['card 51', 'trick 12', 'summary']);
    expect(beats).toHaveLength(1 + 8 + 1 + 52 + 13 + 1);
  });

  it('skips the auction of a play-only hand', () => {
    const beats = lessonBeats(scriptOf(PLAY_ONLY_HAND)).map(describeBeat);
    expect(beats.slice(0, 2)).toEqual(['playIntro', 'card 0']);
    expect(beats).toHaveLength(1 + 52 + 13 + 1);
  });

  it('ends an auction-only hand after the auction, with the summary', () => {
    const beats = lessonBeats(scriptOf(AUCTION_ONLY_HAND)).map(describeBeat);
    expect(beats.slice(-2)).toEqual(['call 9', 'summary']);
    expect(beats).toHaveLength(1 + 10 + 1);
  });
});

describe('pacing', () => {
  const script = scriptOf(DECLARER_HAND);
  const beats = lessonBeats(script);
  const paceAt = (name: string) => paceOf(script, beats, beats.map(describeBeat).indexOf(name));

  it.each([
    ['the auction is auto-played after 5 s', 'call 0', { kind: 'timer', timer: 'auctionStart' }],
    ['then each automatic call after the bid delay', 'call 1', { kind: 'timer', timer: 'bid' }],
    ['the learner’s seat waits for the learner', 'call 2', { kind: 'learner' }],
    ['the play intro comes straight after the auction', 'playIntro', { kind: 'now' }],
    ['play starts after 5 s', 'card 0', { kind: 'timer', timer: 'playStart' }],
    ['dummy’s card is the declaring learner’s', 'card 1', { kind: 'learner' }],
    [
      'then each automatic card after the card play delay',
      'card 2',
      { kind: 'timer', timer: 'cardPlay' },
    ],
    [
      'a trick is gathered after the trick update',
      'trick 0',
      { kind: 'timer', timer: 'trickUpdate' },
    ],
    ['the summary comes straight after the last trick', 'summary', { kind: 'now' }],
  ])('%s', (_spec, beat, pace) => {
    expect(paceAt(beat)).toEqual(pace);
  });

  it('lets a defender lead at once after the play introduction', () => {
    const defending = scriptOf(DEFENDER_HAND);
    const defenceBeats = lessonBeats(defending);
    const lead = defenceBeats.findIndex((beat) => beat.kind === 'card');
    expect(paceOf(defending, defenceBeats, lead)).toEqual({ kind: 'learner' });
  });
});

describe('resuming at a step', () => {
  it.each([
    [DECLARER_HAND, 'auction_0', 'auctionIntro'],
    [DECLARER_HAND, 'auction_1', 'call 1'],
    [DECLARER_HAND, 'auction_7', 'call 7'],
    [DECLARER_HAND, 'auction_8', 'playIntro'],
    [DECLARER_HAND, 'play_0', 'playIntro'],
    [DECLARER_HAND, 'play_1', 'card 1'],
    [DECLARER_HAND, 'play_3', 'card 3'],
    // Four cards made: the trick has been gathered.
    [DECLARER_HAND, 'play_4', 'card 4'],
    [DECLARER_HAND, 'play_51', 'card 51'],
    [DECLARER_HAND, 'play_52', 'summary'],
    [PLAY_ONLY_HAND, 'auction_0', 'playIntro'],
    [PLAY_ONLY_HAND, 'play_0', 'playIntro'],
    [PLAY_ONLY_HAND, 'play_8', 'card 8'],
    [AUCTION_ONLY_HAND, 'auction_0', 'auctionIntro'],
    [AUCTION_ONLY_HAND, 'auction_10', 'summary'],
  ])('%#: resumes at %s', (hand, step, beat) => {
    const script = scriptOf(hand);
    const beats = lessonBeats(script);
    const parsed = parseStepName(step);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const index = startBeatIndex(script, beats, parsed.value);
    expect(index.ok && describeBeat(beats[index.value])).toBe(beat);
  });

  it.each([
    [DECLARER_HAND, 'auction_9'],
    [DECLARER_HAND, 'play_53'],
    [PLAY_ONLY_HAND, 'auction_1'],
    [AUCTION_ONLY_HAND, 'auction_11'],
    [AUCTION_ONLY_HAND, 'play_0'],
  ])('%#: refuses %s', (hand, step) => {
    const script = scriptOf(hand);
    const parsed = parseStepName(step);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const index = startBeatIndex(script, lessonBeats(script), parsed.value);
    expect(index.ok ? index.value : index.error.code).toBe('INVALID_START_STEP');
  });
});
