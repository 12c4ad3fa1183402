/**
 * storefront.md §4: the version file is fetched (with a timestamp query) every 60 s; when it is
 * newer than the version the page started with, a bottom banner offers a refresh.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

export function NewVersionBanner() {
  const { t } = useTranslation('app');
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
  if (!newer) return null;
  return (
    <div className="banner banner-bottom" role="status">
      {t('banner.newVersion')}{' '}
      <button type="button" className="link" onClick={() => window.location.reload()}>
        {t('banner.refresh')}
      </button>
    </div>
  );
}
