/**
 * Spoken names of seats, cards and calls, in the current language, for labels and
 * announcements ("king of spades", "6 of spades", "2 hearts", "Double").
 *
 * A number card is named by the number printed on it and an ace or court card by the word its
 * letter stands for: a control showing the card then has its visible text in its name (WCAG
 * 2.5.3; a lone letter is a symbol there), and a screen reader reads "6" as "six" anyway.
 */
import { type CallValue, type Card, parseCall, type Rank, type Seat } from '@tenace/engine';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLettered, PRINTED_NUMBERS } from '../deck/letters.js';

export interface BridgeNames {
  seat(seat: Seat): string;
  card(card: Card): string;
  call(call: CallValue): string;
}

/**
 * The cards' names by language (the `t` of its texts): every card of a hand is named on each of
 * its draws, with three lookups in i18next each, a measurable part of drawing a hand.
 */
const cardNames = new WeakMap<TFunction, Map<string, string>>();

/** The names of the cards known so far in the language of `t`. */
function cardNamesOf(t: TFunction): Map<string, string> {
  let names = cardNames.get(t);
  if (names === undefined) {
    names = new Map();
    cardNames.set(t, names);
  }
  return names;
}

/** A rank as a card's name says it: its printed number, or its letter's word. */
function rankName(t: TFunction, rank: Rank): string {
  return isLettered(rank) ? t(`rank.${rank}`) : PRINTED_NUMBERS[rank];
}

/**
 * The naming functions for the current language.
 *
 * @example
 * const names = useBridgeNames();
 * names.card({ suit: 'S', rank: 'K' }) // 'king of spades' ('schoppen heer' in Dutch)
 * names.card({ suit: 'S', rank: 'T' }) // '10 of spades' ('schoppen 10' in Dutch)
 */
export function useBridgeNames(): BridgeNames {
  const { t } = useTranslation();
  return useMemo(() => {
    const known = cardNamesOf(t);
    return {
      seat: (seat) => t(`seat.${seat}`),
      card: (card) => {
        const key = `${card.suit}${card.rank}`;
        let name = known.get(key);
        if (name === undefined) {
          name = t('card.name', { rank: rankName(t, card.rank), suit: t(`suit.${card.suit}`) });
          known.set(key, name);
        }
        return name;
      },
      call: (value) => {
        const call = parseCall(value);
        if (!call.ok || call.value.type !== 'bid') return t(`call.${value as 'Pass' | 'X' | 'XX'}`);
        const { level, denomination } = call.value;
        const name: string = t(`denomination.${denomination}`, { count: level });
        return t('call.bid', { level: String(level), denomination: name });
      },
    };
  }, [t]);
}
