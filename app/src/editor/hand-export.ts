/**
 * Hand export (hands.md §2 "Editor routes": "downloads the hand data as a JSON file named after
 * the hand title"): the handJSON as a file the browser saves.
 */
import type { HandJSON } from '@tenace/engine';
import { slug } from '@tenace/model';

/** The file's name: the title's slug (the store's, `untitled` for a title with no letters). */
export function exportFileName(title: string): string {
  return `${slug(title)}.json`;
}

/** Saves the hand as a JSON file through a temporary link. */
export function downloadHand(title: string, hand: HandJSON): void {
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(hand, null, 2)}\n`], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(title);
  link.click();
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
