/**
 * How the lesson moves on: performing beats, live or replayed at once, and pacing them. These
 * helpers work on a draft of one transition (the state so far and the outputs so far); the
 * draft never escapes `transition`, which stays pure.
 */
import { cardCode, type Seat } from '../cards.js';
import { commentTextLength } from '../comment/length.js';
import type { Comments } from '../hand/types.js';
import { exhaustiveSwitchError } from '../result.js';
import { paceOf } from './beats.js';
import type { LessonEvent } from './events.js';
import { continueAfterMs, type MessageContent } from './messages.js';
import type { LessonOutput, Rejection, UserHandStatus } from './outputs.js';
import type { LessonState } from './state.js';
import { COMPLETED_STEP, type StepName, stepName } from './steps.js';
import { ordinalText, seatText } from './texts.js';
import { TIMER_DELAYS } from './timings.js';

/** One transition in the making. */
export interface Draft {
  state: LessonState;
  readonly outputs: LessonOutput[];
}

/** How a beat is performed: `instant` in a replay; `preShown` when the turn already said `pre`. */
interface BeatMode {
  readonly instant: boolean;
  readonly preShown: boolean;
}

/** Whether an author's text says anything once markup and whitespace are stripped. */
export function hasText(text: string | undefined): text is string {
  return text !== undefined && commentTextLength(text) > 0;
}

/** Ignores an event, saying why; the state is untouched. */
export function reject(draft: Draft, event: LessonEvent, code: Rejection, message: string): void {
  draft.outputs.push({ type: 'rejected', event: event.type, code, message });
}

/** Adds a message to the conversation. */
export function say(draft: Draft, content: MessageContent, instant: boolean): void {
  const id = draft.state.nextMessageId;
  draft.state = { ...draft.state, nextMessageId: id + 1 };
  draft.outputs.push({
    type: 'message',
    message: { ...content, id, continueAfterMs: continueAfterMs(content) },
    instant,
  });
}

function sayPre(
  draft: Draft,
  who: { seat: Seat; learner: boolean; comments: Comments },
  instant: boolean,
): void {
  const { pre } = who.comments;
  if (hasText(pre))
    say(draft, { kind: 'pre', seat: who.seat, learner: who.learner, author: pre }, instant);
}

function record(draft: Draft, status: UserHandStatus, step: StepName): void {
  if (!draft.state.recordProgress) return;
  draft.outputs.push({ type: 'progress', status, step });
}

function performCall(draft: Draft, index: number, mode: BeatMode): void {
  const call = draft.state.script.calls[index];
  if (!call) throw new Error(`The lesson has no call ${index}`);
  const { seat, value, learner, comments } = call;
  if (!mode.preShown) sayPre(draft, call, mode.instant);
  draft.outputs.push({ type: 'call', seat, call: value, index, instant: mode.instant });
  const text = { key: 'learner.call', params: { seat: seatText(seat), call: value } } as const;
  const post = hasText(comments.post) ? { author: comments.post } : {};
  say(draft, { kind: 'call', seat, call: value, index, learner, text, ...post }, mode.instant);
  if (!mode.instant) record(draft, 'PartPlayed', stepName('auction', index + 1));
}

function performCard(draft: Draft, step: number, mode: BeatMode): void {
  const played = draft.state.script.cards[step];
  if (!played) throw new Error(`The lesson has no card ${step}`);
  const { seat, card, learner, comments } = played;
  if (!mode.preShown) sayPre(draft, played, mode.instant);
  draft.outputs.push({ type: 'card', seat, card, step, instant: mode.instant });
  const text = {
    key: 'learner.card',
    params: { seat: seatText(seat), card: cardCode(card) },
  } as const;
  const post = hasText(comments.post) ? { author: comments.post } : {};
  say(draft, { kind: 'card', seat, card, step, learner, text, ...post }, mode.instant);
  if (!mode.instant) record(draft, 'PartPlayed', stepName('play', step + 1));
}

function performTrick(draft: Draft, index: number, instant: boolean): void {
  const trick = draft.state.script.tricks[index];
  if (!trick) throw new Error(`The lesson has no trick ${index}`);
  const { number, winner, counts } = trick;
  draft.outputs.push({ type: 'trick', trick: number, winner, counts, instant });
  const params = { winner: seatText(winner), ordinal: ordinalText(number), ...counts };
  say(
    draft,
    { kind: 'trick', trick: number, winner, counts, text: { key: 'learner.trick', params } },
    instant,
  );
}

function performPlayIntro(draft: Draft, instant: boolean): void {
  const { contract, declarer, dummy, playOnly, playIntro } = draft.state.script;
  if (!contract || !declarer || !dummy) throw new Error('The lesson has play but no contract');
  draft.outputs.push({ type: 'phase', phase: 'play', contract, declarer, dummy });
  if (playOnly) {
    const params = { contract: `${contract.value}${contract.risk}`, declarer: seatText(declarer) };
    say(
      draft,
      { kind: 'contract', contract, declarer, text: { key: 'learner.contract', params } },
      instant,
    );
  }
  if (hasText(playIntro)) say(draft, { kind: 'intro', phase: 'play', author: playIntro }, instant);
}

function performSummary(draft: Draft, instant: boolean): void {
  const { summary, tricks } = draft.state.script;
  if (hasText(summary)) say(draft, { kind: 'summary', author: summary }, instant);
  record(draft, 'Played', COMPLETED_STEP);
  const counts = tricks.at(-1)?.counts;
  draft.outputs.push(counts ? { type: 'end', counts } : { type: 'end' });
}

/** Performs the next beat and moves past it. */
export function performBeat(draft: Draft, mode: BeatMode): void {
  const { beats, beat: index, script } = draft.state;
  const beat = beats[index];
  if (!beat) throw new Error(`The lesson has no beat ${index}`);
  switch (beat.kind) {
    case 'auctionIntro':
      draft.outputs.push({ type: 'phase', phase: 'auction', dealer: script.dealer });
      if (hasText(script.auctionIntro)) {
        say(draft, { kind: 'intro', phase: 'auction', author: script.auctionIntro }, mode.instant);
      }
      break;
    case 'call':
      performCall(draft, beat.index, mode);
      break;
    case 'playIntro':
      performPlayIntro(draft, mode.instant);
      break;
    case 'card':
      performCard(draft, beat.step, mode);
      break;
    case 'trick':
      performTrick(draft, beat.index, mode.instant);
      break;
    case 'summary':
      performSummary(draft, mode.instant);
      break;
    default:
      exhaustiveSwitchError(beat, 'beat');
  }
  draft.state = { ...draft.state, beat: index + 1 };
}

function beginTurn(draft: Draft): void {
  const { beats, beat: index, script } = draft.state;
  const beat = beats[index];
  draft.state = {
    ...draft.state,
    stage: { kind: 'learnerTurn', wrong: 0, hintOffered: false, answerShown: false },
  };
  if (beat?.kind === 'call') {
    const call = script.calls[beat.index];
    if (!call) throw new Error(`The lesson has no call ${beat.index}`);
    sayPre(draft, call, false);
    draft.outputs.push({ type: 'awaitCall', seat: call.seat, legal: call.legal });
  } else if (beat?.kind === 'card') {
    const card = script.cards[beat.step];
    if (!card) throw new Error(`The lesson has no card ${beat.step}`);
    sayPre(draft, card, false);
    draft.outputs.push({ type: 'awaitCard', seat: card.seat, playable: card.playable });
  } else {
    throw new Error(`The learner has no turn at a ${beat?.kind ?? 'missing'} beat`);
  }
}

/**
 * Goes on from the next beat until the lesson must wait: for a timer (output `schedule`), for
 * the learner (output `awaitCall` or `awaitCard`), or for nothing more (complete). With
 * `timerElapsed`, the next beat's timer has already run.
 */
export function advance(draft: Draft, timerElapsed = false): void {
  let elapsed = timerElapsed;
  while (draft.state.beat < draft.state.beats.length) {
    const pace = paceOf(draft.state.script, draft.state.beats, draft.state.beat);
    if (pace.kind === 'learner') {
      beginTurn(draft);
      return;
    }
    if (pace.kind === 'timer' && !elapsed) {
      const id = draft.state.nextTimerId;
      draft.state = {
        ...draft.state,
        nextTimerId: id + 1,
        stage: { kind: 'timerPending', timerId: id, timer: pace.timer },
      };
      draft.outputs.push({
        type: 'schedule',
        id,
        timer: pace.timer,
        delayMs: TIMER_DELAYS[pace.timer],
      });
      return;
    }
    performBeat(draft, { instant: false, preShown: false });
    elapsed = false;
  }
  draft.state = { ...draft.state, stage: { kind: 'complete' } };
}

/** Replays every beat before `end` at once: resuming, or skipping to the summary. */
export function replayUntil(draft: Draft, end: number, preShown = false): void {
  let shown = preShown;
  while (draft.state.beat < end) {
    performBeat(draft, { instant: true, preShown: shown });
    shown = false;
  }
}
