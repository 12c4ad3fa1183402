import { LEARNER_TEXT_KEYS, LEARNER_TEXTS_EN } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.js';
import { nl } from '../i18n/nl.js';

/** The text at a dotted key of a catalogue. */
function textAt(catalogue: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
}

describe("the kit's learner texts", () => {
  // The English is the engine's, which has the spec's words (hands.md §4: "'try again', 'try a
  // different card or bid' or 'choose a different card or bid'", "'click here for a hint'",
  // "1st, 2nd, 3rd, then nth").
  it.each(LEARNER_TEXT_KEYS)('%s is the engine’s English', (key) => {
    expect(textAt(en, key)).toBe(LEARNER_TEXTS_EN[key]);
  });

  it.each(LEARNER_TEXT_KEYS)('%s has a Dutch text', (key) => {
    expect(textAt(nl, key)).toEqual(expect.any(String));
  });
});
