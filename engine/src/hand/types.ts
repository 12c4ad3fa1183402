/**
 * handJSON: the saved form of a hand (hands.md §3), shared by the editor, the learner player,
 * the API and the PBN conversion.
 */

import type { CallValue, Denomination, Level, Risk } from '../calls.js';
import type { Card, Seat } from '../cards.js';

/** Vulnerability as stored. `All` is read as `Both` on input (hands.md §3). */
export const VULNERABILITIES = ['None', 'NS', 'EW', 'Both'] as const;
export type Vulnerability = (typeof VULNERABILITIES)[number];

/** The handJSON version written on first save (hands.md §9). */
export const HAND_VERSION = 'v1.1';

/**
 * An author's comments on a call or card (hands.md §3 "Comment"). For the viewpoint seat and
 * dummy, `pre` is said before the learner chooses, `post` after the right choice, and `hint` on
 * request after a wrong one. Other seats have a single comment, stored in `post` and said after
 * their call or card appears.
 */
export interface Comments {
  pre?: string;
  post?: string;
  hint?: string;
}

/**
 * Another call the author also accepts at a learner's call (docs/decisions.md, "Accepted
 * alternatives"), with the one comment said when the learner finds it.
 */
export interface CallAlternative {
  value: CallValue;
  comment: string;
}

/** Another card the author also accepts at a learner's card; `value` is its code (`SQ`). */
export interface CardAlternative extends Card {
  value: string;
  comment: string;
}

/** A card of the deal, with its seat. The flags are display state for the UI. */
export interface DealtCard extends Card {
  seat: Seat;
  played?: boolean;
  visible?: boolean;
  winner?: boolean;
}

/** A call of the auction. Bids also carry their level and denomination. */
export interface HandCall {
  seat: Seat;
  value: CallValue;
  level?: Level;
  denomination?: Denomination;
  comments?: Comments;
  /** Only on the viewpoint's calls; absent when there are none. */
  alternatives?: CallAlternative[];
}

/**
 * The contract. `value` is the final bid's code (`1D`, `4S`); the risk is kept apart.
 */
export interface Contract {
  level: Level;
  denomination: Denomination;
  risk: Risk;
  value: `${Level}${Denomination}`;
}

/**
 * A card played. `step` is its 0-based position in the whole play (0..51), `value` its code
 * (`SA`), and `winner` marks the card that won its trick.
 */
export interface CardPlay extends Card {
  seat: Seat;
  step: number;
  value: string;
  winner: boolean;
  comments?: Comments;
  /** Only on the learner's cards (the viewpoint's, and dummy's when declaring); absent when none. */
  alternatives?: CardAlternative[];
}

/** A trick: up to four cards in the order they were played. */
export type Trick = CardPlay[];

/** Tricks won per side. */
export interface TrickCounts {
  northSouth: number;
  eastWest: number;
}

/**
 * A hand (hands.md §3 "handJSON"). `contract`, `declarer` and `dummy` are absent until the
 * auction completes with a bid (or are chosen by hand when `playOnly`), and stay absent when
 * the board is passed out.
 */
export interface HandJSON {
  deal: DealtCard[];
  dealer: Seat;
  vulnerable: Vulnerability;
  viewpoint: Seat;
  auction: HandCall[];
  auctionIntro: string;
  playIntro: string;
  summary: string;
  contract?: Contract;
  declarer?: Seat;
  dummy?: Seat;
  playOnly: boolean;
  auctionOnly: boolean;
  play: Trick[];
  tricks: TrickCounts;
  version?: typeof HAND_VERSION;
}
