/**
 * The captcha of a form that registers an account (storefront.md §5: "a captcha verification key
 * is needed before submit"): the API's configuration chooses reCAPTCHA v3 or the development
 * captcha (captcha-config.ts). reCAPTCHA's script loads when the form mounts; its key is asked
 * for at submit, because a key lasts two minutes and serves one check (admin.md §8: "the captcha
 * token is cleared on error"). When the script cannot load, an alert says what to do and offers
 * Try again; the form, and what the person typed, stay as they are.
 */
import { ActionButton, FormAlert } from '@tenace/components';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaptchaWidget, fetchCaptchaWidget } from './captcha-config.js';
import { DevelopmentCaptcha } from './DevelopmentCaptcha.js';
import { loadRecaptcha, type Recaptcha } from './recaptcha-script.js';

type Loading =
  | { readonly status: 'loading' }
  | { readonly status: 'development' }
  | { readonly status: 'ready'; readonly recaptcha: Recaptcha; readonly siteKey: string }
  | { readonly status: 'failed' };

export interface Captcha {
  /** What the form shows where its captcha goes. */
  readonly widget: ReactNode;
  /** Whether a key can be had now (submit stays disabled until then). */
  readonly isReady: boolean;
  /** A key for this submit; undefined when none could be had (the widget then says why). */
  obtainKey(): Promise<string | undefined>;
}

/**
 * `action` names the form in the provider's console (letters and underscores). `enabled` false
 * (a checkout whose buyer is signed in, or still being checked) asks for nothing and loads no
 * script.
 */
export function useCaptcha(action: string, enabled = true): Captcha {
  const { t } = useTranslation('app');
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [developmentKey, setDevelopmentKey] = useState<string>();

  useEffect(() => {
    // `attempt` is a dependency so that Try again runs this anew.
    void attempt;
    if (!enabled) return;
    let current = true;
    const settle = (next: Loading) => current && setLoading(next);
    fetchCaptchaWidget()
      .then(async (widget: CaptchaWidget) => {
        if (widget.provider === 'development') return settle({ status: 'development' });
        const recaptcha = await loadRecaptcha(widget.scriptUrl, widget.siteKey);
        settle({ status: 'ready', recaptcha, siteKey: widget.siteKey });
      })
      .catch((error: unknown) => {
        console.error(error);
        settle({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [attempt, enabled]);

  const obtainKey = useCallback(async () => {
    if (loading.status === 'development') {
      // A key serves one check, as a provider's does: the box is cleared for the next submit
      // (admin.md §8: "the captcha token is cleared on error").
      setDevelopmentKey(undefined);
      return developmentKey;
    }
    if (loading.status !== 'ready') return undefined;
    try {
      return await loading.recaptcha.execute(loading.siteKey, { action });
    } catch (error) {
      console.error(error);
      setLoading({ status: 'failed' });
      return undefined;
    }
  }, [loading, developmentKey, action]);

  const retry = () => {
    setLoading({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  const widget =
    loading.status === 'development' ? (
      <DevelopmentCaptcha verifiedKey={developmentKey} onVerified={setDevelopmentKey} />
    ) : loading.status === 'loading' ? (
      <p className="captcha" aria-live="polite">
        {t('captcha.loading')}
      </p>
    ) : loading.status === 'failed' ? (
      <div className="captcha">
        <FormAlert error={{ kind: 'input', message: t('captcha.failed') }} task="updatingAccount" />
        <ActionButton onPress={retry}>
          {t('store.errors.retry', { ns: 'translation' })}
        </ActionButton>
      </div>
    ) : null;

  return {
    widget,
    isReady:
      loading.status === 'ready' ||
      (loading.status === 'development' && developmentKey !== undefined),
    obtainKey,
  };
}
