/**
 * The add-to-homescreen prompt on mobile (storefront.md §1): shown once, remembered in its
 * cookie. It offers the browser's own install prompt where there is one.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKIE_NAMES, getCookie, setCookie } from '../lib/cookies.js';
import { mobileOs } from './unsupported-device.js';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

export function HomescreenPrompt() {
  const { t } = useTranslation('app');
  const [visible, setVisible] = useState(
    () =>
      mobileOs(navigator.userAgent) !== undefined &&
      getCookie(COOKIE_NAMES.homescreen) === undefined,
  );
  const [install, setInstall] = useState<InstallPromptEvent>();
  useEffect(() => {
    const capture = (event: Event) => {
      event.preventDefault();
      setInstall(event as InstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', capture);
    return () => window.removeEventListener('beforeinstallprompt', capture);
  }, []);
  if (!visible) return null;
  const close = () => {
    setCookie(COOKIE_NAMES.homescreen, 'shown');
    setVisible(false);
  };
  return (
    <div className="banner banner-bottom" role="dialog" aria-label={t('homescreen.title')}>
      <p>{t('homescreen.text')}</p>
      {install && (
        <button type="button" onClick={() => void install.prompt().then(close)}>
          {t('homescreen.add')}
        </button>
      )}
      <button type="button" onClick={close}>
        {t('homescreen.close')}
      </button>
    </div>
  );
}
