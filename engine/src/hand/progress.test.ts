import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyHand } from './defaults.js';
import { CLEARING_EDITS, clearLaterSteps } from './edits.js';
import { callsOf, DEAL, handWith, randomHand } from './hand.testkit.js';
import { type EditorProgress, editorProgress, isStepClickable } from './progress.js';
import { EDITOR_STEPS } from './steps.js';
import type { HandJSON } from './types.js';

const { contract: _c, declarer: _d, dummy: _m, ...NO_CONTRACT } = handWith(0);

describe('editorProgress: "-1 nothing; 0 the deal has 52 cards; 1 a contract (level and denomination) is set; 2 there is play, or auction-only; 3 a summary exists"', () => {
  it.each([
    ['nothing', emptyHand(), -1],
    ['51 cards', { ...emptyHand(), deal: DEAL.slice(1) }, -1],
    ['52 cards', { ...emptyHand(), deal: DEAL }, 0],
    [
      '52 cards and an unfinished auction',
      { ...NO_CONTRACT, auction: NO_CONTRACT.auction.slice(0, 5), summary: '' },
      0,
    ],
    ['a contract', handWith(0, { summary: '' }), 1],
    [
      'a play-only contract',
      {
        ...NO_CONTRACT,
        auction: [],
        summary: '',
        playOnly: true,
        contract: { level: 1, denomination: 'D', risk: '', value: '1D' },
      },
      1,
    ],
    [
      'a passed-out auction stands in for a contract',
      { ...NO_CONTRACT, auction: callsOf('Pass Pass Pass Pass'), summary: '' },
      1,
    ],
    [
      'a passed-out play-only hand has no contract',
      { ...NO_CONTRACT, playOnly: true, auction: callsOf('Pass Pass Pass Pass'), summary: '' },
      0,
    ],
    ['one card played', handWith(1, { summary: '' }), 2],
    ['auction-only', handWith(0, { summary: '', auctionOnly: true }), 2],
    ['a summary', handWith(52), 3],
    ['a summary on an auction-only hand', handWith(0, { auctionOnly: true }), 3],
    [
      'a summary on an auction-only passed-out hand',
      { ...NO_CONTRACT, auction: callsOf('Pass Pass Pass Pass'), auctionOnly: true },
      3,
    ],
    ['a blank summary does not exist', handWith(52, { summary: ' \n' }), 2],
    // "decide and document how a level requires the previous ones": each level needs the ones before.
    ['a summary without play stays at the contract', handWith(0), 1],
    ['a summary without a contract stays at the deal', { ...NO_CONTRACT, auction: [] }, 0],
    [
      'a contract without the full deal stays at nothing',
      handWith(0, { deal: DEAL.slice(0, 40) }),
      -1,
    ],
  ] as [string, HandJSON, EditorProgress][])('%s: %i', (_what, hand, level) => {
    expect(editorProgress(hand)).toBe(level);
  });
});

describe('isStepClickable: "Steps up to that level are clickable"', () => {
  it.each([
    [emptyHand(), []],
    [{ ...emptyHand(), deal: DEAL }, ['deal']],
    [handWith(0, { summary: '' }), ['deal', 'auction']],
    [handWith(8, { summary: '' }), ['deal', 'auction', 'play']],
    [handWith(52), ['deal', 'auction', 'play', 'summary']],
  ] as [HandJSON, string[]][])('%#: %j', (hand, clickable) => {
    expect(EDITOR_STEPS.filter((step) => isStepClickable(hand, step))).toEqual(clickable);
  });
});

describe('editorProgress: properties', () => {
  /**
   * The highest level left after clearing: the edited step, except that an auction-only hand
   * has no play to clear after step 1 and keeps its mode and summary.
   */
  function boundAfterClearing(hand: HandJSON, step: 0 | 1): number {
    return step === 1 && hand.auctionOnly ? 3 : step;
  }

  it('clearing the steps after an edited step never raises progress, and lowers it to that step', () => {
    fc.assert(
      fc.property(randomHand, fc.constantFrom(...Object.values(CLEARING_EDITS)), (hand, step) => {
        const cleared = editorProgress(clearLaterSteps(hand, step));
        expect(cleared).toBeLessThanOrEqual(editorProgress(hand));
        expect(cleared).toBeLessThanOrEqual(boundAfterClearing(hand, step));
      }),
      { numRuns: 300 },
    );
  });

  // Shrunk by fast-check: clearing after step 1 leaves an auction-only hand auction-only (a mode,
  // not data of a later step), so at level 2 ("there is play, or auction-only") or 3 with its
  // summary; a contract edit there needs no confirmation anyway.
  it.each([
    ['', 2],
    ['Think first.', 3],
  ])(
    'regression: an auction-only passed-out hand with summary %j keeps level %i after step 1',
    (summary, level) => {
      const hand: HandJSON = {
        ...NO_CONTRACT,
        auction: callsOf('Pass Pass Pass Pass'),
        summary,
        auctionOnly: true,
      };
      expect(editorProgress(clearLaterSteps(hand, CLEARING_EDITS.contract))).toBe(level);
      expect(editorProgress(clearLaterSteps(hand, CLEARING_EDITS.deal))).toBe(0);
    },
  );
});
