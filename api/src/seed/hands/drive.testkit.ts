/**
 * Drives a lesson the way the learner player does, on the engine's pure state machine: runs
 * every timer the lesson asks for and answers each of the learner's turns as the author did
 * (hands.md §4 "Learner player"). The engine's own TestTable is a testkit of its package, so
 * this is the small loop the API's tests need.
 */
import {
  createLesson,
  type HandJSON,
  type LessonEvent,
  type LessonOutput,
  type LessonState,
  transition,
} from '@tenace/engine';

/** A lesson being driven, with everything it output. */
export interface Drive {
  state: LessonState;
  readonly outputs: LessonOutput[];
}

/** Starts a lesson for a logged-in learner; throws if the engine refuses the hand. */
export function startDrive(hand: HandJSON): Drive {
  const lesson = createLesson(hand, { seed: 1, recordProgress: true });
  if (!lesson.ok) throw new Error(`${lesson.error.code}: ${lesson.error.message}`);
  const drive: Drive = { state: lesson.value, outputs: [] };
  send(drive, { type: 'start' });
  return drive;
}

/** Sends one event and keeps its outputs. */
export function send(drive: Drive, event: LessonEvent): readonly LessonOutput[] {
  const { state, outputs } = transition(drive.state, event);
  drive.state = state;
  drive.outputs.push(...outputs);
  return outputs;
}

/** Runs the pending timers until the learner's turn or the end. */
export function runTimers(drive: Drive): void {
  for (let guard = 0; guard < 500; guard++) {
    const { stage } = drive.state;
    if (stage.kind !== 'timerPending') return;
    send(drive, { type: 'timer', id: stage.timerId });
  }
  throw new Error('The lesson never stopped asking for timers');
}

/** The author's call or card for the learner's turn the lesson waits at. */
export function authoredAnswer(drive: Drive): Extract<LessonEvent, { type: 'call' | 'card' }> {
  const { beats, beat, script, stage } = drive.state;
  const next = beats[beat];
  if (stage.kind === 'learnerTurn' && next?.kind === 'call') {
    const call = script.calls[next.index];
    if (call) return { type: 'call', call: call.value };
  }
  if (stage.kind === 'learnerTurn' && next?.kind === 'card') {
    const played = script.cards[next.step];
    if (played) return { type: 'card', card: played.card };
  }
  throw new Error(`Not the learner's turn: ${stage.kind}`);
}

/**
 * Plays on as the author did until the lesson is complete, or until `stop` says to stop at a
 * learner's turn (without answering it).
 */
export function playOn(
  drive: Drive,
  stop: (answer: Extract<LessonEvent, { type: 'call' | 'card' }>) => boolean = () => false,
): void {
  for (let guard = 0; guard < 200; guard++) {
    runTimers(drive);
    if (drive.state.stage.kind !== 'learnerTurn') return;
    const answer = authoredAnswer(drive);
    if (stop(answer)) return;
    send(drive, answer);
  }
  throw new Error('The lesson never ended');
}

/** The author's words said so far, in order. */
export function authorTexts(drive: Drive): string[] {
  return drive.outputs.flatMap((output) =>
    output.type === 'message' && 'author' in output.message && output.message.author
      ? [output.message.author]
      : [],
  );
}
