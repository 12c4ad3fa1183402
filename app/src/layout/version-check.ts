/**
 * storefront.md §4: the version file says which version of the app the server has. The version
 * this page started with is the file's first answer; once an answer is newer, a new version is
 * out, and stays out until the page is reloaded. One check for the page, shared by the banner's
 * poll every 60 s (`useVersionPolling`) and by the error panel of a page whose code failed to
 * load, which asks at once: after a deploy, the old build's page chunks are gone. A chunk can
 * fail before the page has its first answer, from a request that may have left before the
 * deploy: that answer alone would say "no new version", so the panel asks once more after it.
 */
import { isNewerVersion } from './version.js';

export interface VersionCheck {
  /** Asks for the version file now (joining a request in flight); resolves to `isNewer()`. */
  readonly check: () => Promise<boolean>;
  /**
   * Asks as `check` does, except while the page's first request is out: that answer only says
   * which version the page started with, and the request may have left before a deploy, so it
   * is waited for and the file asked again. Asks nothing once a new version is known. Resolves
   * to `isNewer()`.
   */
  readonly checkAfresh: () => Promise<boolean>;
  /** Whether an answer so far was newer than the version the page started with. */
  readonly isNewer: () => boolean;
  /** Calls `listener` when a new version is found; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * @example
 * const versionCheck = createVersionCheck(fetchVersionFile);
 * if (await versionCheck.checkAfresh()) offerReload();
 */
export function createVersionCheck(fetchVersion: () => Promise<string | undefined>): VersionCheck {
  let running: string | undefined;
  let newer = false;
  let inFlight: Promise<boolean> | undefined;
  const listeners = new Set<() => void>();
  const ask = async () => {
    const version = await fetchVersion();
    // No answer (offline for a moment): nothing learnt, the next check asks again.
    if (version === undefined || newer) return newer;
    if (running === undefined) running = version;
    else if (isNewerVersion(version, running)) {
      newer = true;
      for (const listener of listeners) listener();
    }
    return newer;
  };
  const check = () => {
    inFlight ??= ask().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
  return {
    check,
    checkAfresh: async () => {
      if (running === undefined && inFlight !== undefined) await inFlight;
      // A new version, once found, stays found: a panel drawn again need not ask again.
      return newer || check();
    },
    isNewer: () => newer,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The version file's `version`, or undefined when it cannot be had. */
async function fetchVersionFile(): Promise<string | undefined> {
  try {
    // The timestamp keeps any cache between here and the server out of it (storefront.md §4).
    const response = await fetch(`/version.json?t=${Date.now()}`);
    if (!response.ok) return undefined;
    return ((await response.json()) as { version?: string }).version;
  } catch {
    // Offline for a moment: the next check asks again.
    return undefined;
  }
}

/** The page's one version check. */
export const versionCheck = createVersionCheck(fetchVersionFile);
