/**
 * Messages of a lesson, one of each kind, as the engine's learner lesson says them (see
 * engine/src/learner/messages.ts), for the conversation's and the popup card's stories.
 */
import type { LessonMessage } from '@tenace/engine';

const seat = (s: 'N' | 'E' | 'S' | 'W') => ({ key: `learner.seat.${s}` }) as const;

export const INTRO: LessonMessage = {
  id: 0,
  kind: 'intro',
  phase: 'auction',
  author: 'South deals the cards for a notrump game. More at bridge.example.',
  continueAfterMs: 1000,
};

export const CALL_WITH_COMMENT: LessonMessage = {
  id: 1,
  kind: 'call',
  seat: 'N',
  call: 'Pass',
  index: 0,
  learner: false,
  text: { key: 'learner.call', params: { seat: seat('N'), call: 'Pass' } },
  author: 'North has 11 points: not enough to open.',
  continueAfterMs: 1000,
};

export const PRE: LessonMessage = {
  id: 2,
  kind: 'pre',
  seat: 'S',
  learner: true,
  author: 'You have 14 points and a balanced hand.',
  continueAfterMs: 1000,
};

export const ENCOURAGEMENT: LessonMessage = {
  id: 3,
  kind: 'encouragement',
  attempt: 1,
  choice: { type: 'call', call: '2NT' },
  text: { key: 'learner.encouragement.tryAgain' },
  link: { event: 'hint', text: { key: 'learner.link.hint' } },
  continueAfterMs: 0,
};

export const HINT: LessonMessage = {
  id: 4,
  kind: 'hint',
  seat: 'S',
  author: 'Balanced hands open 1NT.',
  continueAfterMs: 1000,
};

export const ANSWER: LessonMessage = {
  id: 5,
  kind: 'answer',
  attempt: 3,
  choice: { type: 'call', call: '2NT' },
  answer: { type: 'call', call: '1NT' },
  text: { key: 'learner.answer', params: { answer: '1NT' } },
  link: { event: 'reveal', text: { key: 'learner.link.reveal' } },
  continueAfterMs: 0,
};

export const LEARNER_CALL: LessonMessage = {
  id: 6,
  kind: 'call',
  seat: 'S',
  call: '1NT',
  index: 2,
  learner: true,
  text: { key: 'learner.call', params: { seat: seat('S'), call: '1NT' } },
  author: 'A slightly light 1NT, but every suit is stopped.',
  continueAfterMs: 1000,
};

export const CARD: LessonMessage = {
  id: 7,
  kind: 'card',
  seat: 'W',
  card: { suit: 'S', rank: 'Q' },
  step: 0,
  learner: false,
  text: { key: 'learner.card', params: { seat: seat('W'), card: 'SQ' } },
  author: 'West leads SQ, the top of a sequence.',
  continueAfterMs: 1000,
};

export const TOUCHING: LessonMessage = {
  id: 8,
  kind: 'touching',
  chosen: { suit: 'C', rank: 'Q' },
  authored: { suit: 'C', rank: 'T' },
  text: { key: 'learner.touching', params: { chosen: 'CQ', authored: 'CT' } },
  continueAfterMs: 0,
};

export const TRICK: LessonMessage = {
  id: 9,
  kind: 'trick',
  trick: 1,
  winner: 'W',
  counts: { northSouth: 0, eastWest: 1 },
  text: {
    key: 'learner.trick',
    params: {
      winner: seat('W'),
      ordinal: { key: 'learner.ordinal.first' },
      northSouth: 0,
      eastWest: 1,
    },
  },
  continueAfterMs: 0,
};

export const CONTRACT: LessonMessage = {
  id: 10,
  kind: 'contract',
  contract: { level: 4, denomination: 'S', risk: 'X', value: '4S' },
  declarer: 'E',
  text: { key: 'learner.contract', params: { contract: '4SX', declarer: seat('E') } },
  continueAfterMs: 0,
};

export const SUMMARY: LessonMessage = {
  id: 11,
  kind: 'summary',
  author: 'Hold up, run the long suit, then set up the clubs: nine tricks.',
  continueAfterMs: 1000,
};

export const ALTERNATIVE: LessonMessage = {
  id: 12,
  kind: 'alternative',
  chosen: { type: 'card', card: { suit: 'D', rank: '6' } },
  authored: { type: 'card', card: { suit: 'D', rank: '2' } },
  text: { key: 'learner.alternative', params: { chosen: 'D6', authored: 'D2' } },
  author: 'Any low diamond will do.',
  continueAfterMs: 1000,
};

/** Every kind of message, in a plausible order. */
export const ALL_MESSAGES: readonly LessonMessage[] = [
  INTRO,
  CALL_WITH_COMMENT,
  PRE,
  ENCOURAGEMENT,
  HINT,
  ANSWER,
  LEARNER_CALL,
  CONTRACT,
  CARD,
  TOUCHING,
  ALTERNATIVE,
  TRICK,
  SUMMARY,
];
