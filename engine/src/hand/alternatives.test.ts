import { describe, expect, it } from 'vitest';
import { type Card, cardCode, sameCard } from '../cards.js';
import { buildLessonScript, heldBefore } from '../learner/script.js';
import { addAlternative, editAlternative, removeAlternative } from './alternatives.js';
import { handWith, withField } from './hand.testkit.js';
import { normaliseHand } from './normalise.js';
import type { HandJSON } from './types.js';

// South declares 3NT from the viewpoint South: calls 2 (1NT) and 6 (Pass) are South's, and the
// learner plays South's and dummy North's cards.
const HAND = handWith();
const SOUTH_OPENS = { kind: 'call', index: 2 } as const;
const NORTH_RAISES = { kind: 'call', index: 4 } as const;

function script() {
  const built = buildLessonScript(HAND, 'S');
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

/** A learner's card with another card that may be played there. */
function learnerChoice(): { step: number; other: Card } {
  for (const card of script().cards) {
    const other = card.playable.find((playable) => !sameCard(playable, card.card));
    if (card.learner && other) return { step: card.step, other };
  }
  throw new Error('No learner card with a choice in the test hand');
}

/** A learner's card where the seat holds a card that does not follow suit. */
function revoke(): { step: number; other: Card } {
  const lesson = script();
  for (const card of lesson.cards) {
    const other = heldBefore(lesson, card.seat, card.step).find(
      (held) => !card.playable.some((playable) => sameCard(playable, held)),
    );
    if (card.learner && other) return { step: card.step, other };
  }
  throw new Error('No learner card with a revoke in the test hand');
}

function ok(result: ReturnType<typeof normaliseHand>): HandJSON {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("normaliseHand: alternatives on the learner's decisions", () => {
  it('reads hands without alternatives as before', () => {
    expect(ok(normaliseHand(HAND))).toEqual(HAND);
  });

  it('keeps a legal alternative call with its comment, and an absent comment as empty', () => {
    const input = withField(HAND, 'auction[2].alternatives', [
      { value: '1C', comment: 'Some open a club.' },
      { value: '1D' },
    ]);
    expect(ok(normaliseHand(input)).auction[2]?.alternatives).toEqual([
      { value: '1C', comment: 'Some open a club.' },
      { value: '1D', comment: '' },
    ]);
  });

  it('keeps a playable alternative card, with its code', () => {
    const { step, other } = learnerChoice();
    const trick = Math.floor(step / 4);
    const input = withField(HAND, `play[${trick}][${step % 4}].alternatives`, [
      { suit: other.suit, rank: other.rank, comment: 'Just as good.' },
    ]);
    expect(ok(normaliseHand(input)).play[trick]?.[step % 4]?.alternatives).toEqual([
      { ...other, value: cardCode(other), comment: 'Just as good.' },
    ]);
  });

  it.each([
    ['an illegal call', 'auction[6].alternatives', [{ value: '2NT' }], 'INSUFFICIENT_BID'],
    ['not a call', 'auction[2].alternatives', [{ value: '1Z' }], 'UNSUPPORTED_CALL'],
    ['the main call', 'auction[2].alternatives', [{ value: '1NT' }], 'DUPLICATE_ALTERNATIVE'],
    [
      'the same call twice',
      'auction[2].alternatives',
      [{ value: '1C' }, { value: '1C' }],
      'DUPLICATE_ALTERNATIVE',
    ],
    [
      "another seat's call",
      'auction[4].alternatives',
      [{ value: '4NT' }],
      'ALTERNATIVE_NOT_LEARNERS',
    ],
    [
      'a comment that is not text',
      'auction[2].alternatives',
      [{ value: '1C', comment: 3 }],
      'INVALID_TYPE',
    ],
    ['not a list', 'auction[2].alternatives', { value: '1C' }, 'INVALID_TYPE'],
  ])('refuses %s', (_what, path, alternatives, code) => {
    const result = normaliseHand(withField(HAND, path, alternatives));
    expect(result.ok ? undefined : result.error.code).toBe(code);
  });

  it('refuses a card the seat may not play, one it does not hold, and one on a defender', () => {
    const { step, other } = revoke();
    const at = (played: number) => `play[${Math.floor(played / 4)}][${played % 4}].alternatives`;
    const codeOf = (path: string, card: Card) => {
      const result = normaliseHand(withField(HAND, path, [{ ...card }]));
      return result.ok ? undefined : result.error;
    };
    expect(codeOf(at(step), other)).toMatchObject({
      code: 'MUST_FOLLOW_SUIT',
      path: `${at(step)}[0]`,
    });
    const defender = script().cards.find((card) => !card.learner);
    const westCard = HAND.deal.find((card) => card.seat === 'W');
    if (!defender || !westCard) throw new Error('The test hand has no defender');
    expect(codeOf(at(step), westCard)?.code).toBe('CARD_NOT_IN_HAND');
    expect(codeOf(at(defender.step), defender.card)?.code).toBe('ALTERNATIVE_NOT_LEARNERS');
  });

  it("refuses alternatives on dummy's cards when the viewpoint defends", () => {
    const { step, other } = learnerChoice();
    const seat = script().cards[step]?.seat;
    const path = `play[${Math.floor(step / 4)}][${step % 4}].alternatives`;
    const result = normaliseHand({
      ...(withField(HAND, path, [{ ...other }]) as HandJSON),
      viewpoint: seat === 'N' ? 'E' : 'W',
    });
    expect(result.ok ? undefined : result.error.code).toBe('ALTERNATIVE_NOT_LEARNERS');
  });
});

describe('addAlternative, editAlternative, removeAlternative', () => {
  it('adds alternatives after the ones there, and edits one in place', () => {
    const one = ok(addAlternative(HAND, SOUTH_OPENS, { call: '1C', comment: 'A club' }));
    const two = ok(addAlternative(one, SOUTH_OPENS, { call: '1D', comment: 'A diamond' }));
    expect(two.auction[2]?.alternatives).toEqual([
      { value: '1C', comment: 'A club' },
      { value: '1D', comment: 'A diamond' },
    ]);
    const edited = ok(editAlternative(two, SOUTH_OPENS, 1, { call: '2NT', comment: 'Strong' }));
    expect(edited.auction[2]?.alternatives?.map(({ value }) => value)).toEqual(['1C', '2NT']);
  });

  it('adds and removes an alternative card; removing the last drops the list', () => {
    const { step, other } = learnerChoice();
    const added = ok(addAlternative(HAND, { kind: 'card', step }, { card: other, comment: '' }));
    const played = (hand: HandJSON) => hand.play[Math.floor(step / 4)]?.[step % 4];
    expect(played(added)?.alternatives).toEqual([
      { ...other, value: cardCode(other), comment: '' },
    ]);
    const removed = removeAlternative(added, { kind: 'card', step }, 0);
    expect(played(removed)).toEqual(played(HAND));
    expect(removed).toEqual(HAND);
  });

  it('refuses an alternative the hand cannot take, with the problem', () => {
    const refused = (result: ReturnType<typeof addAlternative>) =>
      result.ok ? undefined : result.error.code;
    expect(refused(addAlternative(HAND, SOUTH_OPENS, { call: '1NT', comment: '' }))).toBe(
      'DUPLICATE_ALTERNATIVE',
    );
    expect(refused(addAlternative(HAND, NORTH_RAISES, { call: '4NT', comment: '' }))).toBe(
      'ALTERNATIVE_NOT_LEARNERS',
    );
    const once = ok(addAlternative(HAND, SOUTH_OPENS, { call: '1C', comment: '' }));
    const twice = ok(addAlternative(once, SOUTH_OPENS, { call: '1D', comment: '' }));
    expect(refused(editAlternative(twice, SOUTH_OPENS, 1, { call: '1C', comment: '' }))).toBe(
      'DUPLICATE_ALTERNATIVE',
    );
  });
});
