/**
 * Reading the contract, declarer and dummy of an untrusted handJSON. They follow from the auction
 * (hands.md §4 "Auction builder": "The declarer is the first of the declaring partnership to have
 * named the denomination; dummy is declarer's partner; the contract follows from the last bid"),
 * except in play-only mode, where "contract, risk and declarer are chosen manually".
 */
import { auctionOutcome } from '../auction/completion.js';
import { isDenomination, isLevel, RISKS, type Risk } from '../calls.js';
import { partnerOf, type Seat } from '../cards.js';
import { ok } from '../result.js';
import { type HandResult, handError } from './errors.js';
import { describeValue, isAbsent, readRecord, readSeat } from './fields.js';
import type { Contract, HandCall } from './types.js';

/** The contract with its declarer and dummy; all absent until there is a contract. */
export interface ContractFields {
  contract?: Contract;
  declarer?: Seat;
  dummy?: Seat;
}

function isRisk(value: unknown): value is Risk {
  return typeof value === 'string' && (RISKS as readonly string[]).includes(value);
}

function readContract(value: unknown): HandResult<Contract | undefined> {
  if (isAbsent(value)) return ok(undefined);
  const item = readRecord(value, 'contract', 'the contract');
  if (!item.ok) return item;
  const { level, denomination, risk, value: code } = item.value;
  if (isAbsent(level)) return handError('MISSING_FIELD', 'contract.level', 'a level is required');
  if (!isLevel(level)) {
    return handError('INVALID_CONTRACT', 'contract.level', `${describeValue(level)} is not 1-7`);
  }
  if (isAbsent(denomination)) {
    return handError('MISSING_FIELD', 'contract.denomination', 'a denomination is required');
  }
  if (!isDenomination(denomination)) {
    return handError(
      'INVALID_CONTRACT',
      'contract.denomination',
      `${describeValue(denomination)} is not NT, S, H, D or C`,
    );
  }
  const chosenRisk = isAbsent(risk) ? '' : risk;
  if (!isRisk(chosenRisk)) {
    return handError(
      'INVALID_CONTRACT',
      'contract.risk',
      `${describeValue(risk)} is not '', X or XX`,
    );
  }
  const expected = `${level}${denomination}` as const;
  if (!isAbsent(code) && code !== expected) {
    return handError(
      'INVALID_CONTRACT',
      'contract.value',
      `${describeValue(code)} does not match level ${level} and denomination ${denomination}`,
    );
  }
  return ok({ level, denomination, risk: chosenRisk, value: expected });
}

function sameContract(a: Contract, b: Contract): boolean {
  return a.level === b.level && a.denomination === b.denomination && a.risk === b.risk;
}

/** Play-only: the contract and declarer as chosen, dummy as declarer's partner. */
function chosenContract(
  contract: Contract | undefined,
  declarer: Seat | undefined,
  dummy: Seat | undefined,
): HandResult<ContractFields> {
  const partner = declarer && partnerOf(declarer);
  if (dummy !== undefined && dummy !== partner) {
    const detail = declarer
      ? `dummy is declarer ${declarer}'s partner ${partner}, not ${dummy}`
      : 'dummy needs a declarer';
    return handError('DUMMY_MISMATCH', 'dummy', detail);
  }
  return ok({
    ...(contract && { contract }),
    ...(declarer && { declarer }),
    ...(partner && { dummy: partner }),
  });
}

/**
 * The contract, declarer and dummy: in play-only mode as chosen (dummy is declarer's partner),
 * otherwise as the auction produced them. Given values must agree; absent ones are filled in.
 *
 * @example
 * normaliseContract({}, 'N', auction, false)
 * // { ok: true, value: { contract: { level: 4, denomination: 'S', risk: '', value: '4S' },
 * //                      declarer: 'N', dummy: 'S' } }
 */
export function normaliseContract(
  input: Readonly<Record<string, unknown>>,
  dealer: Seat,
  auction: readonly HandCall[],
  playOnly: boolean,
): HandResult<ContractFields> {
  const contract = readContract(input.contract);
  if (!contract.ok) return contract;
  const declarer = isAbsent(input.declarer) ? ok(undefined) : readSeat(input.declarer, 'declarer');
  if (!declarer.ok) return declarer;
  const dummy = isAbsent(input.dummy) ? ok(undefined) : readSeat(input.dummy, 'dummy');
  if (!dummy.ok) return dummy;
  if (playOnly) return chosenContract(contract.value, declarer.value, dummy.value);

  const outcome = auctionOutcome(
    dealer,
    auction.map((call) => call.value),
  );
  if (outcome.kind !== 'contract') {
    const why =
      outcome.kind === 'passedOut' ? 'the auction was passed out' : 'the auction is not complete';
    if (contract.value) return handError('CONTRACT_MISMATCH', 'contract', `no contract: ${why}`);
    if (declarer.value) return handError('DECLARER_MISMATCH', 'declarer', `no declarer: ${why}`);
    if (dummy.value) return handError('DUMMY_MISMATCH', 'dummy', `no dummy: ${why}`);
    return ok({});
  }
  if (contract.value && !sameContract(contract.value, outcome.contract)) {
    const given = `${contract.value.value}${contract.value.risk}`;
    return handError(
      'CONTRACT_MISMATCH',
      'contract',
      `${given} is not the auction's contract ${outcome.contract.value}${outcome.contract.risk}`,
    );
  }
  if (declarer.value && declarer.value !== outcome.declarer) {
    return handError(
      'DECLARER_MISMATCH',
      'declarer',
      `${declarer.value} is not the auction's declarer ${outcome.declarer}`,
    );
  }
  if (dummy.value && dummy.value !== outcome.dummy) {
    return handError(
      'DUMMY_MISMATCH',
      'dummy',
      `${dummy.value} is not the auction's dummy ${outcome.dummy}`,
    );
  }
  return ok({ contract: outcome.contract, declarer: outcome.declarer, dummy: outcome.dummy });
}
