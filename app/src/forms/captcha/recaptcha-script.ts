/**
 * reCAPTCHA v3 in the browser: its script, added to the page only when a page needs a captcha
 * (the store's other pages never load it), and a key per submit. The API's siteverify check
 * scores the key (CAPTCHA_MIN_SCORE), so the learner sees no puzzle.
 */

/** The part of the provider's `grecaptcha` global that v3 uses. */
export interface Recaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { readonly action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Recaptcha;
  }
}

/** The script's address: v3 names the site key in `render`. */
export function recaptchaScriptSrc(scriptUrl: string, siteKey: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('render', siteKey);
  return url.href;
}

/** One load per address; a failed one is forgotten so that Try again adds the script anew. */
const loads = new Map<string, Promise<Recaptcha>>();

/**
 * Adds the provider's script once and resolves with `grecaptcha` when it is ready; rejects when
 * the script cannot load (offline, blocked by an extension or a network filter).
 *
 * @example
 * const recaptcha = await loadRecaptcha(widget.scriptUrl, widget.siteKey);
 * const key = await recaptcha.execute(widget.siteKey, { action: 'register' });
 */
export function loadRecaptcha(scriptUrl: string, siteKey: string): Promise<Recaptcha> {
  const src = recaptchaScriptSrc(scriptUrl, siteKey);
  const loaded = loads.get(src);
  if (loaded !== undefined) return loaded;
  const loading = new Promise<Recaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      const { grecaptcha } = window;
      if (grecaptcha === undefined) reject(new Error(`${src} did not define grecaptcha`));
      else grecaptcha.ready(() => resolve(grecaptcha));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`${src} did not load`));
    });
    document.head.append(script);
  });
  loads.set(src, loading);
  loading.catch(() => loads.delete(src));
  return loading;
}
