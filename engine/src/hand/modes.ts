/**
 * The play-only and auction-only modes (hands.md §2 "a 'Play only' switch … and, in play-only
 * mode, a contract, risk and declarer selector", "an 'Auction only' switch"; §4 "Play-only mode:
 * contract, risk and declarer are chosen manually. Toggling it derives the contract from an
 * existing auction, otherwise it defaults to 1D").
 *
 * The two modes exclude each other (a hand with neither auction nor play teaches nothing), so
 * switching one on switches the other off. The auction is kept in play-only mode, so switching
 * back restores its contract. A switch that changes the contract of a hand with play is a
 * `contract` edit: ask `editNeedsConfirmation(hand, 'contract')` first.
 */
import { auctionOutcome } from '../auction/completion.js';
import type { Denomination, Level, Risk } from '../calls.js';
import { partnerOf, type Seat } from '../cards.js';
import { DEFAULT_PLAY_ONLY_CONTRACT } from './defaults.js';
import type { HandJSON } from './types.js';

/** The hand with contract, declarer and dummy as its auction produced them, or none. */
function withAuctionContract(hand: HandJSON): HandJSON {
  const { contract: _contract, declarer: _declarer, dummy: _dummy, ...rest } = hand;
  const outcome = auctionOutcome(
    hand.dealer,
    hand.auction.map((call) => call.value),
  );
  if (outcome.kind !== 'contract') return rest;
  return { ...rest, contract: outcome.contract, declarer: outcome.declarer, dummy: outcome.dummy };
}

/**
 * Switches play-only mode. On: the contract, declarer and dummy come from a complete auction,
 * otherwise the contract is 1D with no risk and declarer is left for the author to choose (a
 * declarer already chosen is kept). Off: they come from the auction again.
 *
 * @example
 * setPlayOnly(emptyHand(), true).contract // { level: 1, denomination: 'D', risk: '', value: '1D' }
 */
export function setPlayOnly(hand: HandJSON, on: boolean): HandJSON {
  if (!on) return withAuctionContract({ ...hand, playOnly: false });
  const fromAuction = withAuctionContract(hand);
  const base = { ...hand, playOnly: true, auctionOnly: false };
  if (fromAuction.contract) {
    return {
      ...base,
      contract: fromAuction.contract,
      declarer: fromAuction.declarer,
      dummy: fromAuction.dummy,
    };
  }
  return { ...base, contract: hand.contract ?? { ...DEFAULT_PLAY_ONLY_CONTRACT } };
}

/**
 * Switches auction-only mode (the play step's switch, or the choice 'Auction Only' in the dialog
 * 'Dummy is the same seat as the viewpoint'). The play is kept, unused, so switching back
 * restores it. Switching it on ends play-only mode.
 */
export function setAuctionOnly(hand: HandJSON, on: boolean): HandJSON {
  if (on && hand.playOnly) return { ...setPlayOnly(hand, false), auctionOnly: true };
  return { ...hand, auctionOnly: on };
}

function assertPlayOnly(hand: HandJSON, what: string): void {
  if (!hand.playOnly) {
    throw new Error(`${what} is chosen by hand only in play-only mode; the auction sets it`);
  }
}

/**
 * Chooses the contract of a play-only hand.
 *
 * @example
 * setPlayOnlyContract(hand, 4, 'S', 'X').contract // { level: 4, denomination: 'S', risk: 'X', value: '4S' }
 */
export function setPlayOnlyContract(
  hand: HandJSON,
  level: Level,
  denomination: Denomination,
  risk: Risk,
): HandJSON {
  assertPlayOnly(hand, 'The contract');
  return { ...hand, contract: { level, denomination, risk, value: `${level}${denomination}` } };
}

/**
 * Chooses the declarer of a play-only hand; dummy is declarer's partner.
 *
 * @example
 * setPlayOnlyDeclarer(hand, 'E') // declarer 'E', dummy 'W'
 */
export function setPlayOnlyDeclarer(hand: HandJSON, declarer: Seat): HandJSON {
  assertPlayOnly(hand, 'The declarer');
  return { ...hand, declarer, dummy: partnerOf(declarer) };
}
