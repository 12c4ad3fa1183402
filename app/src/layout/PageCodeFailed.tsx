/**
 * The error panel of a page whose code failed to load (lazy-page.tsx's `PageCodeError`). It asks
 * for the version file at once, for an answer from after the failure even while the page's first
 * request is still out (version-check.ts): when a new version of the app is out, the old build's
 * page chunks are gone from the server and Try again would fail for ever, so the panel offers to
 * reload the page instead (the new build, at the same address). Otherwise (the network) it
 * offers Try again. It never reloads by itself: a reload that failed again (a deploy still
 * under way, a broken one) would reload again in a loop, and the visitor may be in the middle
 * of something on the page around it (docs/decisions.md, App: "A page's code after a deploy").
 */
import { ErrorPanel } from '@tenace/components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewVersion } from './use-new-version.js';
import { versionCheck } from './version-check.js';

export interface PageCodeFailedProps {
  readonly error: string;
  /** Asks for the page's code again. */
  readonly onRetry: () => void;
}

export function PageCodeFailed({ error, onRetry }: PageCodeFailedProps) {
  const { t } = useTranslation('app');
  const newVersion = useNewVersion();
  useEffect(() => {
    void versionCheck.checkAfresh();
  }, []);
  if (!newVersion) return <ErrorPanel error={error} level={1} onRetry={onRetry} />;
  return (
    <ErrorPanel
      error={error}
      level={1}
      action={{ label: t('pageCode.reload'), onPress: () => window.location.reload() }}
    >
      <p>{t('pageCode.newVersion')}</p>
    </ErrorPanel>
  );
}
