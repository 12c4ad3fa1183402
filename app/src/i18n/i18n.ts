/**
 * The app's i18next instance (storefront.md §1, §7): the kit's texts and the app's own
 * (`translation` and `app` namespaces, bundled with the app), and the server's messages from /lang/{lng}.json
 * (`server` namespace, whole sentences as keys). English is the fallback. The English texts are
 * in the entry chunk; the Dutch ones are a chunk of their own (dutch-texts.ts), loaded before the
 * first render in Dutch (`loadBundledTexts`) and on switching to Dutch.
 */
import { type Catalogue, en } from '@tenace/components';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type AppCatalogue, appEn } from './app-en.js';

export type TranslationLanguage = 'en' | 'nl';

/** One language's bundled texts: the kit's (`translation`) and the app's (`app`). */
export interface BundledTexts {
  readonly translation: Catalogue;
  readonly app: AppCatalogue;
}

const englishTexts: BundledTexts = { translation: en, app: appEn };

/** A language's bundled texts: English at once, Dutch from its chunk. */
export async function loadBundledTexts(language: TranslationLanguage): Promise<BundledTexts> {
  return language === 'en' ? englishTexts : (await import('./dutch-texts.js')).dutchTexts;
}

/** Each instance's /lang requests by language, so a switch during the first load waits for it. */
const serverTextLoads = new WeakMap<i18n, Map<TranslationLanguage, Promise<void>>>();

/** Loads /lang/{lng}.json into the `server` namespace (once per language). */
function loadServerTexts(instance: i18n, language: TranslationLanguage): Promise<void> {
  const loads = serverTextLoads.get(instance) ?? new Map<TranslationLanguage, Promise<void>>();
  serverTextLoads.set(instance, loads);
  const pending = loads.get(language);
  if (pending !== undefined) return pending;
  const load = (async () => {
    const response = await fetch(`/lang/${language}.json`);
    if (!response.ok) throw new Error(`/lang/${language}.json answered ${response.status}`);
    instance.addResourceBundle(language, 'server', (await response.json()) as object);
  })();
  // A failed load may be tried again (on the next switch to that language).
  load.catch(() => loads.delete(language));
  loads.set(language, load);
  return load;
}

/**
 * A ready instance in `language`, given that language's bundled texts (`loadBundledTexts`; English
 * is always there): the first render waits for no request. The server's messages (`server` namespace, English too for the
 * fallback) load alongside; they are needed only once an answer carries an error, and until they
 * arrive `serverText` shows the server's own (English) sentence. index.html preloads
 * /lang/en.json.
 */
export function createAppI18n(language: TranslationLanguage, texts: BundledTexts): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'nl'],
    ns: ['translation', 'app', 'server'],
    // The kit's components read the default namespace; the app's pages ask for `app`.
    defaultNS: 'translation',
    resources: { en: { ...englishTexts }, [language]: { ...texts } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    // Every bundled text is in `resources`: initialise synchronously, ready for the first render.
    initAsync: false,
  });
  // One request per language: in English both would be the same /lang/en.json.
  for (const lng of new Set<TranslationLanguage>(['en', language])) {
    // A missing catalogue leaves the English sentences; the next switch to it tries again.
    loadServerTexts(instance, lng).catch((error: unknown) => console.error(error));
  }
  return instance;
}

/** Switches language, loading that language's bundled texts and server messages first. */
export async function switchLanguage(instance: i18n, language: TranslationLanguage): Promise<void> {
  const [texts] = await Promise.all([
    instance.hasResourceBundle(language, 'app') ? undefined : loadBundledTexts(language),
    loadServerTexts(instance, language),
  ]);
  if (texts !== undefined) {
    instance.addResourceBundle(language, 'translation', texts.translation);
    instance.addResourceBundle(language, 'app', texts.app);
  }
  await instance.changeLanguage(language);
}

/**
 * A server message (or a spec key such as 'there was a problem') in the current language; a
 * message with values is translated from its template, filled with them.
 */
export function serverText(
  instance: i18n,
  message: string,
  template?: { readonly key: string; readonly values: Readonly<Record<string, string>> },
): string {
  return instance.t(template?.key ?? message, {
    ns: 'server',
    keySeparator: false,
    nsSeparator: false,
    // Until the catalogue arrives, the server's own (English, filled) sentence.
    defaultValue: message,
    ...template?.values,
  });
}
