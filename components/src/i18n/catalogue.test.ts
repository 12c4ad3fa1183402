import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { nl } from './nl.js';
import { staffEn } from './staff-en.js';
import { staffNl } from './staff-nl.js';

/** Every text of a catalogue, by its dotted key. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [inner, text] of leaves(value as object, path)) texts.set(inner, text);
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each([
  { name: 'kit', english: leaves(en), dutch: leaves(nl) },
  { name: 'staff', english: leaves(staffEn), dutch: leaves(staffNl) },
])('the $name catalogues', ({ english, dutch }) => {
  it('have the same keys in English and Dutch', () => {
    expect([...dutch.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.entries()])('%s has the same placeholders in Dutch', (key, text) => {
    expect(placeholders(dutch.get(key) ?? '')).toEqual(placeholders(text));
  });

  it('leaves no Dutch text empty where the English has words', () => {
    for (const [key, text] of english) {
      if (text !== '') expect(dutch.get(key), key).not.toBe('');
    }
  });
});
