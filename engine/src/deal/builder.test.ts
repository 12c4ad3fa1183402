import { describe, expect, it } from 'vitest';
import { type Card, DECK, SEATS, type Seat } from '../cards.js';
import { createRng } from '../random/rng.js';
import {
  chooseActiveSeat,
  type DealBuilder,
  type DealError,
  dealBuilderFrom,
  dealtCards,
  emptyDeal,
  giveCard,
  isDealComplete,
  returnCard,
  undealtCards,
} from './builder.js';
import { cardsOf, dealOf } from './deal.testkit.js';
import { randomDeal } from './random.js';

function given(builder: DealBuilder, cards: readonly Card[]): DealBuilder {
  return cards.reduce((current, card) => {
    const next = giveCard(current, card);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, builder);
}

function returned(builder: DealBuilder, card: Card): DealBuilder {
  const next = returnCard(builder, card);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}

function counts(builder: DealBuilder): number[] {
  return SEATS.map((seat) => builder.hands[seat].length);
}

describe('emptyDeal', () => {
  it('holds all 52 cards in the deck, no seat has a card, North is active', () => {
    const builder = emptyDeal();
    expect(undealtCards(builder)).toEqual(DECK);
    expect(counts(builder)).toEqual([0, 0, 0, 0]);
    expect(builder.active).toBe('N');
    expect(isDealComplete(builder)).toBe(false);
  });
});

describe('giveCard: clicking a deck card gives it to the active seat', () => {
  it('gives the card to the active seat and takes it out of the deck', () => {
    const builder = given(chooseActiveSeat(emptyDeal(), 'E'), cardsOf('HQ'));
    expect(builder.hands.E).toEqual(cardsOf('HQ'));
    expect(undealtCards(builder)).toHaveLength(51);
    expect(undealtCards(builder)).not.toContainEqual({ suit: 'H', rank: 'Q' });
    expect(builder.active).toBe('E');
  });

  it('keeps each hand in deck order whatever the order of giving', () => {
    expect(given(emptyDeal(), cardsOf('C2 SA HT H9 DK')).hands.N).toEqual(
      cardsOf('SA HT H9 DK C2'),
    );
  });

  it.each([['a card already dealt', cardsOf('SA'), 'SA', 'CARD_ALREADY_DEALT']] as [
    string,
    Card[],
    string,
    DealError,
  ][])('rejects %s', (_, before, card, code) => {
    const result = giveCard(given(emptyDeal(), before), cardsOf(card)[0] as Card);
    expect(!result.ok && result.error.code).toBe(code);
  });

  it('rejects a card for a full active seat', () => {
    const northFull = given(emptyDeal(), DECK.slice(0, 13));
    const result = giveCard(chooseActiveSeat(northFull, 'N'), cardsOf('C2')[0] as Card);
    expect(!result.ok && result.error.code).toBe('SEAT_FULL');
  });

  it('rejects every card once the deal is complete', () => {
    const complete = given(emptyDeal(), DECK.slice(0, 39));
    for (const card of DECK) expect(giveCard(complete, card).ok).toBe(false);
  });
});

describe('when a seat reaches 13 the active seat moves to the next seat with room', () => {
  it.each([
    ['N', [], 'E'],
    ['E', [], 'S'],
    ['S', [], 'W'],
    ['W', [], 'N'],
    ['N', ['E'], 'S'],
    ['E', ['S'], 'W'],
    ['W', ['N'], 'E'],
  ] as [Seat, Seat[], Seat][])(
    '%s fills up with %j full: %s becomes active',
    (seat, full, next) => {
      let deck = [...DECK];
      let builder = emptyDeal();
      for (const fullSeat of full) {
        builder = given(chooseActiveSeat(builder, fullSeat), deck.slice(0, 13));
        deck = deck.slice(13);
      }
      builder = given(chooseActiveSeat(builder, seat), deck.slice(0, 12));
      expect(builder.active).toBe(seat);
      builder = given(builder, deck.slice(12, 13));
      expect(builder.hands[seat]).toHaveLength(13);
      expect(builder.active).toBe(next);
    },
  );
});

describe('when only one seat is short of 13 and 13 or fewer cards remain, that seat takes all the rest', () => {
  it('West takes the last 13 cards once North, East and South are full', () => {
    const builder = given(emptyDeal(), DECK.slice(0, 39));
    expect(counts(builder)).toEqual([13, 13, 13, 13]);
    expect(builder.hands.W).toEqual(DECK.slice(39));
    expect(undealtCards(builder)).toEqual([]);
    expect(isDealComplete(builder)).toBe(true);
  });

  it('does not fill while two seats are short', () => {
    const builder = given(emptyDeal(), DECK.slice(0, 38));
    expect(counts(builder)).toEqual([13, 13, 12, 0]);
    expect(undealtCards(builder)).toHaveLength(14);
  });

  it('fills the last short seat when another seat gives it its place', () => {
    let builder = given(emptyDeal(), DECK.slice(0, 26));
    builder = given(chooseActiveSeat(builder, 'W'), DECK.slice(26, 38));
    expect(counts(builder)).toEqual([13, 13, 0, 12]);
    builder = given(builder, DECK.slice(38, 39));
    expect(counts(builder)).toEqual([13, 13, 13, 13]);
    expect(builder.hands.S).toEqual(DECK.slice(39));
  });

  it('fills a seat short of one card', () => {
    const complete = given(emptyDeal(), DECK.slice(0, 39));
    const twoShort = returned(returned(complete, DECK[0] as Card), DECK[13] as Card);
    expect(counts(twoShort)).toEqual([12, 12, 13, 13]);
    const result = given(chooseActiveSeat(twoShort, 'E'), [DECK[13] as Card]);
    expect(result.hands.N).toEqual(DECK.slice(0, 13));
    expect(isDealComplete(result)).toBe(true);
  });
});

describe('returnCard: clicking a dealt card returns it to the deck', () => {
  it('takes the card from its seat and puts it back in the deck', () => {
    const builder = returned(given(emptyDeal(), cardsOf('SA SK')), cardsOf('SA')[0] as Card);
    expect(builder.hands.N).toEqual(cardsOf('SK'));
    expect(undealtCards(builder)).toContainEqual({ suit: 'S', rank: 'A' });
  });

  it('does not deal a card returned from a complete deal straight back', () => {
    const complete = given(emptyDeal(), DECK.slice(0, 39));
    const builder = returned(complete, cardsOf('C2')[0] as Card);
    expect(counts(builder)).toEqual([13, 13, 13, 12]);
    expect(undealtCards(builder)).toEqual(cardsOf('C2'));
  });

  it('makes the seat the card came from active when the active seat is full', () => {
    const complete = given(emptyDeal(), DECK.slice(0, 39));
    const builder = returned(complete, cardsOf('HA')[0] as Card);
    expect(builder.active).toBe('E');
    expect(given(builder, cardsOf('HA')).hands.E).toEqual(complete.hands.E);
  });

  it('keeps an active seat that has room', () => {
    const builder = given(emptyDeal(), DECK.slice(0, 15));
    expect(builder.active).toBe('E');
    expect(returned(builder, DECK[0] as Card).active).toBe('E');
  });

  it('rejects a card that is in the deck', () => {
    const result = returnCard(emptyDeal(), cardsOf('SA')[0] as Card);
    expect(!result.ok && result.error.code).toBe('CARD_NOT_DEALT');
  });
});

describe('dealBuilderFrom and dealtCards: the handJSON deal', () => {
  const deal = dealOf({
    N: 'AKQ.432.AK2.5432',
    E: 'JT9.AKQ.QJT.AKQJ',
    S: '876.JT98.9876.T9',
    W: '5432.765.543.876',
  });

  it('round-trips a complete deal', () => {
    const builder = dealBuilderFrom(deal);
    expect(builder.ok).toBe(true);
    if (!builder.ok) return;
    expect(isDealComplete(builder.value)).toBe(true);
    expect(dealtCards(builder.value)).toEqual(deal);
    expect(builder.value.active).toBe('N');
  });

  it('lists North, East, South then West, each hand in deck order', () => {
    const shuffled = [...deal].reverse();
    const builder = dealBuilderFrom(shuffled);
    expect(builder.ok && dealtCards(builder.value)).toEqual(deal);
  });

  it('drops display flags', () => {
    const builder = dealBuilderFrom([
      { seat: 'S', suit: 'S', rank: 'A', played: true, visible: false },
    ]);
    expect(builder.ok && dealtCards(builder.value)).toEqual([{ seat: 'S', suit: 'S', rank: 'A' }]);
  });

  it('loads a partial deal with the first seat with room from North active', () => {
    const partial = deal.filter((card) => card.seat !== 'E' || card.suit !== 'S');
    const builder = dealBuilderFrom(partial);
    expect(builder.ok && builder.value.active).toBe('E');
    expect(builder.ok && undealtCards(builder.value)).toEqual(cardsOf('SJ ST S9'));
  });

  it('loads an empty deal as an empty builder', () => {
    expect(dealBuilderFrom([])).toEqual({ ok: true, value: emptyDeal() });
  });

  it.each([
    [
      'a card dealt twice',
      [...deal.slice(0, 5), { seat: 'E', suit: 'S', rank: 'A' }],
      'CARD_ALREADY_DEALT',
    ],
    [
      'a seat with 14 cards',
      [
        ...deal.filter((card) => card.seat !== 'W'),
        ...deal.slice(39, 40).map((card) => ({ ...card, seat: 'N' })),
      ],
      'TOO_MANY_CARDS',
    ],
  ] as const)('rejects %s', (_, cards, code) => {
    const result = dealBuilderFrom(cards as never);
    expect(!result.ok && result.error.code).toBe(code);
  });
});

describe('randomDeal: 13 random cards to each seat', () => {
  it('deals 52 distinct cards, 13 to each seat', () => {
    const deal = randomDeal(createRng('random deal'));
    expect(deal).toHaveLength(52);
    expect(new Set(deal.map((card) => `${card.suit}${card.rank}`)).size).toBe(52);
    for (const seat of SEATS) expect(deal.filter((card) => card.seat === seat)).toHaveLength(13);
  });

  it('is reproducible from a seed and differs between seeds', () => {
    expect(randomDeal(createRng(1))).toEqual(randomDeal(createRng(1)));
    expect(randomDeal(createRng(1))).not.toEqual(randomDeal(createRng(2)));
  });

  it('is already in the builder’s order', () => {
    const deal = randomDeal(createRng('order'));
    const builder = dealBuilderFrom(deal);
    expect(builder.ok && dealtCards(builder.value)).toEqual(deal);
  });

  it('gives each card to each seat about equally often', () => {
    const rng = createRng('fair');
    const aceOfSpades: Record<Seat, number> = { N: 0, E: 0, S: 0, W: 0 };
    for (let round = 0; round < 4000; round++) {
      const holder = randomDeal(rng).find((card) => card.suit === 'S' && card.rank === 'A');
      if (holder) aceOfSpades[holder.seat] += 1;
    }
    for (const seat of SEATS) {
      expect(aceOfSpades[seat]).toBeGreaterThan(850);
      expect(aceOfSpades[seat]).toBeLessThan(1150);
    }
  });
});
