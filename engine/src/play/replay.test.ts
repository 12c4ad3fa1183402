import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DENOMINATIONS } from '../calls.js';
import { type Card, cardCode, DECK, nextSeat, SEATS } from '../cards.js';
import { randomDeal } from '../deal/random.js';
import type { DealtCard } from '../hand/types.js';
import { createRng } from '../random/rng.js';
import { err, ok } from '../result.js';
import { playableCards } from './following.js';
import { PLAY_DEAL, plays } from './play.testkit.js';
import { replayPlay, startReplay } from './replay.js';
import { type CardToPlay, type PlayState, playCard, startPlay } from './state.js';

describe('replayPlay', () => {
  it('replays cards from the opening lead', () => {
    const result = replayPlay(PLAY_DEAL, 'S', 'H', plays('WS2 NSA ES9 SS6 NC2'));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.tricks).toEqual([
      { cards: plays('WS2 NSA ES9 SS6'), leader: 'W', winner: 'N' },
    ]);
    expect(result.value.current).toEqual(plays('NC2'));
    expect(result.value.toPlay).toBe('E');
    expect(result.value.counts).toEqual({ northSouth: 1, eastWest: 0 });
  });

  it('stops at the first card that may not be played and names its position', () => {
    const result = replayPlay(PLAY_DEAL, 'S', 'H', plays('WS2 NSA EHA'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('MUST_FOLLOW_SUIT');
    expect(result.error.message).toContain('Card 3 (HA)');
  });
});

describe('startReplay', () => {
  it('says who won the last trick and the tricks won so far', () => {
    const replay = startReplay(PLAY_DEAL, 'S', 'H');
    expect(replay.lastWinner()).toBeUndefined();
    for (const card of plays('WS2 NSA ES9 SS6 NC2 ECA SC9 WC6')) {
      expect(replay.play(card)).toBeUndefined();
    }
    expect(replay.lastWinner()).toBe('E');
    expect(replay.counts()).toEqual({ northSouth: 1, eastWest: 1 });
  });

  it('refuses a card in playCard words and leaves the position as it was', () => {
    const replay = startReplay(PLAY_DEAL, 'S', 'H');
    expect(replay.play({ seat: 'N', suit: 'S', rank: 'A' })).toEqual({
      code: 'WRONG_SEAT',
      message: "It is W's turn, not N's",
    });
    expect(replay.state()).toEqual(startPlay(PLAY_DEAL, 'S', 'H'));
  });

  it('hands out states that later cards do not change', () => {
    const replay = startReplay(PLAY_DEAL, 'S', 'H');
    replay.play({ suit: 'S', rank: '2' });
    const before = structuredClone(replay.state());
    const state = replay.state();
    for (const card of plays('NSA ES9 SS6 NC2')) replay.play(card);
    expect(state).toEqual(before);
  });
});

/**
 * The deals a replay may be given: every card, some of the cards, and deals the engine never
 * makes but a caller may pass (a card twice in a hand, a seat or a rank that is not a code).
 */
const anyDeal: fc.Arbitrary<DealtCard[]> = fc.oneof(
  fc.integer().map((seed) => randomDeal(createRng(seed))),
  fc
    .tuple(fc.integer(), fc.array(fc.boolean(), { minLength: 52, maxLength: 52 }))
    .map(([seed, kept]) => randomDeal(createRng(seed)).filter((_, index) => kept[index])),
  fc
    .tuple(fc.integer(), fc.nat({ max: 51 }), fc.constantFrom('twice', 'seat', 'rank'))
    .map(([seed, index, oddity]) => {
      const deal = randomDeal(createRng(seed));
      const card = deal[index] as DealtCard;
      if (oddity === 'twice') return [...deal, { ...card }];
      const odd = { ...card, [oddity]: 'X' } as unknown as DealtCard;
      return deal.map((dealt) => (dealt === card ? odd : dealt));
    }),
);

describe('replayPlay against playCard', () => {
  /** A card for the position: mostly a playable one, sometimes any card or the wrong seat. */
  function chooseCard(state: PlayState, choice: number): CardToPlay {
    const seat = state.toPlay ?? 'N';
    const playable = playableCards(state.remaining[seat], state.current);
    const card = playable[choice % Math.max(playable.length, 1)] ?? (DECK[choice % 52] as Card);
    if (choice % 10 === 0) return DECK[choice % 52] as Card;
    if (choice % 10 === 1) return { seat: nextSeat(seat), ...card };
    return { seat, ...card };
  }

  it('reaches the state, or the error, that playCard reaches card by card', () => {
    fc.assert(
      fc.property(
        anyDeal,
        fc.constantFrom(...SEATS),
        fc.constantFrom(...DENOMINATIONS),
        fc.array(fc.nat(), { maxLength: 60 }),
        (deal, declarer, denomination, choices) => {
          let state = startPlay(deal, declarer, denomination);
          const replay = startReplay(deal, declarer, denomination);
          const cards: CardToPlay[] = [];
          let expected: ReturnType<typeof replayPlay> | undefined;
          for (const choice of choices) {
            const card = chooseCard(state, choice);
            cards.push(card);
            const next = playCard(state, card);
            expect(replay.play(card)).toEqual(next.ok ? undefined : next.error);
            if (!next.ok) {
              const where = `Card ${cards.length} (${cardCode(card)})`;
              expected = err(next.error.code, `${where}: ${next.error.message}`);
              break;
            }
            state = next.value;
            expect(replay.lastWinner()).toBe(state.tricks.at(-1)?.winner);
            expect(replay.counts()).toEqual(state.counts);
          }
          expect(replayPlay(deal, declarer, denomination, cards)).toEqual(expected ?? ok(state));
        },
      ),
    );
  });
});
