/**
 * What a learner does at the table, for the hand player's story `play` functions: bid and play
 * with the mouse or with the keyboard alone, wait for the lesson, read the conversation.
 */
import type { Card, HandJSON, Seat } from '@tenace/engine';
import { expect, waitFor, type within } from 'storybook/test';
import { isLettered, PRINTED_NUMBERS } from '../deck/letters.js';
import { en } from '../i18n/en.js';

type Canvas = ReturnType<typeof within>;
/** The `userEvent` a story's `play` function receives. */
type User = {
  click(element: Element): Promise<void>;
  keyboard(text: string): Promise<void>;
  tab(options?: { shift?: boolean }): Promise<void>;
};

/** How long to wait for the lesson: its timers run fast in stories, but a busy machine is slow. */
export const PATIENTLY = { timeout: 20_000 } as const;

/** The element with keyboard focus. */
function focused(element: Element): Element | null {
  return element.ownerDocument.activeElement;
}

// Role queries compute every element's accessible name, which is slow on a whole table; the
// bridge controls carry their names in aria-label, so the helpers find them by selector.

/** The element matching `selector` inside `within`, once it is there. */
async function found<T extends Element>(scope: Element, selector: string): Promise<T> {
  return waitFor(() => {
    const element = scope.querySelector<T>(selector);
    expect(element, selector).not.toBeNull();
    return element as T;
  }, PATIENTLY);
}

/** The bidding box, once the learner may call. */
async function openBiddingBox(canvas: Canvas): Promise<HTMLElement> {
  const box = await canvas.findByRole('group', { name: 'Bidding box' }, PATIENTLY);
  await waitFor(() => expect(box).not.toHaveAttribute('data-disabled'), PATIENTLY);
  return box;
}

const levelOf = (name: string) => /^(\d) /.exec(name)?.[1];

/** Makes a call with the mouse: its level, then its button ('1 notrump, NT', 'Pass'). */
export async function bidWithMouse(canvas: Canvas, user: User, name: string): Promise<void> {
  const box = await openBiddingBox(canvas);
  const level = levelOf(name);
  if (level) await user.click(await found(box, `input[type="radio"][value="${level}"]`));
  await user.click(await found(box, `button[aria-label="${name}"]:not([disabled])`));
}

/** Presses `key` until `target` has focus (at most `limit` times). */
async function moveFocusTo(user: User, target: Element, key: string, limit = 13): Promise<void> {
  for (let step = 0; step < limit && focused(target) !== target; step++) {
    await user.keyboard(key);
  }
  await expect(target).toHaveFocus();
}

/**
 * Makes a call with the keyboard alone, from the moment the bidding box opens: the level with
 * the arrow keys, Tab to the bids (or on to Pass, X and XX), the arrow keys, Enter.
 */
export async function bidByKeyboard(canvas: Canvas, user: User, name: string): Promise<void> {
  const box = await openBiddingBox(canvas);
  // The player moves focus to the bidding box on the learner's turn once they have used it;
  // the first time, the learner tabs in.
  if (!box.contains(focused(box))) await user.tab();
  await waitFor(() => expect(box.contains(focused(box))).toBe(true));
  const level = levelOf(name);
  if (level) {
    const radio = await found(box, `input[type="radio"][value="${level}"]`);
    const current = Number((focused(box) as HTMLInputElement).value);
    await moveFocusTo(user, radio, Number(level) > current ? '{ArrowRight}' : '{ArrowLeft}', 7);
  }
  const row = canvas.getByRole('toolbar', { name: level ? 'Bids' : 'Pass, double and redouble' });
  // A browser's Tab leaves a toolbar at once; user-event's walks through its buttons.
  for (let step = 0; step < 8 && !row.contains(focused(row)); step++) await user.tab();
  const button = await found(row, `button[aria-label="${name}"]`);
  await moveFocusTo(user, button, '{ArrowRight}', 5);
  await user.keyboard('{Enter}');
}

/** The hand of `seat` ('South') once the lesson waits for a card from it. */
export async function handToPlay(canvas: Canvas, seat: string): Promise<HTMLElement> {
  const table = await canvas.findByTestId('play-table', {}, PATIENTLY);
  return found(table, `[role="listbox"][aria-label="${seat}'s hand"]`);
}

/** The card named `card` ('3 of spades') in the hand to play from. */
async function option(canvas: Canvas, seat: string, card: string): Promise<HTMLElement> {
  return found(await handToPlay(canvas, seat), `[role="option"][aria-label="${card}"]`);
}

/** Plays a card (named '3 of spades') from `seat`'s hand with the mouse. */
export async function playWithMouse(
  canvas: Canvas,
  user: User,
  seat: string,
  card: string,
): Promise<void> {
  const target = await option(canvas, seat, card);
  await waitFor(() => expect(target).not.toHaveAttribute('aria-disabled', 'true'));
  await user.click(target);
}

/**
 * Plays a card with the keyboard alone: focus is in the hand (the player puts it there on the
 * learner's turn), the arrow keys move to the card (playable cards only), Enter plays it.
 */
export async function playByKeyboard(
  canvas: Canvas,
  user: User,
  seat: string,
  card: string,
): Promise<void> {
  const target = await option(canvas, seat, card);
  const hand = await handToPlay(canvas, seat);
  await waitFor(() => expect(hand.contains(focused(hand))).toBe(true), PATIENTLY);
  const playable = [...hand.querySelectorAll('[role="option"]:not([aria-disabled="true"])')];
  const from = playable.indexOf(focused(hand) as Element);
  const steps = playable.indexOf(target) - Math.max(from, 0);
  const arrows = (steps > 0 ? '{ArrowRight}' : '{ArrowLeft}').repeat(Math.abs(steps));
  // One call for all the presses (a story's userEvent logs each call, which is slow). Focus on
  // the list itself goes to its first playable card with Home.
  const keys = `${from < 0 ? '{Home}' : ''}${arrows}`;
  if (keys !== '') await user.keyboard(keys);
  await expect(target).toHaveFocus();
  await user.keyboard('{Enter}');
}

/** The conversation's messages. */
export function messages(canvas: Canvas): HTMLElement {
  return canvas.getByRole('region', { name: 'Messages' });
}

/** Waits for a message of the conversation that contains `text`. */
export async function waitForMessage(canvas: Canvas, text: string | RegExp): Promise<void> {
  await waitFor(() => expect(messages(canvas)).toHaveTextContent(text), PATIENTLY);
}

/** A card's English name, as the hands read it out: '3 of spades', 'king of spades'. */
export function cardName(card: Card): string {
  const rank = isLettered(card.rank) ? en.rank[card.rank] : PRINTED_NUMBERS[card.rank];
  return `${rank} of ${en.suit[card.suit]}`;
}

/** A seat's English name: 'South'. */
export function seatName(seat: Seat): string {
  return en.seat[seat];
}

/** The cards the learner plays in a hand, in order: the author's, from the learner's seats. */
export function learnerCards(hand: HandJSON, seats: readonly Seat[]) {
  return hand.play
    .flat()
    .filter((played) => seats.includes(played.seat))
    .map((played) => ({ seat: seatName(played.seat), card: cardName(played), step: played.step }));
}
