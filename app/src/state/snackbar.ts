/** The snackbar (storefront.md §2): one message at a time, hidden after 3000 ms by its view. */
import { atom } from 'jotai';

export interface SnackbarMessage {
  readonly text: string;
  /** Tells two equal messages apart, so the timer restarts. */
  readonly id: number;
}

export const snackbarAtom = atom<SnackbarMessage | null>(null);

let next = 0;

/** Shows a message (already translated). */
export const showSnackbarAtom = atom(null, (_get, set, text: string) => {
  next += 1;
  set(snackbarAtom, { text, id: next });
});
