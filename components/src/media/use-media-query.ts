import { useCallback, useSyncExternalStore } from 'react';

/**
 * One live MediaQueryList per query, made once: `matches` follows the screen, and React asks
 * for the snapshot on every render of every component that reads it (each card of a hand
 * reads the deck's), where a new `matchMedia` each time was a measurable part of drawing a hand.
 */
const lists = new Map<string, MediaQueryList>();

function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (list === undefined) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a CSS media query matches now; follows changes.
 *
 * @example
 * const compact = useMediaQuery(COMPACT_PLAYER_QUERY);
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query).matches,
    () => false,
  );
}
