/**
 * The lesson's flow, driven through the TestTable (hands.md §4 "Learner player", §9 timings).
 */
import { describe, expect, it } from 'vitest';
import { legalCalls } from '../auction/legality.js';
import {
  AUCTION_ONLY_HAND,
  DECLARER_HAND,
  DEFENDER_HAND,
  PLAY_ONLY_HAND,
} from '../testkit/lesson-hands.js';
import { TestTable } from './test-table.testkit.js';

describe('the auction', () => {
  it('opens with the auction introduction and the auction table', () => {
    const table = TestTable.create(DECLARER_HAND).start();
    expect(table.last[0]).toEqual({ type: 'phase', phase: 'auction', dealer: 'N' });
    expect(table.transcript).toEqual(['“South deals the cards for a notrump game.”']);
  });

  it('is auto-played after 5 s, then one call every second', () => {
    const table = TestTable.create(DECLARER_HAND).start();
    expect(table.pendingTimer).toMatchObject({ timer: 'auctionStart', delayMs: 5000 });
    expect(table.auction).toEqual([]);
    table.advanceTimer();
    expect(table.now).toBe(5000);
    expect(table.auction).toEqual(['Pass']);
    expect(table.pendingTimer).toMatchObject({ timer: 'bid', delayMs: 1000 });
    table.advanceTimer();
    expect(table.now).toBe(6000);
    expect(table.auction).toEqual(['Pass', 'Pass']);
  });

  it('waits at the learner’s seat for the bid, offering only the legal calls', () => {
    const table = TestTable.create(DECLARER_HAND).start().advanceTimers();
    expect(table.pendingTimer).toBeUndefined();
    expect(table.waitingFor).toEqual({
      type: 'awaitCall',
      seat: 'S',
      legal: legalCalls('N', ['Pass', 'Pass']),
    });
    expect(table.advanceTimers().auction).toEqual(['Pass', 'Pass']);
  });

  it('says the learner’s pre comment before the choice and the post comment after the right one', () => {
    const table = TestTable.create(DECLARER_HAND).start().advanceTimers();
    expect(table.lastLines.at(-1)).toBe('“You have 14 points and a balanced hand.”');
    table.bid('1NT');
    expect(table.lastLines).toEqual([
      'South: 1NT “A slightly light 1NT, but every suit is stopped.”',
    ]);
  });

  it('gives other seats their single comment after their call', () => {
    const table = TestTable.create(DECLARER_HAND).start().advanceTimer();
    expect(table.lastLines).toEqual(['North: Pass “North has 11 points: not enough to open.”']);
  });

  it('goes on automatically after the learner’s right call', () => {
    const table = TestTable.create(DECLARER_HAND).start().advanceTimers().bid('1NT');
    expect(table.pendingTimer).toMatchObject({ timer: 'bid', delayMs: 1000 });
    table.advanceTimers();
    expect(table.auction).toEqual(['Pass', 'Pass', '1NT', 'Pass', '3NT', 'Pass']);
  });
});

describe('the play', () => {
  const toPlay = () => {
    const table = TestTable.create(DECLARER_HAND).start().advanceTimers().bid('1NT');
    return table.advanceTimers().bid('Pass').advanceTimers();
  };

  it('follows the auction with the contract and the play introduction; play starts after 5 s', () => {
    const table = TestTable.create(DECLARER_HAND).start().advanceTimers().bid('1NT');
    table.advanceTimers().bid('Pass').advanceTimer();
    expect(table.last).toContainEqual({
      type: 'phase',
      phase: 'play',
      contract: { level: 3, denomination: 'NT', risk: '', value: '3NT' },
      declarer: 'S',
      dummy: 'N',
    });
    expect(table.lastLines.at(-1)).toBe('“West leads the queen of spades against 3NT.”');
    expect(table.pendingTimer).toMatchObject({ timer: 'playStart', delayMs: 5000 });
    const before = table.now;
    table.advanceTimer();
    expect(table.now - before).toBe(5000);
    expect(table.played).toEqual(['SQ']);
  });

  it('lets the declaring learner play dummy’s cards as well as their own', () => {
    const table = toPlay();
    expect(table.waitingFor).toMatchObject({ type: 'awaitCard', seat: 'N' });
    table.play('S4').advanceTimers();
    expect(table.played).toEqual(['SQ', 'S4', 'S2']);
    expect(table.waitingFor).toMatchObject({ type: 'awaitCard', seat: 'S' });
  });

  it('offers the cards that follow suit', () => {
    const table = toPlay();
    expect(table.waitingFor).toEqual({
      type: 'awaitCard',
      seat: 'N',
      playable: [
        { suit: 'S', rank: 'K' },
        { suit: 'S', rank: '7' },
        { suit: 'S', rank: '4' },
      ],
    });
  });

  it('gathers a trick after the trick update, saying who won and the counts per side', () => {
    const table = toPlay().play('S4').advanceTimers().play('S3');
    expect(table.trickOnTable).toHaveLength(4);
    expect(table.pendingTimer).toMatchObject({ timer: 'trickUpdate', delayMs: 1000 });
    table.advanceTimer();
    expect(table.last[0]).toEqual({
      type: 'trick',
      trick: 1,
      winner: 'W',
      counts: { northSouth: 0, eastWest: 1 },
      instant: false,
    });
    expect(table.lastLines[0]).toBe('West wins the 1st trick. North-South 0, East-West 1');
    expect(table.trickOnTable).toEqual([]);
    expect(table.pendingTimer).toMatchObject({ timer: 'cardPlay', delayMs: 1000 });
  });

  it('lets a defending learner play only their own cards; dummy plays itself', () => {
    const table = TestTable.create(DEFENDER_HAND).playToEnd();
    const awaited = table.outputsOf('awaitCard').map((output) => output.seat);
    expect(new Set(awaited)).toEqual(new Set(['W']));
    expect(awaited).toHaveLength(13);
    expect(new Set(table.outputsOf('awaitCall').map((output) => output.seat))).toEqual(
      new Set(['W']),
    );
  });

  it('lets a defender on lead choose at once after the play introduction', () => {
    const table = TestTable.create(DEFENDER_HAND).start().advanceTimers().answerCorrectly();
    table.advanceTimers().answerCorrectly().advanceTimers();
    expect(table.waitingFor).toMatchObject({ type: 'awaitCard', seat: 'W' });
    expect(table.lastLines.slice(-2)).toEqual([
      '“Find the best lead.”',
      '“What do you lead against 3NT?”',
    ]);
  });
});

describe('the end of the hand', () => {
  it('shows the summary message and then the end-of-hand panel', () => {
    const table = TestTable.create(DECLARER_HAND).playToEnd();
    expect(table.transcript.slice(-2)).toEqual([
      'North wins the 13th trick. North-South 9, East-West 4',
      '“Hold up, run the long suit, then set up the clubs: nine tricks.”',
    ]);
    expect(table.outputs.at(-1)).toEqual({ type: 'end', counts: { northSouth: 9, eastWest: 4 } });
    expect(table.played).toHaveLength(52);
    expect(table.state.stage.kind).toBe('complete');
  });

  it('takes a learner who never errs through the declarer hand in 53 s of timers', () => {
    // Auction start 5 s, then the other 5 automatic calls at 1 s; play start 5 s for the opening
    // lead, then the defenders' other 25 cards at 1 s; 13 trick updates at 1 s. The learner's own
    // calls and cards (declarer's and dummy's) wait for nothing.
    const table = TestTable.create(DECLARER_HAND).playToEnd();
    expect(table.now).toBe(5000 + 5 * 1000 + 5000 + 25 * 1000 + 13 * 1000);
  });
});

describe('play-only and auction-only hands', () => {
  it('skips the auction of a play-only hand and shows the contract instead', () => {
    const table = TestTable.create(PLAY_ONLY_HAND).start();
    expect(table.outputsOf('phase').map((output) => output.phase)).toEqual(['play']);
    expect(table.transcript).toEqual([
      'The contract is 4S by East',
      '“South leads the queen of clubs.”',
    ]);
    expect(table.pendingTimer).toMatchObject({ timer: 'playStart', delayMs: 5000 });
    table.playToEnd();
    expect(table.auction).toEqual([]);
    expect(table.counts).toEqual({ northSouth: 3, eastWest: 10 });
  });

  it('ends an auction-only hand after the auction with the summary', () => {
    const table = TestTable.create(AUCTION_ONLY_HAND).playToEnd();
    expect(table.outputsOf('phase').map((output) => output.phase)).toEqual(['auction']);
    expect(table.auction).toEqual([
      '1S',
      '2C',
      'X',
      'XX',
      '2S',
      'Pass',
      '4S',
      'Pass',
      'Pass',
      'Pass',
    ]);
    expect(table.transcript.slice(-2)).toEqual([
      'South: Pass “The auction is over.”',
      '“Double first, then raise partner to game.”',
    ]);
    expect(table.outputs.at(-1)).toEqual({ type: 'end' });
  });

  it('lets the learner bid for a seat that will be dummy in an auction-only hand', () => {
    const table = TestTable.create(AUCTION_ONLY_HAND).playToEnd();
    expect(table.outputsOf('awaitCall').map((output) => output.seat)).toEqual(['W', 'W']);
  });
});

describe('popup Continue timing (hands.md §9)', () => {
  it('is 1 s for messages with the author’s words and 0 for the others', () => {
    const table = TestTable.create(DECLARER_HAND).playToEnd();
    for (const message of table.messages) {
      const authored = 'author' in message && message.author !== undefined;
      expect(message.continueAfterMs).toBe(authored ? 1000 : 0);
    }
    expect(new Set(table.messages.map((message) => message.continueAfterMs))).toEqual(
      new Set([0, 1000]),
    );
  });
});
