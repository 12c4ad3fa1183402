/**
 * The words of the lesson. Messages carry i18n keys and parameters, never prose: the UI
 * translates them (en and nl). {@link LEARNER_TEXTS_EN} is the default English catalogue, keyed
 * the same way, with the spec's own words where it has them (hands.md §4 "Learner player").
 * Placeholders use i18next's `{{name}}` syntax.
 */
import type { Seat } from '../cards.js';

/** Every text key the lesson uses. */
export const LEARNER_TEXT_KEYS = [
  'learner.encouragement.tryAgain',
  'learner.encouragement.tryDifferent',
  'learner.encouragement.chooseDifferent',
  'learner.link.hint',
  'learner.link.reveal',
  'learner.answer',
  'learner.touching',
  'learner.alternative',
  'learner.trick',
  'learner.contract',
  'learner.call',
  'learner.card',
  'learner.ordinal.first',
  'learner.ordinal.second',
  'learner.ordinal.third',
  'learner.ordinal.nth',
  'learner.seat.N',
  'learner.seat.E',
  'learner.seat.S',
  'learner.seat.W',
] as const;
export type LearnerTextKey = (typeof LEARNER_TEXT_KEYS)[number];

/** A text to show: a key of the catalogue and the values of its placeholders. */
export interface LearnerText {
  readonly key: LearnerTextKey;
  readonly params?: Readonly<Record<string, LearnerTextParam>>;
}

/** A placeholder's value; a nested {@link LearnerText} is translated first (an ordinalText, a seat). */
export type LearnerTextParam = string | number | LearnerText;

/** The three encouragements after a 1st or 2nd wrong choice (hands.md §4), one picked at random. */
export const ENCOURAGEMENTS = [
  'learner.encouragement.tryAgain',
  'learner.encouragement.tryDifferent',
  'learner.encouragement.chooseDifferent',
] as const satisfies readonly LearnerTextKey[];
export type EncouragementKey = (typeof ENCOURAGEMENTS)[number];

/**
 * The English catalogue. The encouragements, the hint link and the ordinals are the spec's words;
 * the rest is ours, since the spec does not give the wording.
 */
export const LEARNER_TEXTS_EN: Readonly<Record<LearnerTextKey, string>> = {
  'learner.encouragement.tryAgain': 'try again',
  'learner.encouragement.tryDifferent': 'try a different card or bid',
  'learner.encouragement.chooseDifferent': 'choose a different card or bid',
  'learner.link.hint': 'click here for a hint',
  'learner.link.reveal': 'show me',
  'learner.answer': 'The correct answer is {{answer}}',
  'learner.touching':
    '{{chosen}} and {{authored}} are equal cards, so yours is accepted; the hand goes on with {{authored}}, as the author played it',
  'learner.alternative':
    '{{chosen}} is also right; the hand goes on with {{authored}}, as the author played it',
  'learner.trick':
    '{{winner}} wins the {{ordinal}} trick. North-South {{northSouth}}, East-West {{eastWest}}',
  'learner.contract': 'The contract is {{contract}} by {{declarer}}',
  'learner.call': '{{seat}}: {{call}}',
  'learner.card': '{{seat}}: {{card}}',
  'learner.ordinal.first': '1st',
  'learner.ordinal.second': '2nd',
  'learner.ordinal.third': '3rd',
  'learner.ordinal.nth': '{{n}}th',
  'learner.seat.N': 'North',
  'learner.seat.E': 'East',
  'learner.seat.S': 'South',
  'learner.seat.W': 'West',
};

const ORDINAL_KEYS: readonly LearnerTextKey[] = [
  'learner.ordinal.first',
  'learner.ordinal.second',
  'learner.ordinal.third',
];

/**
 * The ordinal label of a positive whole number: 1st, 2nd, 3rd, then nth (hands.md §4). We take
 * "then nth" literally, so 21 is `21th`; the lesson only counts tricks (1 to 13) and wrong
 * choices (1 to 3), where this is also correct English.
 *
 * @example
 * ordinalText(2)  // { key: 'learner.ordinal.second' }
 * ordinalText(11) // { key: 'learner.ordinal.nth', params: { n: 11 } }
 */
export function ordinalText(n: number): LearnerText {
  const key = ORDINAL_KEYS[n - 1];
  return key ? { key } : { key: 'learner.ordinal.nth', params: { n } };
}

/** A seat's name. */
export function seatText(seat: Seat): LearnerText {
  return { key: `learner.seat.${seat}` };
}

/**
 * Fills a text from a catalogue: each `{{name}}` is replaced by its parameter, nested texts
 * first. A placeholder without a parameter is left as written.
 *
 * @example
 * formatLearnerText({ key: 'learner.trick', params: { winner: seatText('N'), ordinal: ordinalText(1),
 *   northSouth: 1, eastWest: 0 } })
 * // 'North wins the 1st trick. North-South 1, East-West 0'
 */
export function formatLearnerText(
  text: LearnerText,
  catalogue: Readonly<Record<LearnerTextKey, string>> = LEARNER_TEXTS_EN,
): string {
  return catalogue[text.key].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const param = text.params?.[name];
    if (param === undefined) return placeholder;
    return typeof param === 'object' ? formatLearnerText(param, catalogue) : String(param);
  });
}
