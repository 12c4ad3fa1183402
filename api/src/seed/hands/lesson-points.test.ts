/**
 * The bridge each demo hand teaches is really in the deal: the finesse card sits where the
 * summary says and wins, the lead beats the contract, Blackwood's answer counts the aces the
 * hands hold. Checked on the built handJSON (the engine's own trick winners), not on the source.
 */
import { type CardPlay, type HandJSON, partnerOf, type Seat } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { DEMO_FURTHER_SET_HANDS, DEMO_HAND_SETS } from './index.js';

function hand(title: string): HandJSON {
  const found = [
    ...DEMO_HAND_SETS.flatMap((set) => set.hands),
    ...Object.values(DEMO_FURTHER_SET_HANDS).flat(),
  ].find((demo) => demo.title === title);
  if (!found) throw new Error(`No demo hand '${title}'`);
  return found.hand;
}

/** Who was dealt a card, given as `SK`. */
function holder(of: HandJSON, code: string): Seat | undefined {
  return of.deal.find((card) => `${card.suit}${card.rank}` === code)?.seat;
}

/** The trick (0-based) in which a card was played, and the card itself. */
function playOf(of: HandJSON, code: string): { trick: CardPlay[]; index: number; card: CardPlay } {
  for (const [index, trick] of of.play.entries()) {
    const card = trick.find((played) => played.value === code);
    if (card) return { trick, index, card };
  }
  throw new Error(`${code} was not played`);
}

const POINTS: Record<string, number> = { A: 4, K: 3, Q: 2, J: 1 };

function points(of: HandJSON, seat: Seat): number {
  return of.deal
    .filter((card) => card.seat === seat)
    .reduce((sum, card) => sum + (POINTS[card.rank] ?? 0), 0);
}

function holding(of: HandJSON, seat: Seat, suit: string): string[] {
  return of.deal
    .filter((card) => card.seat === seat && card.suit === suit)
    .map((card) => card.rank);
}

function aces(of: HandJSON, seat: Seat): number {
  return of.deal.filter((card) => card.seat === seat && card.rank === 'A').length;
}

/** Tricks taken by declarer's side. */
function declarerTricks(of: HandJSON): number {
  const side = of.declarer === 'N' || of.declarer === 'S' ? 'northSouth' : 'eastWest';
  return of.tricks[side];
}

function contractTricks(of: HandJSON): number {
  return (of.contract?.level ?? 0) + 6;
}

describe('opening leads', () => {
  it('the SK from KQJ95 beats 3NT, where a low spade would let the ST win', () => {
    const played = hand('Top of a solid sequence against 3NT');
    expect(playOf(played, 'SK')).toMatchObject({ index: 0, card: { seat: 'W', winner: true } });
    expect(holder(played, 'ST')).toBe('S');
    expect(declarerTricks(played)).toBeLessThan(contractTricks(played));
  });

  it('the lead is partner’s overcalled suit, and it beats 3NT', () => {
    const played = hand('Lead partner’s suit');
    expect(played.auction[1]).toMatchObject({ seat: 'E', value: '1S' });
    expect(playOf(played, 'S9')).toMatchObject({ index: 0, card: { seat: 'W' } });
    expect(declarerTricks(played)).toBeLessThan(contractTricks(played));
  });

  it('the singleton heart gets two ruffs for West and beats 4S', () => {
    const played = hand('A singleton lead for a ruff');
    expect(holding(played, 'W', 'H')).toEqual(['5']);
    expect(playOf(played, 'S3').card).toMatchObject({ seat: 'W', winner: true });
    expect(playOf(played, 'S4').card).toMatchObject({ seat: 'W', winner: true });
    expect(declarerTricks(played)).toBeLessThan(contractTricks(played));
  });
});

describe('declarer play: finesses', () => {
  it('the HQ finesse: led from South, the HK with West, the HQ wins', () => {
    const played = hand('Lead towards the ace-queen');
    const { trick, card } = playOf(played, 'HQ');
    expect(trick[0]).toMatchObject({ seat: 'S', value: 'H2' });
    expect(trick[1]?.seat).toBe('W');
    expect(card).toMatchObject({ seat: 'N', winner: true });
    expect(holder(played, 'HK')).toBe('W');
    expect(declarerTricks(played)).toBe(contractTricks(played));
  });

  it('eight trumps missing the queen: the HJ finesse wins and the HQ falls', () => {
    const played = hand('Eight ever, nine never');
    expect(holding(played, 'S', 'H').length + holding(played, 'N', 'H').length).toBe(8);
    expect(holder(played, 'HQ')).toBe('E');
    expect(playOf(played, 'HJ').card).toMatchObject({ seat: 'S', winner: true });
    expect(playOf(played, 'HA').trick.some((card) => card.value === 'HQ')).toBe(true);
    expect(declarerTricks(played)).toBe(contractTricks(played));
  });

  it('the HK wins when led towards, with the HA before it', () => {
    const played = hand('Lead towards the king');
    const { trick, card } = playOf(played, 'HK');
    expect(trick[0]?.seat).toBe('S');
    expect(holder(played, 'HA')).toBe('W');
    expect(card).toMatchObject({ seat: 'N', winner: true });
    expect(declarerTricks(played)).toBe(contractTricks(played));
  });

  it('the club finesse is taken against West, the danger hand, and wins', () => {
    const played = hand('Finesse into the safe hand');
    const { trick, index, card } = playOf(played, 'CJ');
    expect(trick[1]?.seat).toBe('W');
    expect(card).toMatchObject({ seat: 'N', winner: true });
    expect(holder(played, 'CQ')).toBe('W');
    const eastSpades = played.play.slice(0, index).flat();
    expect(eastSpades.filter((c) => c.seat === 'E' && c.suit === 'S')).toHaveLength(2);
    expect(holding(played, 'E', 'S')).toHaveLength(2);
    expect(holding(played, 'W', 'S').length).toBeGreaterThanOrEqual(5);
  });
});

describe('defence: signals', () => {
  it('East encourages with his highest heart spot, and his HQ wins the third round', () => {
    const played = hand('Encourage partner’s lead');
    expect(playOf(played, 'H8')).toMatchObject({ index: 0, card: { seat: 'E' } });
    expect(holding(played, 'E', 'H')).toEqual(['Q', '8', '2']);
    expect(playOf(played, 'HQ')).toMatchObject({ index: 2, card: { winner: true } });
    expect(declarerTricks(played)).toBeLessThan(contractTricks(played));
  });

  it('West’s lowest diamond shows three, and the DA wins when declarer has none left', () => {
    const played = hand('Count: when to take your ace');
    expect(holding(played, 'W', 'D')).toEqual(['7', '5', '4']);
    expect(playOf(played, 'D4').index).toBe(1);
    expect(holding(played, 'S', 'D')).toHaveLength(2);
    expect(playOf(played, 'DA')).toMatchObject({ index: 2, card: { seat: 'E', winner: true } });
    expect(declarerTricks(played)).toBeLessThan(contractTricks(played));
  });
});

describe('endplays and squeezes', () => {
  it('East, thrown in with the third heart, must lead a club into the AQ', () => {
    const played = hand('Strip and throw in');
    const { index, card } = playOf(played, 'HQ');
    expect(card).toMatchObject({ seat: 'E', winner: true });
    expect(played.play[index + 1]?.[0]).toMatchObject({ seat: 'E', suit: 'C' });
    expect(playOf(played, 'CQ').card).toMatchObject({ seat: 'N', winner: true });
    expect(holder(played, 'CK')).toBe('E');
    expect(declarerTricks(played)).toBe(contractTricks(played));
  });

  it('West guards hearts and clubs, cannot keep both, and 7NT makes', () => {
    const played = hand('A simple squeeze');
    expect(holding(played, 'W', 'H')).toHaveLength(4);
    expect(holding(played, 'W', 'C')).toHaveLength(4);
    expect(playOf(played, 'H4').card).toMatchObject({ seat: 'S', winner: true });
    expect(declarerTricks(played)).toBe(13);
  });
});

describe('slam bidding', () => {
  it('Blackwood’s answers count the aces partner holds', () => {
    const answers: [string, Seat][] = [
      ['Blackwood: check the aces', 'N'],
      ['Blackwood: stop in five', 'N'],
      ['Jacoby 2NT and a shortness', 'N'],
      ['The grand slam: ask for kings', 'N'],
    ];
    const STEPS = ['5C', '5D', '5H', '5S'];
    for (const [title, responder] of answers) {
      const bid = hand(title);
      const ask = bid.auction.findIndex((call) => call.value === '4NT');
      const answer = bid.auction[ask + 2];
      expect(answer?.seat).toBe(responder);
      expect(STEPS.indexOf(answer?.value ?? '') % 4).toBe(aces(bid, responder) % 4);
    }
  });

  it('stops in five with two aces missing, bids six with one, seven with all and the kings', () => {
    const stop = hand('Blackwood: stop in five');
    expect(aces(stop, 'N') + aces(stop, 'S')).toBe(2);
    expect(stop.contract?.value).toBe('5S');
    const small = hand('Blackwood: check the aces');
    expect(aces(small, 'N') + aces(small, 'S')).toBe(3);
    expect(small.contract?.value).toBe('6H');
    const grand = hand('The grand slam: ask for kings');
    expect(aces(grand, 'N') + aces(grand, 'S')).toBe(4);
    const kings = grand.deal.filter((card) => card.seat === 'N' && card.rank === 'K');
    expect(kings).toHaveLength(2);
    expect(grand.contract?.value).toBe('7S');
  });

  it('the quantitative 4NT is accepted by a maximum 1NT, 33 points between the hands', () => {
    const bid = hand('The quantitative 4NT');
    expect(points(bid, 'N')).toBe(17);
    expect(points(bid, 'N') + points(bid, 'S')).toBeGreaterThanOrEqual(33);
    expect(bid.contract?.value).toBe('6NT');
  });

  it('no heart control in either hand, so the cue-bidders stop in game', () => {
    const bid = hand('Cue bids find the missing control');
    for (const seat of ['N', 'S'] as const) {
      expect(holding(bid, seat, 'H').some((rank) => rank === 'A' || rank === 'K')).toBe(false);
    }
    expect(bid.contract?.value).toBe('4S');
  });
});

describe('competitive bidding', () => {
  it('the negative double shows the four hearts South holds', () => {
    const bid = hand('The negative double');
    expect(bid.auction[2]).toMatchObject({ seat: 'S', value: 'X' });
    expect(holding(bid, 'S', 'H')).toHaveLength(4);
  });

  it('the takeout doubler is short in the opened suit', () => {
    const bid = hand('The takeout double');
    expect(bid.auction[1]).toMatchObject({ seat: 'S', value: 'X' });
    expect(holding(bid, 'S', 'H').length).toBeLessThanOrEqual(1);
    expect(points(bid, 'S')).toBeGreaterThanOrEqual(12);
  });

  it('the jump raise has nine trumps between the partners', () => {
    const bid = hand('Raise to the level of the fit');
    const partner = partnerOf('S');
    expect(holding(bid, 'S', 'S').length + holding(bid, partner, 'S').length).toBe(9);
    expect(bid.contract?.value).toBe('3S');
  });

  it('Michaels and the unusual 2NT show five-five', () => {
    const michaels = hand('The Michaels cue bid');
    expect(holding(michaels, 'S', 'S')).toHaveLength(5);
    expect(holding(michaels, 'S', 'C')).toHaveLength(5);
    const unusual = hand('The unusual 2NT and the sacrifice');
    expect(holding(unusual, 'S', 'D')).toHaveLength(5);
    expect(holding(unusual, 'S', 'C')).toHaveLength(5);
    expect(unusual.contract).toMatchObject({ value: '5D', risk: 'X' });
  });
});

/** The shape of a hand, longest suit first: [4, 3, 3, 3]. */
function shape(of: HandJSON, seat: Seat): number[] {
  return ['S', 'H', 'D', 'C']
    .map((suit) => holding(of, seat, suit).length)
    .toSorted((a, b) => b - a);
}

const BALANCED = ['4333', '4432', '5332'];

describe('the catalogue’s further sets', () => {
  it('Acol: the 1NT opener is balanced with 12-14, and the raise to game makes 25 or more', () => {
    const bid = hand('Open a weak no-trump');
    expect(BALANCED).toContain(shape(bid, 'S').join(''));
    expect(points(bid, 'S')).toBeGreaterThanOrEqual(12);
    expect(points(bid, 'S')).toBeLessThanOrEqual(14);
    expect(points(bid, 'S') + points(bid, 'N')).toBeGreaterThanOrEqual(25);
  });

  it('the weak two has six spades and 6-10 points, a maximum with the DA as its feature', () => {
    const bid = hand('Open a weak two and show your feature');
    expect(holding(bid, 'S', 'S')).toHaveLength(6);
    expect(points(bid, 'S')).toBe(10);
    expect(holder(bid, 'DA')).toBe('S');
    expect(bid.auction.find((call) => call.value === '3D')?.seat).toBe('S');
  });

  it('Precision: 1C with 16 or more, the 1D negative with 0-7 and four hearts', () => {
    const bid = hand('Open the strong club');
    expect(points(bid, 'S')).toBeGreaterThanOrEqual(16);
    expect(points(bid, 'N')).toBeLessThanOrEqual(7);
    expect(holding(bid, 'N', 'H')).toHaveLength(4);
  });

  it('Vijfkaart hoog: five hearts and too few points for 1NT; no game with 6-9 opposite', () => {
    const bid = hand('Openen met een vijfkaart hoog');
    expect(holding(bid, 'S', 'H')).toHaveLength(5);
    expect(points(bid, 'S')).toBeLessThan(15);
    expect(points(bid, 'N')).toBeLessThanOrEqual(9);
    expect(holding(bid, 'N', 'H').length).toBeGreaterThanOrEqual(3);
    expect(points(bid, 'S') + 9).toBeLessThan(25);
  });

  it('no-trump play: the DA is the defence’s, the diamonds are set up first, and 3NT makes', () => {
    const played = hand('Count your winners, then knock out the ace');
    expect(['E', 'W']).toContain(holder(played, 'DA'));
    expect(playOf(played, 'DQ')).toMatchObject({ index: 1, card: { seat: 'S' } });
    expect(declarerTricks(played)).toBeGreaterThanOrEqual(contractTricks(played));
  });

  it('against 6S the DA and partner’s DK take the first two tricks; one ace is missing', () => {
    const played = hand('Cash your ace before the discards');
    expect(aces(played, 'S') + aces(played, 'N')).toBe(3);
    expect(playOf(played, 'DA')).toMatchObject({ index: 0, card: { seat: 'W', winner: true } });
    expect(playOf(played, 'DK')).toMatchObject({ index: 1, card: { seat: 'E', winner: true } });
    expect(declarerTricks(played)).toBe(contractTricks(played) - 1);
  });

  it('counting: partner has at most 4 points, the SK among them; four spades and the CA beat 3NT', () => {
    const played = hand('Count declarer’s tricks and cash out');
    expect(points(played, 'W')).toBeLessThanOrEqual(4);
    expect(holder(played, 'SK')).toBe('W');
    expect(playOf(played, 'CA').card).toMatchObject({ seat: 'E', winner: true });
    expect(playOf(played, 'SA')).toMatchObject({ index: 2, card: { seat: 'E', winner: true } });
    expect(declarerTricks(played)).toBe(contractTricks(played) - 1);
  });

  it('de snit: led from South towards the SA-Q, the SK with West, the SQ wins', () => {
    const played = hand('Speel naar de aas-vrouw');
    const { trick, card } = playOf(played, 'SQ');
    expect(trick[0]).toMatchObject({ seat: 'S', value: 'S2' });
    expect(card).toMatchObject({ seat: 'N', winner: true });
    expect(holder(played, 'SK')).toBe('W');
    expect(declarerTricks(played)).toBe(contractTricks(played));
  });

  it('signalen: East encourages with his highest spade spot, and his SQ wins the third round', () => {
    const played = hand('Moedig de uitkomst van partner aan');
    expect(holding(played, 'E', 'S')).toEqual(['Q', '8', '2']);
    expect(playOf(played, 'S8')).toMatchObject({ index: 0, card: { seat: 'E' } });
    expect(playOf(played, 'SQ')).toMatchObject({ index: 2, card: { seat: 'E', winner: true } });
    expect(declarerTricks(played)).toBe(contractTricks(played) - 1);
  });
});
