/**
 * storefront.md §4: the version file is fetched (with a timestamp query) every 60 s
 * (`useVersionPolling`, in the layout); `useNewVersion` is true once it is newer than the version
 * the page started with, whoever asked (version-check.ts).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { VERSION_CHECK_MS } from '../config.js';
import { versionCheck } from './version-check.js';

export function useVersionPolling(): void {
  useEffect(() => {
    void versionCheck.check();
    const timer = setInterval(() => void versionCheck.check(), VERSION_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
}

export function useNewVersion(): boolean {
  return useSyncExternalStore(versionCheck.subscribe, versionCheck.isNewer);
}
