import { describe, expect, it } from 'vitest';
import { emptyHand } from './defaults.js';
import { callsOf, DEAL, handWith } from './hand.testkit.js';
import {
  canLeaveAuctionStep,
  canLeaveDealStep,
  canLeavePlayStep,
  canLeaveStep,
  canLeaveSummaryStep,
  canPreview,
  dummyIsViewpoint,
  EDITOR_STEPS,
  isBlank,
  isHandComplete,
  showsTrickPreview,
} from './steps.js';
import type { HandJSON } from './types.js';

const BIDDING = handWith(0);
const { contract: _c, declarer: _d, dummy: _m, ...NO_CONTRACT } = BIDDING;
const PASSED_OUT: HandJSON = { ...NO_CONTRACT, auction: callsOf('Pass Pass Pass Pass') };
const INCOMPLETE: HandJSON = { ...NO_CONTRACT, auction: BIDDING.auction.slice(0, 6) };
const PLAY_ONLY: HandJSON = {
  ...NO_CONTRACT,
  auction: [],
  auctionIntro: '',
  playOnly: true,
  contract: { level: 1, denomination: 'D', risk: '', value: '1D' },
  declarer: 'S',
  dummy: 'N',
};

describe('isBlank: "Introduction and summary inputs are flagged invalid when blank (whitespace ignored)"', () => {
  it.each([
    ['', true],
    [' ', true],
    ['\n\t \u00a0', true],
    [undefined, true],
    ['x', false],
    ['  Count your tricks.  ', false],
  ])('%j: %s', (text, blank) => {
    expect(isBlank(text)).toBe(blank);
  });
});

describe('canLeaveDealStep: "Next is disabled until the deal has exactly 52 cards"', () => {
  it.each([
    ['no cards', emptyHand(), false],
    ['51 cards', { ...emptyHand(), deal: DEAL.slice(1) }, false],
    ['52 cards', { ...emptyHand(), deal: DEAL }, true],
  ])('%s: %s', (_what, hand, enabled) => {
    expect(canLeaveDealStep(hand)).toBe(enabled);
  });
});

describe('canLeaveAuctionStep: "Next is enabled when (not play-only, the auction is complete, the hand is auction-only or dummy is not the viewpoint, and the auction introduction is non-blank) or (play-only with level, denomination and declarer set and dummy not the viewpoint)"', () => {
  it.each([
    ['complete, dummy N, viewpoint S, introduction written', BIDDING, true],
    ['the auction is not complete', INCOMPLETE, false],
    ['the auction introduction is blank', { ...BIDDING, auctionIntro: ' \n' }, false],
    ['dummy is the viewpoint', { ...BIDDING, viewpoint: 'N' }, false],
    [
      'dummy is the viewpoint, but the hand is auction-only',
      { ...BIDDING, viewpoint: 'N', auctionOnly: true },
      true,
    ],
    ['passed out: there is no dummy', PASSED_OUT, true],
    ['passed out with a blank introduction', { ...PASSED_OUT, auctionIntro: '' }, false],
    ['play-only with 1D by South, viewpoint South', PLAY_ONLY, true],
    [
      'play-only without a declarer',
      { ...PLAY_ONLY, declarer: undefined, dummy: undefined },
      false,
    ],
    ['play-only without a contract', { ...PLAY_ONLY, contract: undefined }, false],
    ['play-only where dummy is the viewpoint', { ...PLAY_ONLY, declarer: 'N', dummy: 'S' }, false],
    [
      'play-only, dummy the viewpoint even when auction-only were set',
      { ...PLAY_ONLY, declarer: 'N', dummy: 'S', auctionOnly: true },
      false,
    ],
    [
      'play-only needs no introduction nor a complete auction',
      { ...PLAY_ONLY, auction: callsOf('1C') },
      true,
    ],
  ] as [string, HandJSON, boolean][])('%s: %s', (_what, hand, enabled) => {
    expect(canLeaveAuctionStep(hand)).toBe(enabled);
  });
});

describe('canLeavePlayStep: "Next is enabled with 13 tricks played and a non-empty play introduction, or with auction-only"', () => {
  it.each([
    ['13 tricks and an introduction', handWith(52), true],
    ['12 tricks', handWith(48), false],
    ['51 cards', handWith(51), false],
    ['13 tricks, blank introduction', handWith(52, { playIntro: '  ' }), false],
    ['auction-only without play', { ...BIDDING, auctionOnly: true, playIntro: '' }, true],
    ['nothing played', BIDDING, false],
  ] as [string, HandJSON, boolean][])('%s: %s', (_what, hand, enabled) => {
    expect(canLeavePlayStep(hand)).toBe(enabled);
  });
});

describe('canLeaveSummaryStep: "Summary step: enabled only with a non-empty summary"', () => {
  it.each([
    ['Count your tricks.', true],
    ['', false],
    [' \n ', false],
  ])('%j: %s', (summary, enabled) => {
    expect(canLeaveSummaryStep({ ...handWith(52), summary })).toBe(enabled);
  });
});

describe('canLeaveStep applies the rule of each step', () => {
  const hands = [
    emptyHand(),
    BIDDING,
    INCOMPLETE,
    PLAY_ONLY,
    handWith(52),
    handWith(52, { summary: '' }),
  ];
  const rules = {
    deal: canLeaveDealStep,
    auction: canLeaveAuctionStep,
    play: canLeavePlayStep,
    summary: canLeaveSummaryStep,
  };
  it.each(EDITOR_STEPS)('%s', (step) => {
    for (const hand of hands) expect(canLeaveStep(hand, step)).toBe(rules[step](hand));
  });
});

describe('isHandComplete: every step can be left, as sending for approval needs', () => {
  it.each([
    ['13 tricks with every text', handWith(52), true],
    ['auction-only with a summary', { ...handWith(0), auctionOnly: true }, true],
    ['no summary', handWith(52, { summary: '' }), false],
    ['12 tricks', handWith(48), false],
    ['no play introduction', handWith(52, { playIntro: ' ' }), false],
    ['an unfinished auction', INCOMPLETE, false],
    ['nothing yet', emptyHand(), false],
  ])('%s', (_name, hand, complete) => {
    expect(isHandComplete(hand as HandJSON)).toBe(complete);
  });
});

describe('canPreview: "Preview needs 13 plays or auction-only"; showsTrickPreview: "The per-trick preview shows only with 13 plays"', () => {
  it.each([
    ['13 tricks', handWith(52), true, true],
    ['13 tricks, blank play introduction', handWith(52, { playIntro: '' }), true, true],
    ['12 tricks', handWith(48), false, false],
    ['auction-only', { ...BIDDING, auctionOnly: true }, true, false],
    ['nothing yet', emptyHand(), false, false],
  ] as [string, HandJSON, boolean, boolean][])(
    '%s: preview %s, per-trick preview %s',
    (_what, hand, preview, perTrick) => {
      expect(canPreview(hand)).toBe(preview);
      expect(showsTrickPreview(hand)).toBe(perTrick);
    },
  );
});

describe('dummyIsViewpoint: "If the auction completes and dummy equals the viewpoint seat, a dialog \'Dummy is the same seat as the viewpoint\'"', () => {
  it.each([
    ['dummy North, viewpoint North', { ...BIDDING, viewpoint: 'N' }, true],
    ['dummy North, viewpoint South', BIDDING, false],
    ['dummy North, viewpoint East', { ...BIDDING, viewpoint: 'E' }, false],
    ['the auction is not complete', { ...INCOMPLETE, viewpoint: 'N' }, false],
    ['passed out', { ...PASSED_OUT, viewpoint: 'N' }, false],
    [
      "already auction-only, the dialog's own way out",
      { ...BIDDING, viewpoint: 'N', auctionOnly: true },
      false,
    ],
    [
      'play-only: the auction does not decide',
      { ...PLAY_ONLY, auction: BIDDING.auction, viewpoint: 'N', declarer: 'E', dummy: 'W' },
      false,
    ],
  ] as [string, HandJSON, boolean][])('%s: %s', (_what, hand, opens) => {
    expect(dummyIsViewpoint(hand)).toBe(opens);
  });
});
