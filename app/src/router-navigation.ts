/**
 * Where code outside the component tree (the urql client's 401 handling, storefront.md §4) finds
 * the router's navigate. The first page's queries leave before the first render (main.tsx waits
 * for the page's chunk, and in Dutch for the texts' chunk), so an answer can ask to navigate
 * before the router exists: that navigation is kept and made as soon as the router attaches.
 */
export class RouterNavigation {
  private navigate: ((path: string) => void) | undefined;
  private pending: string | undefined;

  /** Goes to `path` now, or once the router has attached. */
  go(path: string): void {
    if (this.navigate === undefined) this.pending = path;
    else this.navigate(path);
  }

  /**
   * Called by the router's bridge once mounted: makes a navigation asked for meanwhile. Returns
   * the detach, for the bridge's effect cleanup.
   *
   * @example
   * useEffect(() => routerNavigation.attach((path) => void navigate(path)), [navigate]);
   */
  attach(navigate: (path: string) => void): () => void {
    this.navigate = navigate;
    const pending = this.pending;
    this.pending = undefined;
    if (pending !== undefined) navigate(pending);
    return () => {
      if (this.navigate === navigate) this.navigate = undefined;
    };
  }
}
