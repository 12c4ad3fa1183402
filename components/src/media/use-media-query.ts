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
 * Whether a CSS media query matches now; the component renders again when that changes. Every
 * component that asks the same query shares one `MediaQueryList`, so asking it in each card of a
 * hand costs nothing more. In a server render it is false.
 *
 * @param query - a media query as `window.matchMedia` takes it, e.g. `(min-width: 501px)`
 * @returns whether the query matches the screen now
 * @example
 * import { COMPACT_PLAYER_QUERY, useMediaQuery } from '@tenace/components';
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
