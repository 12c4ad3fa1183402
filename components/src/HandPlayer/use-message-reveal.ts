/**
 * The author's typing dots (hands.md §9: "waiting dots 1 s"): a message with the author's words
 * appears after the dots have shown for a second; other messages follow at once, in order, and so
 * does the hint the learner asked for. A
 * replay (a resumed start, a skip to the summary) shows everything at once, and so does the
 * hand's introduction that opens the conversation: the author wrote it before the learner
 * arrived, so it is there to read as the hand opens, and the dots stay for the author's answers
 * to what happens at the table (docs/decisions.md, "The hand's opening message").
 */
import { LEARNER_TIMINGS, type LessonMessage } from '@tenace/engine';
import { useEffect, useState } from 'react';
import type { LessonScheduler } from './scheduler.js';
import type { ViewMessage } from './table-view.js';

/** Whether a message carries the author's words, the ones the author "types". */
export function hasAuthorWords(message: LessonMessage): boolean {
  return 'author' in message && message.author !== undefined;
}

/**
 * Whether the author "types" a message before it appears: one with their words, but for the hint
 * the learner asked for with its link, which answers them at once (docs/decisions.md, "The
 * hint comes at once").
 */
function typedFirst(message: LessonMessage): boolean {
  return hasAuthorWords(message) && message.kind !== 'hint';
}

/** Whether the conversation opens with the hand's introduction (a play-only hand's is the play's). */
function opensWithIntroduction(messages: readonly ViewMessage[]): boolean {
  return messages[0]?.message.kind === 'intro';
}

/**
 * How many of `messages` are shown once the dots have run for those before: every message up to
 * the last instant one (or the opening introduction), then each message the author does not
 * type first (`typedFirst`), stopping at the first they do.
 */
export function shownCount(messages: readonly ViewMessage[], revealed: number): number {
  const opening = opensWithIntroduction(messages) ? 1 : 0;
  let shown = Math.max(revealed, opening, messages.findLastIndex((entry) => entry.instant) + 1);
  while (shown < messages.length) {
    const next = messages[shown];
    if (!next || typedFirst(next.message)) break;
    shown += 1;
  }
  return shown;
}

/**
 * The messages to show now and whether the author is "typing" the next one.
 *
 * @example
 * const { shown, typing } = useMessageReveal(view.messages, generation, scheduler);
 */
export function useMessageReveal(
  messages: readonly ViewMessage[],
  generation: number,
  scheduler: LessonScheduler,
): { readonly shown: readonly ViewMessage[]; readonly typing: boolean } {
  const [revealed, setRevealed] = useState({ generation, count: 0 });
  const count = shownCount(messages, revealed.generation === generation ? revealed.count : 0);
  const typing = count < messages.length;
  useEffect(() => {
    if (!typing) return undefined;
    return scheduler.schedule(
      () => setRevealed({ generation, count: count + 1 }),
      LEARNER_TIMINGS.waitingDotsMs,
    );
  }, [typing, count, generation, scheduler]);
  return { shown: messages.slice(0, count), typing };
}
