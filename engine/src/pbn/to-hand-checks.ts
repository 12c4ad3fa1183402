/**
 * Where a PBN game's own tags disagree with what the engine derives (issue 2 §2.8): a Contract
 * or Declarer that the complete auction does not produce, a Result that the complete play does
 * not give. Each disagreement is reported on the tag; the engine's answer is the one kept.
 */
import { type Seat, sideOf } from '../cards.js';
import type { TrickCounts } from '../hand/types.js';
import type { PbnGame, PbnProblem, PbnTag } from './model.js';
import { parseContractTag, parseDeclarerTag, parseResultTag } from './tag-values.js';
import type { AuctionConversion } from './to-hand-auction.js';
import { conversionProblem } from './to-hand-problems.js';
import { formatContract } from './writer-values.js';

function findTag(game: PbnGame, name: string): PbnTag | undefined {
  return game.tags.find((tag) => tag.name === name);
}

/** Checks the Contract and Declarer tags against what a complete auction produced. */
export function checkAuctionTags(
  game: PbnGame,
  auction: AuctionConversion,
  problems: PbnProblem[],
): void {
  const { outcome } = auction;
  if (outcome.kind !== 'contract' && outcome.kind !== 'passedOut') return;
  const derivedContract = outcome.kind === 'contract' ? formatContract(outcome.contract) : 'Pass';
  const contractTag = findTag(game, 'Contract');
  const contract = contractTag === undefined ? undefined : parseContractTag(contractTag.value);
  if (contractTag !== undefined && contract?.ok) {
    const tagged =
      contract.value.kind === 'contract'
        ? formatContract(contract.value.contract)
        : contract.value.kind === 'passedOut'
          ? 'Pass'
          : contract.value.denomination;
    if (tagged !== derivedContract) {
      problems.push(
        conversionProblem(
          'CONTRACT_MISMATCH',
          `Contract "${contractTag.value}", but the auction gives ${derivedContract}`,
          contractTag,
        ),
      );
    }
  }
  const declarerTag = findTag(game, 'Declarer');
  const declarer = declarerTag === undefined ? undefined : parseDeclarerTag(declarerTag.value);
  if (declarerTag === undefined || !declarer?.ok) return;
  const derivedDeclarer = outcome.kind === 'contract' ? outcome.declarer : '';
  if (declarer.value.kind === 'seat' && declarer.value.swapped) {
    problems.push(
      conversionProblem(
        'DECLARER_SWAPPED',
        `Declarer "${declarerTag.value}": declarer and dummy were swapped; the auction's declarer ${derivedDeclarer} is kept`,
        declarerTag,
      ),
    );
    return;
  }
  const tagged = declarer.value.kind === 'seat' ? declarer.value.seat : '';
  if (tagged !== derivedDeclarer) {
    problems.push(
      conversionProblem(
        'DECLARER_MISMATCH',
        `Declarer "${declarerTag.value}", but the auction gives ${derivedDeclarer === '' ? 'no declarer (passed out)' : derivedDeclarer}`,
        declarerTag,
      ),
    );
  }
}

/** Checks the Result tag against the tricks of a complete play. */
export function checkResult(
  game: PbnGame,
  declarer: Seat,
  counts: TrickCounts,
  problems: PbnProblem[],
): void {
  const tag = findTag(game, 'Result');
  const result = tag === undefined ? undefined : parseResultTag(tag.value);
  if (tag === undefined || !result?.ok || result.value.kind === 'passedOut') return;
  if (result.value.disputed) {
    problems.push(
      conversionProblem(
        'RESULT_DISPUTED',
        `Result "${tag.value}": the agreed tricks differ from those won (NS ${counts.northSouth}, EW ${counts.eastWest})`,
        tag,
      ),
    );
    return;
  }
  const declarerTricks = sideOf(declarer) === 'NS' ? counts.northSouth : counts.eastWest;
  const agrees =
    result.value.kind === 'declarer'
      ? result.value.tricks === declarerTricks
      : (result.value.northSouth ?? counts.northSouth) === counts.northSouth &&
        (result.value.eastWest ?? counts.eastWest) === counts.eastWest;
  if (!agrees) {
    problems.push(
      conversionProblem(
        'RESULT_MISMATCH',
        `Result "${tag.value}", but the play gives declarer ${declarer} ${declarerTricks} tricks`,
        tag,
      ),
    );
  }
}
