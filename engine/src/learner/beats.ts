/**
 * The beats of a lesson: the order in which things happen, and the pacing before each one
 * (hands.md §4 "Learner player", §9 timings).
 *
 * A hand with an auction runs: auction introduction, each call, play introduction, each card
 * with a trick beat after every fourth, the summary. A play-only hand has no auction beats; an
 * auction-only hand has no play beats. Before each beat the lesson either goes straight on,
 * asks the UI for a timer, or waits for the learner.
 */
import { err, ok, type Result } from '../result.js';
import type { LessonScript } from './script.js';
import type { ProgressStep } from './steps.js';
import type { TimerKind } from './timings.js';

/** One thing that happens in the lesson. Indexes are 0-based. */
export type Beat =
  | { readonly kind: 'auctionIntro' }
  | { readonly kind: 'call'; readonly index: number }
  | { readonly kind: 'playIntro' }
  | { readonly kind: 'card'; readonly step: number }
  | { readonly kind: 'trick'; readonly index: number }
  | { readonly kind: 'summary' };

/** What comes before a beat: nothing, a timer, or the learner's choice. */
export type Pace =
  | { readonly kind: 'now' }
  | { readonly kind: 'timer'; readonly timer: TimerKind }
  | { readonly kind: 'learner' };

/**
 * The timer before each automatic beat: the opening call or card of a phase waits for the
 * auction or play start ("auto-played after 5 s", "play starts after 5 s"), the others for the
 * bid delay or the card play delay, and a gathered trick for the trick update.
 */
export const BEAT_TIMERS = {
  openingCall: 'auctionStart',
  call: 'bid',
  openingCard: 'playStart',
  card: 'cardPlay',
  trick: 'trickUpdate',
} as const satisfies Record<string, TimerKind>;

/**
 * The beats of a lesson in order.
 *
 * @example
 * lessonBeats(script).map((beat) => beat.kind)
 * // ['auctionIntro', 'call', …, 'playIntro', 'card', 'card', 'card', 'card', 'trick', …, 'summary']
 */
export function lessonBeats(script: LessonScript): Beat[] {
  const beats: Beat[] = [];
  if (!script.playOnly) {
    beats.push({ kind: 'auctionIntro' });
    for (const call of script.calls) beats.push({ kind: 'call', index: call.index });
  }
  if (!script.auctionOnly) {
    beats.push({ kind: 'playIntro' });
    for (const card of script.cards) {
      beats.push({ kind: 'card', step: card.step });
      if (card.step % 4 === 3) beats.push({ kind: 'trick', index: (card.step - 3) / 4 });
    }
  }
  beats.push({ kind: 'summary' });
  return beats;
}

/**
 * What comes before beat `index`: the learner's own calls and cards wait for the learner, even
 * at the start of a phase (the learner reads the introduction and answers when ready); the
 * others follow the timers of {@link BEAT_TIMERS}; introductions and the summary come at once.
 */
export function paceOf(script: LessonScript, beats: readonly Beat[], index: number): Pace {
  const beat = beats[index];
  const previous = beats[index - 1]?.kind;
  switch (beat?.kind) {
    case 'call':
      if (script.calls[beat.index]?.learner) return { kind: 'learner' };
      return {
        kind: 'timer',
        timer: previous === 'auctionIntro' ? BEAT_TIMERS.openingCall : BEAT_TIMERS.call,
      };
    case 'card':
      if (script.cards[beat.step]?.learner) return { kind: 'learner' };
      return {
        kind: 'timer',
        timer: previous === 'playIntro' ? BEAT_TIMERS.openingCard : BEAT_TIMERS.card,
      };
    case 'trick':
      return { kind: 'timer', timer: BEAT_TIMERS.trick };
    default:
      return { kind: 'now' };
  }
}

/**
 * The beat a lesson resumes at from a step (see steps.ts): the beat after the last call or card
 * made, with a completed trick counted as gathered. `auction_0` is the beginning; `play_0` and
 * the step after the last call are the play introduction; `play_52` is the summary. Play steps
 * are invalid for auction-only hands, and auction steps other than `auction_0` for play-only ones.
 *
 * @example
 * startBeatIndex(script, beats, { phase: 'play', count: 4 }) // the beat of the fifth card
 */
export function startBeatIndex(
  script: LessonScript,
  beats: readonly Beat[],
  step: ProgressStep,
): Result<number, 'INVALID_START_STEP'> {
  const { phase, count } = step;
  const invalid = err('INVALID_START_STEP', `This hand cannot resume at ${phase}_${count}`);
  if (phase === 'auction') {
    if (count === 0) return ok(0);
    if (count > script.calls.length) return invalid;
    return ok(
      beats.findIndex((beat) => beat.kind !== 'auctionIntro' && !isCallBefore(beat, count)),
    );
  }
  if (script.auctionOnly || count > script.cards.length) return invalid;
  if (count === 0) return ok(beats.findIndex((beat) => beat.kind === 'playIntro'));
  return ok(
    beats.findIndex(
      (beat) => (beat.kind === 'card' && beat.step >= count) || beat.kind === 'summary',
    ),
  );
}

function isCallBefore(beat: Beat, count: number): boolean {
  return beat.kind === 'call' && beat.index < count;
}
