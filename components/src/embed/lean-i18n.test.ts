import { describe, expect, it } from 'vitest';
import { createKitI18n } from '../i18n/instance.js';
import { createT, EMBED_TEXTS, type EmbedLanguage } from './lean-i18n.js';

/** Every text of a catalogue with its key: `['hand.faceDown_one', "{{seat}}'s hand, …"]`. */
function textsOf(node: object, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([name, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${name}`, value]] : textsOf(value, `${prefix}${name}.`),
  );
}

/**
 * The keys the kit asks for (without the plural suffix, which `count` chooses), each with a
 * value for every placeholder of its texts.
 */
function requests(language: EmbedLanguage): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>();
  for (const [key, text] of [...textsOf(EMBED_TEXTS.en), ...textsOf(EMBED_TEXTS[language])]) {
    const base = key.replace(/_(one|other)$/, '');
    const values = found.get(base) ?? {};
    for (const [, name = ''] of text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g))
      values[name] = `<${name}>`;
    found.set(base, values);
  }
  return found;
}

describe('the embed bundle’s i18n', () => {
  const languages = Object.keys(EMBED_TEXTS) as EmbedLanguage[];

  it.each(languages)('gives what i18next gives for every %s text', (language) => {
    const i18next = createKitI18n(language);
    const t = createT(language);
    const asked = requests(language);
    expect(asked.size).toBeGreaterThan(100);
    for (const [key, values] of asked) {
      for (const count of [0, 1, 2]) {
        const options = { ...values, count };
        expect(t(key, options), `${language} ${key} (${count})`).toBe(i18next.t(key, options));
      }
    }
  });

  it('falls back to English, then to the key, as i18next does', () => {
    for (const language of languages) {
      const i18next = createKitI18n(language);
      expect(createT(language)('no.such.key')).toBe(i18next.t('no.such.key'));
    }
    expect(createT('nl')('player.cannotPlay', { reason: 'x' })).toBe(
      'Dit spel kan niet gespeeld worden: x',
    );
  });
});
