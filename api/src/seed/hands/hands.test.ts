/**
 * The demo hands against issue 3 §2 ("sets holding real, fully commented, playable hands (at
 * least 24 hands: each with an introduction, author comments on the learner's calls and cards,
 * hints on some, and a summary; some play-only, some auction-only) … valid by the engine's own
 * validation") and hands.md §4 (the learner player).
 */
import {
  checkHandTitle,
  type HandJSON,
  hasCommentText,
  isBlank,
  type LessonEvent,
  normaliseHand,
  partnerOf,
  type Seat,
  transition,
} from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { DEMO_FURTHER_SETS } from '../demo-catalogue.js';
import { authorTexts, type Drive, playOn, runTimers, startDrive } from './drive.testkit.js';
import { DEMO_FURTHER_SET_HANDS, DEMO_HAND_SETS } from './index.js';

/** Every seeded set's hands: the themed demo sets and the catalogue's further sets. */
const HANDS = [
  ...DEMO_HAND_SETS.map((set) => [set.key, set.hands] as const),
  ...Object.entries(DEMO_FURTHER_SET_HANDS),
].flatMap(([set, hands]) => hands.map((demo) => ({ set, title: demo.title, hand: demo.hand })));

/** The seats whose calls and cards the learner makes (hands.md §4: dummy too when declaring). */
function learnerSeats(hand: HandJSON): Seat[] {
  const { viewpoint, declarer, auctionOnly } = hand;
  return !auctionOnly && viewpoint === declarer ? [viewpoint, partnerOf(viewpoint)] : [viewpoint];
}

function learnerComments(hand: HandJSON) {
  const calls = hand.auction.filter((call) => call.seat === hand.viewpoint);
  const seats = learnerSeats(hand);
  const cards = hand.play.flat().filter((card) => seats.includes(card.seat));
  return [...calls, ...cards].flatMap((item) => (item.comments ? [item.comments] : []));
}

function hasHint(hand: HandJSON): boolean {
  return learnerComments(hand).some(({ hint }) => hint !== undefined && hasCommentText({ hint }));
}

/** The learner's other choices at this turn, in the order the box or hand offers them. */
function otherChoices(drive: Drive): Extract<LessonEvent, { type: 'call' | 'card' }>[] {
  const { beats, beat, script } = drive.state;
  const next = beats[beat];
  if (next?.kind === 'call') {
    const call = script.calls[next.index];
    return (call?.legal ?? [])
      .filter((value) => value !== call?.value)
      .map((value) => ({ type: 'call', call: value }));
  }
  const played = next?.kind === 'card' ? script.cards[next.step] : undefined;
  return (played?.playable ?? [])
    .filter((card) => card.suit !== played?.card.suit || card.rank !== played?.card.rank)
    .map((card) => ({ type: 'card', card }));
}

/** The author's hint for the turn the lesson waits at, if any. */
function hintAtTurn(drive: Drive): string | undefined {
  const { beats, beat, script } = drive.state;
  const next = beats[beat];
  const comments =
    next?.kind === 'call'
      ? script.calls[next.index]?.comments
      : next?.kind === 'card'
        ? script.cards[next.step]?.comments
        : undefined;
  const hint = comments?.hint;
  return hint !== undefined && hasCommentText({ hint }) ? hint : undefined;
}

/**
 * At a turn with a hint: a wrong choice offers the hint link and the link says the author's hint
 * (hands.md §4 "the 1st and 2nd wrong choice show a random encouragement … and, if a hint
 * comment exists, a 'click here for a hint' link"). Tried on a copy of the state: the lesson's
 * transitions are pure.
 */
function probeHint(drive: Drive, hint: string): void {
  for (const choice of otherChoices(drive)) {
    const wrong = transition(drive.state, choice);
    const said = wrong.outputs.find((output) => output.type === 'message');
    // A touching card is accepted when declaring: try another.
    if (said?.type !== 'message' || said.message.kind !== 'encouragement') continue;
    expect(said.message.link?.event).toBe('hint');
    const hinted = transition(wrong.state, { type: 'hint' });
    expect(hinted.outputs).toContainEqual(
      expect.objectContaining({
        type: 'message',
        message: expect.objectContaining({ kind: 'hint', author: hint }),
      }),
    );
    return;
  }
  throw new Error('No wrong choice to try the hint with');
}

describe('the demo hand sets (issue 3 §2)', () => {
  it('are four to six sets with unique keys, holding at least 24 hands', () => {
    expect(DEMO_HAND_SETS.length).toBeGreaterThanOrEqual(4);
    expect(DEMO_HAND_SETS.length).toBeLessThanOrEqual(6);
    expect(new Set(DEMO_HAND_SETS.map((set) => set.key)).size).toBe(DEMO_HAND_SETS.length);
    expect(HANDS.length).toBeGreaterThanOrEqual(24);
  });

  it('leave no set of the catalogue without hands', () => {
    expect(Object.keys(DEMO_FURTHER_SET_HANDS).toSorted()).toEqual(
      DEMO_FURTHER_SETS.map((set) => set.key).toSorted(),
    );
    for (const hands of Object.values(DEMO_FURTHER_SET_HANDS)) {
      expect(hands.length).toBeGreaterThan(0);
    }
  });

  it('hold some play-only and some auction-only hands, and some free ones', () => {
    expect(HANDS.filter(({ hand }) => hand.playOnly).length).toBeGreaterThanOrEqual(3);
    expect(HANDS.filter(({ hand }) => hand.auctionOnly).length).toBeGreaterThanOrEqual(3);
    expect(DEMO_HAND_SETS.flatMap((set) => set.hands).some((demo) => demo.freeToPlay)).toBe(true);
  });

  it('give hints on at least a third of the hands', () => {
    expect(HANDS.filter(({ hand }) => hasHint(hand)).length * 3).toBeGreaterThanOrEqual(
      HANDS.length,
    );
  });

  it('have unique titles that fit the title limit (hands.md §5: 100 characters)', () => {
    expect(new Set(HANDS.map(({ title }) => title)).size).toBe(HANDS.length);
    for (const { title } of HANDS) expect(checkHandTitle(title).ok).toBe(true);
  });
});

describe.each(HANDS)('$set: $title', ({ hand }) => {
  it('is a normal handJSON already, saved as v1.1', () => {
    const normal = normaliseHand(JSON.parse(JSON.stringify(hand)));
    expect(normal).toEqual({ ok: true, value: hand });
    expect(hand.version).toBe('v1.1');
  });

  it('has an introduction for each phase it plays and a summary', () => {
    if (!hand.playOnly) expect(isBlank(hand.auctionIntro)).toBe(false);
    if (!hand.auctionOnly) expect(isBlank(hand.playIntro)).toBe(false);
    expect(isBlank(hand.summary)).toBe(false);
  });

  it('comments on the learner’s calls or cards, and only the learner’s have pre and hint', () => {
    expect(learnerComments(hand).length).toBeGreaterThan(0);
    const seats = learnerSeats(hand);
    const others = [
      ...hand.auction.filter((call) => call.seat !== hand.viewpoint),
      ...hand.play.flat().filter((card) => !seats.includes(card.seat)),
    ];
    for (const { comments } of others) {
      expect(comments?.pre).toBeUndefined();
      expect(comments?.hint).toBeUndefined();
    }
  });

  it('plays to the summary answering as the author did, and records Played', () => {
    const drive = startDrive(hand);
    playOn(drive);
    expect(drive.state.stage.kind).toBe('complete');
    expect(authorTexts(drive).at(-1)).toBe(hand.summary);
    const progress = drive.outputs.filter((output) => output.type === 'progress');
    expect(progress.at(-1)).toEqual({ type: 'progress', status: 'Played', step: 'auction_0' });
    expect(drive.outputs.at(-1)).toMatchObject({ type: 'end' });
    expect(drive.outputs.filter((output) => output.type === 'rejected')).toEqual([]);
  });

  it('offers every hint after a wrong choice', () => {
    const drive = startDrive(hand);
    let hints = 0;
    playOn(drive, () => {
      const hint = hintAtTurn(drive);
      if (hint !== undefined) {
        probeHint(drive, hint);
        hints += 1;
      }
      return false;
    });
    runTimers(drive);
    expect(drive.state.stage.kind).toBe('complete');
    expect(hints).toBe(learnerComments(hand).filter((comments) => comments.hint).length);
  });
});
