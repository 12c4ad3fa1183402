/**
 * Suit symbols or plain letters: `show` draws ♠ ♥ ♦ ♣ on terminals that speak UTF-8 and falls
 * back to S H D C (and ASCII lines) elsewhere, or when asked with `--ascii`.
 */
import { type CallValue, type Denomination, parseCall } from '../calls.js';
import type { Card, Suit } from '../cards.js';
import type { Contract } from '../hand/types.js';

export const CHARSETS = ['unicode', 'ascii'] as const;
export type Charset = (typeof CHARSETS)[number];

const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/**
 * The charset a terminal can show, from the locale (`LC_ALL`, then `LC_CTYPE`, then `LANG`, the
 * first one set, as setlocale reads them). With no locale set, every terminal but the Linux
 * console (`TERM=linux`) is taken to be UTF-8.
 *
 * @example
 * detectCharset({ LANG: 'en_US.UTF-8' }) // 'unicode'
 * detectCharset({ LANG: 'C' }) // 'ascii'
 */
export function detectCharset(env: Readonly<Record<string, string | undefined>>): Charset {
  const locale = env.LC_ALL || env.LC_CTYPE || env.LANG;
  if (locale) return /utf-?8/i.test(locale) ? 'unicode' : 'ascii';
  return env.TERM === 'linux' ? 'ascii' : 'unicode';
}

/** A suit as a symbol or a letter. */
export function suitText(suit: Suit, charset: Charset): string {
  return charset === 'unicode' ? SUIT_SYMBOLS[suit] : suit;
}

/** A denomination as a symbol or a letter; notrump stays `NT`. */
export function denominationText(denomination: Denomination, charset: Charset): string {
  return denomination === 'NT' ? 'NT' : suitText(denomination, charset);
}

/** A card, suit first: `♠K`, or `SK` in ASCII. */
export function cardText(card: Card, charset: Charset): string {
  return `${suitText(card.suit, charset)}${card.rank}`;
}

/** A void: an em dash, or a hyphen in ASCII. */
export function voidText(charset: Charset): string {
  return charset === 'unicode' ? '—' : '-';
}

/** A call: `1♦`, `3NT`, `Pass`, `X`, `XX`. */
export function callText(value: CallValue, charset: Charset): string {
  const call = parseCall(value);
  if (!call.ok || call.value.type !== 'bid') return value;
  return `${call.value.level}${denominationText(call.value.denomination, charset)}`;
}

/** A contract with its risk: `4♠X`. */
export function contractText(contract: Contract, charset: Charset): string {
  return `${contract.level}${denominationText(contract.denomination, charset)}${contract.risk}`;
}
