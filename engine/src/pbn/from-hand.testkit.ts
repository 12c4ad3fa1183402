/**
 * Test helpers: random hands for the PBN round-trip properties, built with the engine's own
 * modules (a seeded random deal, legal calls from legalCalls, playable cards from
 * playableCards), with comments placed as the commentary rule can carry them. Not part of the
 * build.
 */
import fc from 'fast-check';
import { auctionOutcome, isAuctionComplete } from '../auction/completion.js';
import { legalCalls } from '../auction/legality.js';
import { seatToCall } from '../auction/turn.js';
import { type CallValue, parseCall } from '../calls.js';
import { cardCode, SEATS } from '../cards.js';
import { randomDeal } from '../deal/random.js';
import { emptyHand } from '../hand/defaults.js';
import type { CardPlay, Comments, HandCall, HandJSON, Trick } from '../hand/types.js';
import { HAND_VERSION } from '../hand/types.js';
import { playableCards } from '../play/following.js';
import { playCard, startPlay } from '../play/state.js';
import { createRng } from '../random/rng.js';

/**
 * Comment text a PBN brace comment carries unchanged: no `}` (it would end the comment), no tabs
 * or CRs (export has none), trimmed, and not starting with a label of the commentary rule. It
 * may hold what a PBN reader must not take for syntax: `[Tags "x"]`, `{`, `;`, `%` at a line's
 * start, blank lines, quotes and backslashes, Latin-1 letters, and the comment notation for
 * cards and suits (`SK`, `/S`), which goes to PBN's `\S` and back (suit-escapes.ts).
 */
export const commentText: fc.Arbitrary<string> = fc
  .array(
    fc.constantFrom(
      'Lead the SK.',
      'Shape /S = 5',
      'C:\\temp',
      'é',
      ' ',
      '\n',
      '\n\n',
      '\n%',
      '[Event "x"]',
      '{',
      ';',
      '"',
      '*',
      '=1=',
      '$3',
      '1NT',
      'AP',
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((pieces) => pieces.join('').trim())
  .filter((text) => text !== '' && !/^(pre|hint|summary):/i.test(text));

const optionalText = fc.option(commentText, { nil: undefined });

const comments: fc.Arbitrary<Comments | undefined> = fc
  .record({ pre: optionalText, post: optionalText, hint: optionalText })
  .map((fields) => {
    const present = Object.fromEntries(
      Object.entries(fields).filter(([, text]) => text !== undefined),
    ) as Comments;
    return Object.keys(present).length > 0 ? present : undefined;
  });

function withComments<T extends { comments?: Comments }>(item: T, added: Comments | undefined): T {
  return added === undefined ? item : { ...item, comments: added };
}

/**
 * A hand as the PBN conversion reads it back: a random deal (sometimes partial), a random legal
 * auction (sometimes unfinished, sometimes with a contract set by hand as in play-only mode),
 * part or all of a legal play, comments on some calls and cards, and the modes and viewpoint
 * the conversion derives (hands.md §3, docs/pbn-conversion.md).
 */
export const pbnHand: fc.Arbitrary<HandJSON> = fc
  .record({
    seed: fc.string(),
    dealtCards: fc.oneof(fc.constant(52), fc.nat({ max: 52 })),
    dealer: fc.constantFrom(...SEATS),
    viewpoint: fc.constantFrom(...SEATS),
    vulnerable: fc.constantFrom('None', 'NS', 'EW', 'Both') as fc.Arbitrary<HandJSON['vulnerable']>,
    callChoices: fc.array(fc.nat(), { maxLength: 24 }),
    finishAuction: fc.boolean(),
    playChoices: fc.array(fc.nat(), { maxLength: 52 }),
    cards: fc.oneof(fc.constant(52), fc.nat({ max: 52 })),
    auctionOnly: fc.boolean(),
    auctionIntro: fc.option(commentText, { nil: '' }),
    playIntro: fc.option(commentText, { nil: '' }),
    summary: fc.option(commentText, { nil: '' }),
    callComments: fc.array(comments, { maxLength: 24 }),
    cardComments: fc.array(comments, { maxLength: 52 }),
  })
  .map((drawn): HandJSON => {
    const deal = randomDeal(createRng(drawn.seed)).slice(0, drawn.dealtCards);
    const values: CallValue[] = [];
    for (const choice of drawn.callChoices) {
      const legal = legalCalls(drawn.dealer, values);
      // Passes twice as often as any one bid, so auctions end at every level.
      const call = choice % 3 === 0 ? 'Pass' : legal[choice % legal.length];
      if (call === undefined || legal.length === 0) break;
      values.push(call);
    }
    while (drawn.finishAuction && !isAuctionComplete(values)) values.push('Pass');
    const auction = values.map((value, index): HandCall => {
      const call = parseCall(value);
      const seat = seatToCall(drawn.dealer, index);
      const handCall: HandCall =
        call.ok && call.value.type === 'bid'
          ? { seat, value, level: call.value.level, denomination: call.value.denomination }
          : { seat, value };
      return withComments(handCall, drawn.callComments[index]);
    });
    const base: HandJSON = {
      ...emptyHand(),
      deal,
      dealer: drawn.dealer,
      vulnerable: drawn.vulnerable,
      viewpoint: drawn.viewpoint,
      auction,
      auctionIntro: drawn.auctionIntro,
      summary: drawn.summary,
      version: HAND_VERSION,
    };
    const outcome = auctionOutcome(drawn.dealer, values);
    if (outcome.kind === 'passedOut') return { ...base, auctionOnly: true };
    // An unfinished auction with a contract chosen by hand: play-only (hands.md §4).
    const contracted =
      outcome.kind === 'contract'
        ? outcome
        : drawn.callChoices.length % 2 === 1
          ? ({
              contract: { level: 3, denomination: 'NT', risk: '', value: '3NT' },
              declarer: 'S',
              dummy: 'N',
            } as const)
          : undefined;
    if (contracted === undefined) return base;
    const { contract, declarer, dummy } = contracted;
    const playOnly = outcome.kind !== 'contract';
    const play =
      deal.length === 52 && !(drawn.auctionOnly && !playOnly)
        ? randomPlay(drawn.playChoices, drawn.cards, drawn.cardComments, {
            deal,
            declarer,
            denomination: contract.denomination,
          })
        : [];
    const auctionOnly = !playOnly && drawn.auctionOnly;
    const viewpoint = drawn.viewpoint === dummy && !auctionOnly ? declarer : drawn.viewpoint;
    const playIntro = auctionOnly ? '' : drawn.playIntro;
    const tricks = play.flat().filter((card) => card.winner);
    return {
      ...base,
      viewpoint,
      playIntro,
      contract: { ...contract },
      declarer,
      dummy,
      playOnly,
      auctionOnly,
      play,
      tricks: {
        northSouth: tricks.filter((card) => card.seat === 'N' || card.seat === 'S').length,
        eastWest: tricks.filter((card) => card.seat === 'E' || card.seat === 'W').length,
      },
    };
  });

/** `count` legal cards, each seat choosing among its playable cards by the next choice. */
function randomPlay(
  choices: readonly number[],
  count: number,
  cardComments: readonly (Comments | undefined)[],
  {
    deal,
    declarer,
    denomination,
  }: Pick<HandJSON, 'deal'> &
    Required<Pick<HandJSON, 'declarer'>> & {
      denomination: NonNullable<HandJSON['contract']>['denomination'];
    },
): Trick[] {
  let state = startPlay(deal, declarer, denomination);
  const tricks: Trick[] = [];
  for (let step = 0; step < count; step++) {
    const seat = state.toPlay;
    if (seat === undefined) break;
    const playable = playableCards(state.remaining[seat], state.current);
    const card = playable[(choices[step] ?? 0) % playable.length];
    if (card === undefined) break;
    const next = playCard(state, card);
    if (!next.ok) throw new Error(next.error.message);
    if (step % 4 === 0) tricks.push([]);
    const played: CardPlay = { seat, ...card, step, value: cardCode(card), winner: false };
    tricks.at(-1)?.push(withComments(played, cardComments[step]));
    const finished =
      next.value.tricks.length > state.tricks.length ? next.value.tricks.at(-1) : undefined;
    for (const done of finished ? (tricks.at(-1) ?? []) : [])
      done.winner = done.seat === finished?.winner;
    state = next.value;
  }
  return tricks;
}
