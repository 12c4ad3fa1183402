/**
 * Reading an untrusted handJSON, from the API, an upload or the editor, into its normal form
 * (hands.md §3 "handJSON", §5 "Validation rules", §9 "Defaults").
 *
 * - Absent (or `null`) fields take their defaults: viewpoint S, dealer N, vulnerability None,
 *   empty texts, `playOnly` and `auctionOnly` false, empty deal, auction and play.
 * - Codes are read leniently where the spec allows it (directions `n e s w`, ranks `1`-`10`,
 *   vulnerability `All`) and written canonically (`N`, `A`, `T`, `Both`).
 * - Everything derivable is derived. Bids' level and denomination, the contract, declarer and
 *   dummy (from the auction unless play-only), and the seat of a call or card play carry meaning:
 *   when given they must agree, and a disagreement is reported. The play's bookkeeping, each
 *   card's step, value and winner and the hand's trick counts, is recomputed and never read.
 * - Fields the handJSON does not define are dropped.
 * - The first problem found, in field order, is reported with its path.
 */

import { ok } from '../result.js';
import { HAND_DEFAULTS } from './defaults.js';
import { type HandResult, handError } from './errors.js';
import { describeValue, isAbsent, readFlag, readRecord, readSeat, readText } from './fields.js';
import { normaliseAuction } from './normalise-auction.js';
import { normaliseContract } from './normalise-contract.js';
import { normaliseDeal } from './normalise-deal.js';
import { normalisePlay } from './normalise-play.js';
import { HAND_VERSION, type HandJSON, VULNERABILITIES, type Vulnerability } from './types.js';

function readVulnerability(value: unknown): HandResult<Vulnerability> {
  if (isAbsent(value)) return ok(HAND_DEFAULTS.vulnerable);
  // hands.md §3: "the value All is also accepted as equal to Both; any other value is an error".
  if (value === 'All') return ok('Both');
  if (typeof value === 'string' && (VULNERABILITIES as readonly string[]).includes(value)) {
    return ok(value as Vulnerability);
  }
  return handError(
    'UNKNOWN_VULNERABILITY',
    'vulnerable',
    `${describeValue(value)} is not None, NS, EW or Both`,
  );
}

function readVersion(value: unknown): HandResult<typeof HAND_VERSION | undefined> {
  if (isAbsent(value)) return ok(undefined);
  if (value === HAND_VERSION) return ok(HAND_VERSION);
  return handError(
    'UNSUPPORTED_VERSION',
    'version',
    `${describeValue(value)} is not ${HAND_VERSION}`,
  );
}

/**
 * Validates an untrusted handJSON and returns its normal form, or the first problem with its
 * stable code and the path of the field.
 *
 * @example
 * normaliseHand({ vulnerable: 'All', deal: [] })
 * // { ok: true, value: { deal: [], dealer: 'N', vulnerable: 'Both', viewpoint: 'S', auction: [],
 * //   auctionIntro: '', playIntro: '', summary: '', playOnly: false, auctionOnly: false,
 * //   play: [], tricks: { northSouth: 0, eastWest: 0 } } }
 * normaliseHand({ auction: [{ seat: 'N', value: '1Z' }] })
 * // { ok: false, error: { code: 'UNSUPPORTED_CALL', path: 'auction[0].value',
 * //   message: "auction[0].value: '1Z' is not a call" } }
 */
export function normaliseHand(input: unknown): HandResult<HandJSON> {
  const hand = readRecord(input, '', 'A hand');
  if (!hand.ok) return hand;
  const fields = hand.value;
  const deal = normaliseDeal(fields.deal);
  if (!deal.ok) return deal;
  const dealer = readSeat(fields.dealer, 'dealer', HAND_DEFAULTS.dealer);
  if (!dealer.ok) return dealer;
  const vulnerable = readVulnerability(fields.vulnerable);
  if (!vulnerable.ok) return vulnerable;
  const viewpoint = readSeat(fields.viewpoint, 'viewpoint', HAND_DEFAULTS.viewpoint);
  if (!viewpoint.ok) return viewpoint;
  const auctionIntro = readText(fields.auctionIntro, 'auctionIntro');
  if (!auctionIntro.ok) return auctionIntro;
  const playIntro = readText(fields.playIntro, 'playIntro');
  if (!playIntro.ok) return playIntro;
  const summary = readText(fields.summary, 'summary');
  if (!summary.ok) return summary;
  const playOnly = readFlag(fields.playOnly, 'playOnly');
  if (!playOnly.ok) return playOnly;
  const auctionOnly = readFlag(fields.auctionOnly, 'auctionOnly');
  if (!auctionOnly.ok) return auctionOnly;
  if (playOnly.value && auctionOnly.value) {
    return handError(
      'CONFLICTING_MODES',
      'auctionOnly',
      'a hand cannot be both play-only and auction-only',
    );
  }
  const version = readVersion(fields.version);
  if (!version.ok) return version;
  const auction = normaliseAuction(fields.auction, dealer.value, viewpoint.value);
  if (!auction.ok) return auction;
  const contract = normaliseContract(fields, dealer.value, auction.value, playOnly.value);
  if (!contract.ok) return contract;
  const { declarer } = contract.value;
  const denomination = contract.value.contract?.denomination;
  const play = normalisePlay(
    fields.play,
    deal.value,
    declarer && denomination ? { declarer, denomination, viewpoint: viewpoint.value } : undefined,
  );
  if (!play.ok) return play;
  return ok({
    deal: deal.value,
    dealer: dealer.value,
    vulnerable: vulnerable.value,
    viewpoint: viewpoint.value,
    auction: auction.value,
    auctionIntro: auctionIntro.value,
    playIntro: playIntro.value,
    summary: summary.value,
    ...contract.value,
    playOnly: playOnly.value,
    auctionOnly: auctionOnly.value,
    play: play.value.play,
    tricks: play.value.tricks,
    ...(version.value && { version: version.value }),
  });
}

/**
 * Reads a serialised handJSON (the UpsertHand payload carries it as text, hands.md §7) and
 * normalises it.
 *
 * @example
 * parseHand('{"dealer":"E"}') // { ok: true, value: { …, dealer: 'E', … } }
 * parseHand('{') // { ok: false, error: { code: 'INVALID_JSON', path: '', … } }
 */
export function parseHand(text: string): HandResult<HandJSON> {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    // Malformed JSON is an expected failure of untrusted input, reported as a value.
    const reason = error instanceof Error ? error.message : String(error);
    return handError('INVALID_JSON', '', `The hand is not valid JSON: ${reason}`);
  }
  return normaliseHand(input);
}
