/**
 * Runs `task` once the page has loaded and the browser is idle: for fetching code a page may
 * need later (the header's search box and menus, the app's drawer) without competing with the
 * page's own rendering. Returns a cancel function (an effect's cleanup).
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(task, { timeout: 2000 })
        : window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof requestIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
