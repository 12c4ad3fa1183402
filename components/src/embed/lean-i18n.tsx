/**
 * The embed bundle's i18n: the part of i18next and react-i18next the kit uses (nested keys,
 * `{{name}}` placeholders, `_one`/`_other` plurals by `count`, English as fallback) in a few
 * lines instead of i18next's 14 KB gzipped, to keep the bundle in its size budget. The embed
 * build aliases `react-i18next` to this module; a unit test checks it against i18next on every
 * text of both catalogues.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Catalogue } from '../i18n/catalogue.js';
import { en } from '../i18n/en.js';
import { nl } from '../i18n/nl.js';

/** The embed's languages and their texts (the kit's `KIT_TEXTS`, without i18next). */
export const EMBED_TEXTS = { en, nl } as const satisfies Record<string, Catalogue>;
export type EmbedLanguage = keyof typeof EMBED_TEXTS;

type Options = Readonly<Record<string, unknown>>;

/** What `useTranslation` gives: `t` and the language, as react-i18next does. */
export interface LeanTranslation {
  readonly t: (key: string, options?: Options) => string;
  readonly i18n: { readonly language: EmbedLanguage };
}

function lookUp(texts: Catalogue, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A `t` for `language`: i18next's lookup order (the plural form for `count`, then the key, each
 * in the language and then in English) and its `{{name}}` interpolation without escaping (React
 * escapes what it renders).
 *
 * @example
 * createT('nl')('player.cannotPlay', { reason: '…' })
 */
export function createT(language: EmbedLanguage): LeanTranslation['t'] {
  const plurals = new Intl.PluralRules(language);
  const english = new Intl.PluralRules('en');
  return (key, options = {}) => {
    const { count } = options;
    const candidates: [Catalogue, string][] = [];
    for (const [texts, rules] of [
      [EMBED_TEXTS[language], plurals],
      [EMBED_TEXTS.en, english],
    ] as const) {
      if (typeof count === 'number') candidates.push([texts, `${key}_${rules.select(count)}`]);
      candidates.push([texts, key]);
    }
    let text: string | undefined;
    for (const [texts, candidate] of candidates) {
      text = lookUp(texts, candidate);
      if (text !== undefined) break;
    }
    if (text === undefined) return key;
    return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) =>
      name in options ? String(options[name]) : placeholder,
    );
  };
}

const TranslationContext = createContext<LeanTranslation>({
  t: createT('en'),
  i18n: { language: 'en' },
});

/**
 * Gives its children the texts of `language` (react-i18next's `I18nextProvider`, for the embed).
 *
 * @example
 * <LeanI18nProvider language="nl"><HandPlayer … /></LeanI18nProvider>
 */
export function LeanI18nProvider(props: { language: EmbedLanguage; children: ReactNode }) {
  const { language, children } = props;
  const value = useMemo(() => ({ t: createT(language), i18n: { language } }), [language]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** react-i18next's hook, as the kit's components call it. */
export function useTranslation(): LeanTranslation {
  return useContext(TranslationContext);
}
