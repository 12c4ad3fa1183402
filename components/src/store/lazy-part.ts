/**
 * A component whose code is a chunk of its own, fetched once the page has loaded and the browser
 * is idle (when-idle.ts): until then its placeholder stands in its place. For the parts of the
 * store's layout that every page shows but nobody needs before the page has painted (the
 * header's search box and language and account menus: react-aria's fields, select, list box and
 * popovers, about 55 KB gzipped, more than the rest of the header): a page's first JavaScript
 * stays small, and their code does not compete with the page's own rendering. Unlike React's
 * `lazy` it does not suspend the tree around it: the header draws at once, the part a moment
 * later. `preload()` fetches it ahead (stories call it in a loader so their tests see the real
 * part at once).
 */
import { type ComponentType, createElement, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.js';

/**
 * How many times a mounted part asks for its code before it gives up, and the pause before the
 * next try (times the tries made): a network blip must not leave the header's menus or the
 * product list's filters inert for as long as the page stays open.
 */
const LOAD_ATTEMPTS = 3;
const RETRY_PAUSE_MS = 1500;

export type LazyPart<P extends object> = ComponentType<P> & {
  /** Fetches the part's code; resolves when it is ready. */
  readonly preload: () => Promise<void>;
};

/**
 * @param load imports the part's module and returns its component
 * @param Placeholder drawn, with the same props, until the part is loaded: the part's look, not
 *   interactive and hidden from assistive technology
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // The next mount tries again (a failed chunk request is not cached).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Part(props: P) {
    const [, setReady] = useState(loaded !== undefined);
    useEffect(() => {
      if (loaded !== undefined) return;
      let mounted = true;
      let cancel: () => void;
      const attempt = (tries: number) => {
        cancel = whenIdle(() =>
          preload().then(
            () => mounted && setReady(true),
            () => {
              if (!mounted || tries + 1 >= LOAD_ATTEMPTS) return;
              const retry = window.setTimeout(
                () => attempt(tries + 1),
                RETRY_PAUSE_MS * (tries + 1),
              );
              cancel = () => window.clearTimeout(retry);
            },
          ),
        );
      };
      attempt(0);
      return () => {
        mounted = false;
        cancel();
      };
    }, []);
    return createElement(loaded ?? Placeholder, props);
  }
  return Object.assign(Part, { preload });
}
