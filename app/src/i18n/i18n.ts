/**
 * The app's i18next instance (storefront.md §1, §7): the kit's texts and the app's own
 * (`translation` and `app` namespaces, bundled with the app), and the server's messages from /lang/{lng}.json
 * (`server` namespace, whole sentences as keys). English is the fallback.
 */
import { KIT_TEXTS } from '@tenace/components';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appEn } from './app-en.js';
import { appNl } from './app-nl.js';

export type TranslationLanguage = 'en' | 'nl';

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
 * A ready instance in `language`: the bundled texts are there at once, so the first render never
 * waits for the network. The server's messages (`server` namespace, English too for the
 * fallback) load alongside; they are needed only once an answer carries an error, and until they
 * arrive `serverText` shows the server's own (English) sentence. index.html preloads
 * /lang/en.json.
 */
export function createAppI18n(language: TranslationLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'nl'],
    ns: ['translation', 'app', 'server'],
    // The kit's components read the default namespace; the app's pages ask for `app`.
    defaultNS: 'translation',
    resources: {
      en: { translation: KIT_TEXTS.en, app: appEn },
      nl: { translation: KIT_TEXTS.nl, app: appNl },
    },
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

/** Switches language, loading that language's server messages first. */
export async function switchLanguage(instance: i18n, language: TranslationLanguage): Promise<void> {
  await loadServerTexts(instance, language);
  await instance.changeLanguage(language);
}

/** A server message (or a spec key such as 'there was a problem') in the current language. */
export function serverText(instance: i18n, message: string): string {
  return instance.t(message, {
    ns: 'server',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: message,
  });
}
