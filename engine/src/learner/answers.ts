/**
 * The learner's turn (hands.md §4 "Learner player", "Wrong choices"): grading a call or card,
 * the encouragements and the hint link after the 1st and 2nd wrong choice, the correct answer
 * with the reveal link after the 3rd (then the count starts again), the hint and the reveal.
 */
import { cardCode, type Seat, sameCard } from '../cards.js';
import type { Comments } from '../hand/types.js';
import { createRng, randomInt } from '../random/rng.js';
import { err, type Result } from '../result.js';
import type { LessonEvent } from './events.js';
import { advance, type Draft, hasText, performBeat, reject, say } from './flow.js';
import { type Grade, gradeCall, gradeCard } from './grading.js';
import type { Choice, MessageLink } from './messages.js';
import type { Rejection } from './outputs.js';
import type { ScriptCall, ScriptCard } from './script.js';
import type { LessonState } from './state.js';
import { ENCOURAGEMENTS } from './texts.js';

/** Wrong choices that show the correct answer, after which the count starts again. */
const WRONG_CHOICES_BEFORE_ANSWER = 3;

/** The learner's turn: the author's call or card the lesson waits for. */
type Turn =
  | { readonly type: 'call'; readonly call: ScriptCall }
  | { readonly type: 'card'; readonly played: ScriptCard };

function turnOf(state: LessonState): Turn {
  const beat = state.beats[state.beat];
  const call = beat?.kind === 'call' ? state.script.calls[beat.index] : undefined;
  if (call) return { type: 'call', call };
  const played = beat?.kind === 'card' ? state.script.cards[beat.step] : undefined;
  if (played) return { type: 'card', played };
  throw new Error(`No learner's turn at beat ${state.beat}`);
}

function authored(turn: Turn): { seat: Seat; comments: Comments; answer: Choice } {
  return turn.type === 'call'
    ? { ...turn.call, answer: { type: 'call', call: turn.call.value } }
    : { ...turn.played, answer: { type: 'card', card: turn.played.card } };
}

function learnerStage(state: LessonState) {
  if (state.stage.kind !== 'learnerTurn')
    throw new Error(`Not the learner's turn: ${state.stage.kind}`);
  return state.stage;
}

function choiceCode(choice: Choice): string {
  return choice.type === 'call' ? choice.call : cardCode(choice.card);
}

function wrongChoice(draft: Draft, choice: Choice, turn: Turn): void {
  const { answer, comments } = authored(turn);
  const stage = learnerStage(draft.state);
  const attempt = stage.wrong + 1;
  if (attempt >= WRONG_CHOICES_BEFORE_ANSWER) {
    draft.state = { ...draft.state, stage: { ...stage, wrong: 0, answerShown: true } };
    const link: MessageLink = { event: 'reveal', text: { key: 'learner.link.reveal' } };
    const text = { key: 'learner.answer', params: { answer: choiceCode(answer) } } as const;
    say(draft, { kind: 'answer', attempt: 3, choice, answer, text, link }, false);
    return;
  }
  const { seed, draws } = draft.state;
  const encouragement =
    ENCOURAGEMENTS[randomInt(createRng(`${seed}/${draws}`), ENCOURAGEMENTS.length)];
  if (!encouragement) throw new Error('No encouragement drawn');
  const hint = hasText(comments.hint);
  draft.state = {
    ...draft.state,
    draws: draws + 1,
    stage: { ...stage, wrong: attempt, hintOffered: stage.hintOffered || hint },
  };
  const link: MessageLink = { event: 'hint', text: { key: 'learner.link.hint' } };
  say(
    draft,
    {
      kind: 'encouragement',
      attempt: attempt === 1 ? 1 : 2,
      choice,
      text: { key: encouragement },
      ...(hint ? { link } : {}),
    },
    false,
  );
}

function alternativeComment(turn: Turn, choice: Choice): string | undefined {
  if (turn.type === 'call') {
    if (choice.type !== 'call') return undefined;
    return turn.call.alternatives.find((other) => other.value === choice.call)?.comment;
  }
  if (choice.type !== 'card') return undefined;
  return turn.played.alternatives.find((other) => sameCard(other, choice.card))?.comment;
}

/**
 * An alternative the author listed: said with its comment, then the author's own call or card is
 * made, since the rest of the hand was written for it (docs/decisions.md, "Accepted
 * alternatives").
 */
function alternativeChoice(draft: Draft, choice: Choice, turn: Turn): void {
  const comment = alternativeComment(turn, choice);
  const { answer } = authored(turn);
  const params = { chosen: choiceCode(choice), authored: choiceCode(answer) };
  say(
    draft,
    {
      kind: 'alternative',
      chosen: choice,
      authored: answer,
      text: { key: 'learner.alternative', params },
      ...(hasText(comment) ? { author: comment } : {}),
    },
    false,
  );
}

function accept(draft: Draft): void {
  performBeat(draft, { instant: false, preShown: true });
  advance(draft);
}

function gradeChoice(state: LessonState, turn: Turn, choice: Choice): Result<Grade, Rejection> {
  if (choice.type === 'call') {
    if (turn.type !== 'call') return err('CARD_EXPECTED', 'It is a card to play');
    return gradeCall(turn.call, choice.call);
  }
  if (turn.type !== 'card') return err('CALL_EXPECTED', 'It is a call to make');
  return gradeCard(state.script, turn.played, choice.card);
}

/** The learner's call or card: graded, then accepted or answered with feedback. */
export function choose(draft: Draft, event: LessonEvent): void {
  if (event.type !== 'call' && event.type !== 'card') {
    throw new Error(`choose() cannot take a ${event.type} event`);
  }
  const turn = turnOf(draft.state);
  const grade = gradeChoice(draft.state, turn, event);
  if (!grade.ok) {
    reject(draft, event, grade.error.code, grade.error.message);
  } else if (grade.value === 'wrong') {
    wrongChoice(draft, event, turn);
  } else if (grade.value === 'alternative') {
    alternativeChoice(draft, event, turn);
    accept(draft);
  } else {
    if (grade.value === 'touching' && event.type === 'card' && turn.type === 'card') {
      const { card } = turn.played;
      const params = { chosen: cardCode(event.card), authored: cardCode(card) };
      const text = { key: 'learner.touching', params } as const;
      say(draft, { kind: 'touching', chosen: event.card, authored: card, text }, false);
    }
    accept(draft);
  }
}

/** The hint link: the author's hint for this turn, once the link has been offered. */
export function hint(draft: Draft, event: LessonEvent): void {
  const { seat, comments } = authored(turnOf(draft.state));
  if (learnerStage(draft.state).hintOffered && hasText(comments.hint)) {
    say(draft, { kind: 'hint', seat, author: comments.hint }, false);
  } else {
    reject(draft, event, 'NO_HINT', 'No hint link has been offered on this turn');
  }
}

/** The reveal link: highlight the correct answer on the table, once it has been shown. */
export function reveal(draft: Draft, event: LessonEvent): void {
  if (learnerStage(draft.state).answerShown) {
    const { seat, answer } = authored(turnOf(draft.state));
    draft.outputs.push({ type: 'reveal', seat, answer });
  } else {
    reject(draft, event, 'NO_REVEAL', 'The correct answer has not been shown on this turn');
  }
}
