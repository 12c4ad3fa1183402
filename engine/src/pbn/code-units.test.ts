import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodeUnits, NON_ASCII } from './code-units.js';

/** The units as the lexer reads them, computed the plain way. */
function expected(text: string): number[] {
  return Array.from({ length: text.length }, (_, index) => {
    const unit = text.charCodeAt(index);
    return unit < 128 ? unit : NON_ASCII;
  });
}

describe('CodeUnits', () => {
  it('gives ASCII as it is, and every other code unit as NON_ASCII, one per unit', () => {
    const units = new CodeUnits();
    expect([...units.of('[Deal "N:AK"]\r\n')]).toEqual(expected('[Deal "N:AK"]\r\n'));
    expect([...units.of('[é]')]).toEqual([91, NON_ASCII, 93]);
    // A character outside the BMP is two UTF-16 units, as the text's positions count it.
    expect([...units.of('a\u{1F0A1}b')]).toEqual([97, NON_ASCII, NON_ASCII, 98]);
    expect([...units.of('')]).toEqual([]);
  });

  it('reuses its buffer without leaking a longer earlier text into a shorter one', () => {
    const units = new CodeUnits();
    units.of('x'.repeat(5000));
    expect([...units.of('ab')]).toEqual([97, 98]);
    expect([...units.of('é'.repeat(3))]).toEqual([NON_ASCII, NON_ASCII, NON_ASCII]);
    // The é's two bytes do not fit after abcd: the encoder stops before it, over older units.
    units.of('x'.repeat(5000));
    expect([...units.of('abcdé')]).toEqual([97, 98, 99, 100, NON_ASCII]);
    expect([...units.of('ab\u{1F0A1}')]).toEqual([97, 98, NON_ASCII, NON_ASCII]);
  });

  it('agrees with charCodeAt on any text, in any order of calls', () => {
    const units = new CodeUnits();
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' })), (texts) => {
        for (const text of texts) expect([...units.of(text)]).toEqual(expected(text));
      }),
    );
  });
});
