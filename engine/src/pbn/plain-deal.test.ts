import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodeUnits } from './code-units.js';
import { isPlainDeal } from './plain-deal.js';
import { parsePbn } from './reader.js';
import { checkDealTag } from './tag-values.js';

const units = new CodeUnits();

function plain(value: string): boolean {
  return isPlainDeal(units.of(value), 0, value.length);
}

/** What the reader's full check says: plain means accepted without a note. */
function acceptedWithoutNote(value: string): boolean {
  const checked = checkDealTag(value);
  return checked.ok && checked.value.notes.length === 0;
}

const FULL = 'N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85';

describe('isPlainDeal (PBN §3.4.11)', () => {
  it.each([
    FULL,
    'e:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85',
    'W:- .63.AKQ987.A9732 - J973.J98742.3.K4',
    'N:akq... 2.2.2. - -',
    'S:- - - -',
  ])('says yes to %s, which the full check accepts without a note', (value) => {
    expect(plain(value)).toBe(true);
    expect(acceptedWithoutNote(value)).toBe(true);
  });

  it.each([
    ['padded', ` ${FULL}`],
    ['padded at the end', `${FULL} `],
    ['hands two spaces apart', FULL.replace(' ', '  ')],
    ['an empty hand', 'N:.63.AKQ987.A9732  J973.J98742.3.K4 KQT2.AT.J6542.85'],
    ['hands of different sizes', 'N:A... K... QJ... -'],
    ['a card twice', 'N:A... A... - -'],
    ['an unknown rank', 'N:A1... K... - -'],
    ['five suits', 'N:A.... - - -'],
    ['three suits', 'N:A.. - - -'],
    ['fourteen cards', 'N:AKQJT98765432.A.. - - -'],
    ['no colon', 'N.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85'],
    ['no seat', 'X:- - - -'],
    ['three hands', 'N:- - -'],
    ['five hands', 'N:- - - - -'],
    ['inheritance', '#'],
    ['unknown', '?'],
    ['nothing', ''],
    ['a character outside ASCII', 'N:A... K... Q... J…'],
  ])('says no to a Deal with %s, left to the full check', (_, value) => {
    expect(plain(value)).toBe(false);
  });

  it('only says yes to what the full check accepts without a note, for any text of Deal characters', () => {
    const character = fc.constantFrom(...'NESWnesw:.- AKQJT98765432akqjt1x\t#?é'.split(''));
    fc.assert(
      fc.property(fc.array(character, { maxLength: 40 }), (characters) => {
        const value = characters.join('');
        if (plain(value)) expect(acceptedWithoutNote(value)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('only says yes to what the full check accepts without a note, for a Deal with one change', () => {
    const character = fc.constantFrom(...'NESWnesw:.- AKQJT98765432akqjt1x\t#?é'.split(''));
    const changes = fc.record({
      at: fc.nat({ max: FULL.length }),
      drop: fc.nat({ max: 3 }),
      insert: fc.array(character, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(changes, ({ at, drop, insert }) => {
        const value = FULL.slice(0, at) + insert.join('') + FULL.slice(at + drop);
        if (plain(value)) expect(acceptedWithoutNote(value)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('says yes to every deal of the 52 cards in four hands of 13', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...Array(52).keys()], { minLength: 52 }), (deck) => {
        const hands = [0, 1, 2, 3].map((hand) =>
          [0, 1, 2, 3]
            .map((suit) =>
              deck
                .slice(hand * 13, hand * 13 + 13)
                .filter((card) => card % 4 === suit)
                .map((card) => 'AKQJT98765432'.charAt(card >> 2))
                .join(''),
            )
            .join('.'),
        );
        const value = `N:${hands.join(' ')}`;
        expect(plain(value)).toBe(true);
        expect(acceptedWithoutNote(value)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the reader checks every Deal, plain or not, whole tag pair or not', () => {
  const problemCodes = (text: string) =>
    parsePbn(text).games[0]?.problems.map((problem) => problem.code);

  it('reports a bad Deal written whole on its line', () => {
    expect(problemCodes('[Deal "N:A... A... - -"]\n')).toEqual(['BAD_DEAL']);
  });

  it('reports a bad Deal whose tag pair runs over two lines', () => {
    expect(problemCodes('[Deal\n"N:A... A... - -"]\n')).toEqual(['BAD_DEAL']);
  });

  it('notes a padded Deal, and accepts a plain one', () => {
    expect(problemCodes(`[Deal "${FULL} "]\n`)).toEqual(['VALUE_PADDED']);
    expect(problemCodes(`[Deal "${FULL}"]\n`)).toEqual([]);
  });
});
