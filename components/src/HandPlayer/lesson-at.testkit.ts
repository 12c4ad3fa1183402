/**
 * A given moment of a learner's lesson, for the hand player's stories (its `underway` prop):
 * the engine's own lesson run from its start through the learner's moves, each automatic call
 * and card between them made by running the timer the lesson asks for, as the player would.
 * What came before the last move is history, shown at once as a resumed lesson's replay is;
 * the last move's outputs come live, so the player rests on it (a wrong choice, a hint).
 */
import {
  createLesson,
  type HandJSON,
  type LessonEvent,
  type LessonOptions,
  type LessonOutput,
  type LessonTransition,
  transition,
} from '@tenace/engine';

/** What the learner does: a call, a card, or a link followed. */
export type LearnerMove = Extract<LessonEvent, { type: 'call' | 'card' | 'hint' | 'reveal' }>;

/** Runs the timers the lesson waits for, until it waits for the learner (or is over). */
function untilLearner(step: LessonTransition, history: LessonOutput[]): LessonTransition {
  let current = step;
  while (current.state.stage.kind === 'timerPending') {
    history.push(...current.outputs);
    current = transition(current.state, { type: 'timer', id: current.state.stage.timerId });
  }
  return current;
}

/** A replayed output: a message of the history is shown at once. */
function replayed(output: LessonOutput): LessonOutput {
  return output.type === 'message' ? { ...output, instant: true } : output;
}

/**
 * @example
 * const underway = lessonAt(DECLARER_HAND, { seed: 7, recordProgress: false }, [
 *   { type: 'call', call: '2NT' },
 * ]);
 * <HandPlayer hand={DECLARER_HAND} seed={7} underway={underway} … />
 */
export function lessonAt(
  hand: HandJSON,
  options: LessonOptions,
  moves: readonly LearnerMove[],
): LessonTransition {
  const lesson = createLesson(hand, options);
  if (!lesson.ok) throw new Error(lesson.error.message);
  const history: LessonOutput[] = [];
  let step = transition(lesson.value, { type: 'start' });
  for (const move of moves) {
    step = untilLearner(step, history);
    history.push(...step.outputs);
    step = transition(step.state, move);
    const refused = step.outputs.find((output) => output.type === 'rejected');
    if (refused) throw new Error(`The lesson refused ${JSON.stringify(move)}`);
  }
  return { state: step.state, outputs: [...history.map(replayed), ...step.outputs] };
}

/**
 * The author's choices for the learner, in the hand's order: their calls, then the cards they
 * play (their own and, declaring, dummy's) before the play's step `beforeStep`.
 */
export function authorsMoves(hand: HandJSON, beforeStep = 52): LearnerMove[] {
  const learner = hand.viewpoint;
  const playing = hand.declarer === learner ? [learner, hand.dummy] : [learner];
  const calls = hand.auction
    .filter((call) => call.seat === learner)
    .map((call): LearnerMove => ({ type: 'call', call: call.value }));
  const cards = hand.play
    .flat()
    .filter((played) => playing.includes(played.seat) && played.step < beforeStep)
    .map(
      (played): LearnerMove => ({ type: 'card', card: { suit: played.suit, rank: played.rank } }),
    );
  return [...calls, ...cards];
}
