/**
 * TestTable: drives a lesson the way a learner and the UI do (tldraw's TestEditor idea), on the
 * pure machine only. It keeps a virtual clock, runs the timers the lesson asks for, sends the
 * learner's calls and cards, and keeps everything the lesson said for the tests to read.
 *
 * @example
 * const table = TestTable.create(DECLARER_HAND).start().advanceTimers();
 * table.bid('1NT').advanceTimers();
 * expect(table.transcript).toContain('South: 1NT “A slightly light 1NT, but every suit is stopped.”');
 */
import type { CallValue } from '../calls.js';
import { type Card, cardCode, parseCard } from '../cards.js';
import type { HandJSON, TrickCounts } from '../hand/types.js';
import type { LessonEvent } from './events.js';
import type { LessonMessage } from './messages.js';
import type { LessonOutput } from './outputs.js';
import { createLesson, type LessonOptions, type LessonState } from './state.js';
import { formatLearnerText } from './texts.js';
import { transition } from './transition.js';

/** An output with the virtual time at which the lesson gave it. */
export interface TimedOutput {
  readonly at: number;
  readonly output: LessonOutput;
}

/** A message as one line of English: the system text, the author's words in quotes, the link. */
export function messageLine(message: LessonMessage): string {
  const parts: string[] = [];
  if ('text' in message) parts.push(formatLearnerText(message.text));
  if ('author' in message && message.author !== undefined) parts.push(`“${message.author}”`);
  if ('link' in message && message.link) parts.push(`[${formatLearnerText(message.link.text)}]`);
  return parts.join(' ');
}

type OfType<T extends LessonOutput['type']> = Extract<LessonOutput, { type: T }>;

export class TestTable {
  /** Everything the lesson output, with when. */
  readonly timeline: TimedOutput[] = [];
  /** The virtual clock, in ms: advanced only by the timers the lesson asks for. */
  now = 0;
  /** The outputs of the last event. */
  last: readonly LessonOutput[] = [];

  constructor(public state: LessonState) {}

  /** A table for a hand; the options default to seed 1 and a logged-in user. Throws on a bad hand. */
  static create(hand: HandJSON, options: Partial<LessonOptions> = {}): TestTable {
    const lesson = createLesson(hand, { seed: 1, recordProgress: true, ...options });
    if (!lesson.ok) throw new Error(`${lesson.error.code}: ${lesson.error.message}`);
    return new TestTable(lesson.value);
  }

  /** Sends one event and records its outputs. */
  send(event: LessonEvent): this {
    const { state, outputs } = transition(this.state, event);
    this.state = state;
    this.last = outputs;
    for (const output of outputs) this.timeline.push({ at: this.now, output });
    return this;
  }

  start(): this {
    return this.send({ type: 'start' });
  }

  /** The timer the lesson waits for, if any. */
  get pendingTimer(): OfType<'schedule'> | undefined {
    const { stage } = this.state;
    if (stage.kind !== 'timerPending') return undefined;
    return this.outputsOf('schedule').find((output) => output.id === stage.timerId);
  }

  /** Runs the one pending timer; throws when the lesson waits for none. */
  advanceTimer(): this {
    const timer = this.pendingTimer;
    if (!timer) throw new Error(`No timer pending at ${this.state.stage.kind}`);
    this.now += timer.delayMs;
    return this.send({ type: 'timer', id: timer.id });
  }

  /** Runs timers until the lesson waits for the learner or is complete. */
  advanceTimers(): this {
    while (this.pendingTimer) this.advanceTimer();
    return this;
  }

  bid(call: string): this {
    return this.send({ type: 'call', call: call as CallValue });
  }

  play(code: string): this {
    const card = parseCard(code);
    if (!card.ok) throw new Error(card.error.message);
    return this.send({ type: 'card', card: card.value });
  }

  hint(): this {
    return this.send({ type: 'hint' });
  }

  reveal(): this {
    return this.send({ type: 'reveal' });
  }

  skipToSummary(): this {
    return this.send({ type: 'skipToSummary' });
  }

  restart(): this {
    return this.send({ type: 'restart' });
  }

  /** The author's call or card at the learner's turn, as the event that answers it. */
  get authoredAnswer(): Extract<LessonEvent, { type: 'call' | 'card' }> {
    const { beats, beat, script } = this.state;
    const next = beats[beat];
    if (this.state.stage.kind === 'learnerTurn' && next?.kind === 'call') {
      const call = script.calls[next.index];
      if (call) return { type: 'call', call: call.value };
    }
    if (this.state.stage.kind === 'learnerTurn' && next?.kind === 'card') {
      const played = script.cards[next.step];
      if (played) return { type: 'card', card: played.card };
    }
    throw new Error(`Not the learner's turn: ${this.state.stage.kind}`);
  }

  /** Answers the learner's turn as the author did. */
  answerCorrectly(): this {
    return this.send(this.authoredAnswer);
  }

  /** Plays the lesson to its end (starting it if need be), answering as the author did. */
  playToEnd(): this {
    return this.playOn(() => false);
  }

  /**
   * Plays on as the author did until the learner's turn whose answer is `code` (a call such as
   * `1NT`, or a card such as `CT`), and stops there without answering. Throws if it never comes.
   */
  playUntilTurn(code: string): this {
    this.playOn((answer) =>
      answer.type === 'call' ? answer.call === code : cardCode(answer.card) === code,
    );
    if (this.state.stage.kind !== 'learnerTurn') throw new Error(`No learner's turn for ${code}`);
    return this;
  }

  private playOn(stop: (answer: Extract<LessonEvent, { type: 'call' | 'card' }>) => boolean): this {
    if (this.state.stage.kind === 'notStarted') this.start();
    for (let guard = 0; guard < 1000 && this.state.stage.kind !== 'complete'; guard++) {
      this.advanceTimers();
      if (this.state.stage.kind !== 'learnerTurn') continue;
      const answer = this.authoredAnswer;
      if (stop(answer)) return this;
      this.send(answer);
    }
    return this;
  }

  get outputs(): LessonOutput[] {
    return this.timeline.map((entry) => entry.output);
  }

  outputsOf<T extends LessonOutput['type']>(type: T): OfType<T>[] {
    return this.outputs.filter((output): output is OfType<T> => output.type === type);
  }

  /** Outputs since the last `reload`, which is where the UI starts afresh. */
  private get current(): LessonOutput[] {
    const reload = this.outputs.findLastIndex((output) => output.type === 'reload');
    return this.outputs.slice(reload + 1);
  }

  get messages(): LessonMessage[] {
    return this.current.flatMap((output) => (output.type === 'message' ? [output.message] : []));
  }

  /** The conversation as lines of English. */
  get transcript(): string[] {
    return this.messages.map(messageLine);
  }

  /** The lines said by the last event. */
  get lastLines(): string[] {
    return this.last.flatMap((output) =>
      output.type === 'message' ? [messageLine(output.message)] : [],
    );
  }

  /** The learner's turn the lesson waits for, if any. */
  get waitingFor(): OfType<'awaitCall'> | OfType<'awaitCard'> | undefined {
    if (this.state.stage.kind !== 'learnerTurn') return undefined;
    return this.current.findLast(
      (output): output is OfType<'awaitCall'> | OfType<'awaitCard'> =>
        output.type === 'awaitCall' || output.type === 'awaitCard',
    );
  }

  get progress(): OfType<'progress'>[] {
    return this.outputsOf('progress');
  }

  get rejections(): OfType<'rejected'>[] {
    return this.outputsOf('rejected');
  }

  /** The auction table as the UI draws it. */
  get auction(): CallValue[] {
    return this.current.flatMap((output) => (output.type === 'call' ? [output.call] : []));
  }

  /** The cards moved to the table, in order, as codes. */
  get played(): string[] {
    return this.current.flatMap((output) =>
      output.type === 'card' ? [cardCode(output.card)] : [],
    );
  }

  /** The cards of the unfinished trick on the table. */
  get trickOnTable(): Card[] {
    const gathered = this.current.filter((output) => output.type === 'trick').length;
    return this.current
      .flatMap((output) => (output.type === 'card' ? [output.card] : []))
      .slice(4 * gathered);
  }

  /** The trick counts as the header shows them. */
  get counts(): TrickCounts {
    const last = this.current.findLast((output) => output.type === 'trick');
    return last?.type === 'trick' ? last.counts : { northSouth: 0, eastWest: 0 };
  }

  get ended(): boolean {
    return this.current.some((output) => output.type === 'end');
  }
}
