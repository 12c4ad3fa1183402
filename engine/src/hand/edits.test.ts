import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyHand } from './defaults.js';
import {
  CLEARING_EDITS,
  type ClearingEdit,
  clearLaterSteps,
  editNeedsConfirmation,
} from './edits.js';
import { callsOf, DEAL, handWith, randomHand } from './hand.testkit.js';
import { setPlayOnly } from './modes.js';
import { normaliseHand } from './normalise.js';
import type { HandJSON } from './types.js';

const DEALT: HandJSON = { ...emptyHand(), deal: DEAL };
const WRITTEN: HandJSON = { ...DEALT, auctionIntro: 'x', playIntro: 'y', summary: 'z' };
const STARTED_AUCTION: HandJSON = { ...DEALT, auction: callsOf('1C') };
const CONTRACT = handWith(0);
const PLAYED = handWith(5);
const PLAY_ONLY = setPlayOnly(DEALT, true);

describe('editNeedsConfirmation: "Changing the deal, dealer or viewpoint at step 0, or the contract at step 1 (when not auction-only), after later steps exist opens a confirmation dialog"', () => {
  it.each([
    ['nothing yet', emptyHand(), { deal: false, dealer: false, viewpoint: false, contract: false }],
    ['only the deal', DEALT, { deal: false, dealer: false, viewpoint: false, contract: false }],
    [
      'texts are not cleared, so they need no confirmation',
      WRITTEN,
      { deal: false, dealer: false, viewpoint: false, contract: false },
    ],
    [
      'an auction begun',
      STARTED_AUCTION,
      { deal: true, dealer: true, viewpoint: true, contract: false },
    ],
    [
      'a play-only contract',
      PLAY_ONLY,
      { deal: true, dealer: true, viewpoint: true, contract: false },
    ],
    [
      'a contract, no play',
      CONTRACT,
      { deal: true, dealer: true, viewpoint: true, contract: false },
    ],
    ['a contract and play', PLAYED, { deal: true, dealer: true, viewpoint: true, contract: true }],
    [
      'play on an auction-only hand',
      { ...PLAYED, auctionOnly: true },
      { deal: true, dealer: true, viewpoint: true, contract: false },
    ],
  ] as [string, HandJSON, Record<ClearingEdit, boolean>][])('%s: %j', (_what, hand, expected) => {
    const edits = Object.keys(CLEARING_EDITS) as ClearingEdit[];
    expect(
      Object.fromEntries(edits.map((edit) => [edit, editNeedsConfirmation(hand, edit)])),
    ).toEqual(expected);
  });
});

describe('clearLaterSteps: "Confirming wipes the auction and contract, and also the play and tricks"', () => {
  it('after an edit at step 0 (deal, dealer, viewpoint): auction, contract, declarer, dummy, play and tricks', () => {
    const cleared = clearLaterSteps(PLAYED, CLEARING_EDITS.dealer);
    const { contract: _c, declarer: _d, dummy: _m, ...rest } = PLAYED;
    expect(cleared).toEqual({
      ...rest,
      auction: [],
      play: [],
      tricks: { northSouth: 0, eastWest: 0 },
    });
    expect('contract' in cleared || 'declarer' in cleared || 'dummy' in cleared).toBe(false);
  });

  it('after a contract edit at step 1: the play and tricks, keeping the auction being edited', () => {
    expect(clearLaterSteps(PLAYED, CLEARING_EDITS.contract)).toEqual({
      ...PLAYED,
      play: [],
      tricks: { northSouth: 0, eastWest: 0 },
    });
  });

  it('keeps the introductions, summary, modes, deal and settings', () => {
    const cleared = clearLaterSteps({ ...PLAYED, viewpoint: 'E', vulnerable: 'EW' }, 0);
    expect(cleared).toMatchObject({
      deal: DEAL,
      viewpoint: 'E',
      vulnerable: 'EW',
      auctionIntro: PLAYED.auctionIntro,
      playIntro: PLAYED.playIntro,
      summary: PLAYED.summary,
      playOnly: false,
      auctionOnly: false,
    });
  });

  it('does not change the hand it is given', () => {
    const before = structuredClone(PLAYED);
    clearLaterSteps(PLAYED, 0);
    clearLaterSteps(PLAYED, 1);
    expect(PLAYED).toEqual(before);
  });

  it('leaves a valid hand valid, with nothing left that would need confirming again', () => {
    fc.assert(
      fc.property(randomHand, fc.constantFrom(0 as const, 1 as const), (hand, step) => {
        const cleared = clearLaterSteps(hand, step);
        expect(normaliseHand(cleared)).toEqual({ ok: true, value: cleared });
        const edits = (Object.keys(CLEARING_EDITS) as ClearingEdit[]).filter(
          (edit) => CLEARING_EDITS[edit] >= step,
        );
        for (const edit of edits) expect(editNeedsConfirmation(cleared, edit)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
