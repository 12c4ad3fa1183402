/** The hand operations' failures; the spec names none (hands.md §8 redirects to /error404). */
export const HAND_MESSAGES = {
  handNotFound: 'Hand not found',
  parentNotFound: 'Hand parent not found',
  cannotPlay: 'You cannot play this hand',
  badStep: 'The step must be auction_{n} or play_{n}',
  stepBeyondHand: 'The step is beyond the end of the hand',
} as const;

/** The hand list's write refusals (hands.md §4, §5, §6); the spec names none but the title's. */
export const HAND_WRITE_MESSAGES = {
  oneParent: 'A hand goes into one set or one article',
  notEditable: 'This hand can be changed only while it is Draft',
  badMove: (from: string, to: string) => `A hand cannot go from ${from} to ${to}`,
  newStatus: 'A new hand starts as Draft or is sent for approval',
  incomplete:
    'A hand is sent for approval or approved only when complete: a deal of 52 cards, a finished auction with its introduction (or a play-only contract), 13 tricks with the play introduction (or auction only), and a summary',
  notDraft: 'Only a Draft hand may be deleted',
  noHands: 'Choose the hands to copy',
} as const;
