/**
 * storefront.md §4: the version file is fetched (with a timestamp query) every 60 s; true once
 * it is newer than the version the page started with.
 */
import { useEffect, useState } from 'react';
import { VERSION_CHECK_MS } from '../config.js';
import { isNewerVersion } from './version.js';

async function fetchVersion(): Promise<string | undefined> {
  try {
    const response = await fetch(`/version.json?t=${Date.now()}`);
    if (!response.ok) return undefined;
    return ((await response.json()) as { version?: string }).version;
  } catch {
    // Offline for a moment: the next poll tries again.
    return undefined;
  }
}

export function useNewVersion(): boolean {
  const [newer, setNewer] = useState(false);
  useEffect(() => {
    let running: string | undefined;
    const poll = async () => {
      const version = await fetchVersion();
      if (version === undefined) return;
      if (running === undefined) running = version;
      else if (isNewerVersion(version, running)) setNewer(true);
    };
    void poll();
    const timer = setInterval(poll, VERSION_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return newer;
}
