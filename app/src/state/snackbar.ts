/** The snackbar (storefront.md §2): one message at a time, hidden after 3000 ms by its view. */
import type { SnackbarVariant } from '@tenace/components';
import { atom } from 'jotai';

export interface SnackbarMessage {
  readonly text: string;
  /** Tells two equal messages apart, so the timer restarts. */
  readonly id: number;
  /** An error or warning shows as an alert (admin.md §8 'Set already added to collection'). */
  readonly variant?: SnackbarVariant;
}

export const snackbarAtom = atom<SnackbarMessage | null>(null);

let next = 0;

/** Shows a message (already translated), a success unless told otherwise. */
export const showSnackbarAtom = atom(
  null,
  (_get, set, text: string, variant: SnackbarVariant = 'success') => {
    next += 1;
    set(snackbarAtom, { text, id: next, variant });
  },
);
