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

/** Loads /lang/{lng}.json into the `server` namespace (once per language). */
async function loadServerTexts(instance: i18n, language: TranslationLanguage): Promise<void> {
  if (instance.hasResourceBundle(language, 'server')) return;
  const response = await fetch(`/lang/${language}.json`);
  if (!response.ok) throw new Error(`/lang/${language}.json answered ${response.status}`);
  instance.addResourceBundle(language, 'server', (await response.json()) as object);
}

/** A ready instance in `language`, with English loaded too for the fallback. */
export async function createAppI18n(language: TranslationLanguage): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
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
  });
  // One request per language: in English both would miss the bundle and fetch /lang/en.json twice.
  const languages = new Set<TranslationLanguage>(['en', language]);
  await Promise.all([...languages].map((lng) => loadServerTexts(instance, lng)));
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
