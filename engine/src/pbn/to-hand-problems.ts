/**
 * The problems the conversion between a PBN game and handJSON reports (docs/pbn-conversion.md):
 * where the game's own tags disagree with what the engine derives from its auction and play,
 * and what the conversion had to leave out or assume. They sit beside the reader's problems
 * (problems.ts) and use the same `PbnProblem` shape, positioned on the offending tag, call or
 * card.
 */
import type { PbnProblem, Position, Severity } from './model.js';

/** Every conversion problem code, with its severity and what it means. */
export const CONVERSION_PROBLEMS = {
  // The tags that disagree with the engine (issue 2 §2.8).
  CONTRACT_MISMATCH: {
    severity: 'warning',
    about: 'the Contract tag is not what the complete auction produces; the auction wins',
  },
  DECLARER_MISMATCH: {
    severity: 'warning',
    about: 'the Declarer tag is not what the complete auction produces; the auction wins',
  },
  RESULT_MISMATCH: {
    severity: 'warning',
    about: 'the Result tag is not the tricks the complete play gives declarer',
  },
  RESULT_DISPUTED: {
    severity: 'info',
    about: 'the Result starts with ^: the agreed tricks differ from those won (§3.4.15)',
  },
  DECLARER_SWAPPED: {
    severity: 'warning',
    about: 'the Declarer tag is ^seat: declarer and dummy were swapped (§3.9 E)',
  },

  // What the conversion had to assume.
  DEALER_ASSUMED: { severity: 'warning', about: 'no usable Dealer tag; a dealer was assumed' },
  VULNERABLE_ASSUMED: {
    severity: 'warning',
    about: 'no usable Vulnerable tag; None was assumed',
  },
  DEAL_INCOMPLETE: {
    severity: 'warning',
    about: 'the Deal does not give all 52 cards; the hand keeps the known cards and no play',
  },
  END_POSITION: {
    severity: 'warning',
    about: 'an end position (§3.10): handJSON has no contract without a level, so no play',
  },
  VIEWPOINT_IS_DUMMY: {
    severity: 'warning',
    about: 'the Student tag names dummy of a hand with play; declarer is the viewpoint',
  },

  // The auction.
  AUCTION_IRREGULAR: {
    severity: 'warning',
    about: 'an accepted insufficient bid (^I) or call out of rotation (^S); the calls stop there',
  },
  ILLEGAL_CALL: {
    severity: 'warning',
    about: 'a call the Laws do not allow at its turn; the calls stop there',
  },
  AUCTION_INCOMPLETE: {
    severity: 'info',
    about: 'the auction does not end; the contract comes from the tags (a play-only hand)',
  },

  // The play.
  PLAY_IRREGULAR: {
    severity: 'warning',
    about: 'a revoke (^R) or a lead out of turn (^L); the play stops there',
  },
  ILLEGAL_CARD: {
    severity: 'warning',
    about: 'a card not in the hand, out of turn or not following suit; the play stops there',
  },
  PLAY_INCOMPLETE: {
    severity: 'info',
    about: 'the play stops before 13 tricks (a claim, `-` cards, `*`); Result is not checked',
  },
  PLAY_WITHOUT_CONTRACT: {
    severity: 'warning',
    about: 'a Play section but no contract and declarer to play it in; the play is left out',
  },

  // handJSON to PBN.
  PLAY_INTRO_WITHOUT_PLAY: {
    severity: 'warning',
    about: 'a play introduction on a hand with no Play section (no contract, or auction-only)',
  },
  COMMENT_BRACE_REPLACED: {
    severity: 'info',
    about: 'a `}` in comment text, which a PBN `{…}` comment cannot hold, was written as `)`',
  },
} as const satisfies Record<string, { severity: Severity; about: string }>;

/** A stable conversion problem code. */
export type ConversionProblemCode = keyof typeof CONVERSION_PROBLEMS;

/**
 * Builds a conversion problem at a position with its code's severity.
 *
 * @example
 * conversionProblem('CONTRACT_MISMATCH', 'Contract 4S, the auction gives 4H', { line: 14, column: 1 })
 */
export function conversionProblem(
  code: ConversionProblemCode,
  message: string,
  position: Position,
): PbnProblem {
  return {
    line: position.line,
    column: position.column,
    code,
    severity: CONVERSION_PROBLEMS[code].severity,
    message,
  };
}
