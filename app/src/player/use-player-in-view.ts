/**
 * On a phone the kit's HandPlayer takes the compact layout, exactly the screen's height, its
 * bottom menu below the table (hands.md §2: "On portrait or mobile a bottom menu"). The store's
 * header and crumbs above it would push the learner's hand and the menu out of sight, so when a
 * hand opens on such a screen the page scrolls the player to the top of the screen; scrolling up
 * shows the crumbs again.
 */
import { COMPACT_PLAYER_QUERY } from '@tenace/components';
import { type RefObject, useEffect } from 'react';

/**
 * @example
 * const page = useRef<HTMLDivElement>(null);
 * usePlayerInView(page, loaded.state === 'ready' ? loaded.record.id : undefined);
 */
export function usePlayerInView(
  player: RefObject<HTMLElement | null>,
  handId: number | undefined,
): void {
  useEffect(() => {
    if (handId === undefined || !window.matchMedia(COMPACT_PLAYER_QUERY).matches) return;
    player.current?.scrollIntoView({ block: 'start' });
  }, [player, handId]);
}
