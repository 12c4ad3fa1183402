/**
 * Bridge notation in running text: suit symbols, cards (♠K) and calls (1♥, 3NT, Pass), coloured
 * by suit, each read aloud by its name ("king of spades", "1 heart") instead of its symbols.
 */
import {
  type CallValue,
  type Card,
  type Contract,
  parseCall,
  type Rank,
  type Suit,
} from '@tenace/engine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeck } from '../deck/DeckProvider.js';
import { rankLetter } from '../deck/letters.js';
import { SUIT_SYMBOLS } from '../deck/suit-symbols.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import { suitColour } from '../styles/suit-colour.css.js';
import { suitData } from '../styles/suit-data.js';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './BridgeText.css.js';

/** A suit symbol in the suit's colour, drawn only: the caller says what it means. */
export function SuitSymbol({ suit }: { readonly suit: Suit }) {
  const { fourColour } = useDeck();
  return (
    <span className={suitColour} {...suitData(suit, fourColour)} aria-hidden="true">
      {SUIT_SYMBOLS[suit]}
    </span>
  );
}

/** Printed notation with its spoken form for screen readers. */
function Spoken({ spoken, children }: { spoken: string; children: ReactNode }) {
  return (
    <span className={styles.notation}>
      <span aria-hidden="true">{children}</span>
      <span className={visuallyHidden}>{spoken}</span>
    </span>
  );
}

/**
 * A suit on its own, as `/S` writes it in a comment: the symbol, read as the suit's name.
 *
 * @example
 * <SuitText suit="H" /> // ♥, read "hearts"
 */
export function SuitText({ suit }: { readonly suit: Suit }) {
  const { t } = useTranslation();
  return (
    <Spoken spoken={t(`suit.${suit}`)}>
      <SuitSymbol suit={suit} />
    </Spoken>
  );
}

/**
 * One or more cards of a suit: ♠KQ. Ranks print in the lettering in force (Dutch: ♠HV).
 *
 * @example
 * <CardText suit="S" ranks={['K', 'Q']} /> // ♠KQ, read "king of spades, queen of spades"
 */
export function CardText({
  suit,
  ranks,
}: {
  readonly suit: Suit;
  readonly ranks: readonly Rank[];
}) {
  const { lettering } = useDeck();
  const names = useBridgeNames();
  const spoken = ranks.map((rank) => names.card({ suit, rank })).join(', ');
  return (
    <Spoken spoken={spoken}>
      <SuitSymbol suit={suit} />
      {ranks.map((rank) => rankLetter(rank, lettering)).join('')}
    </Spoken>
  );
}

/** One card: ♠K. */
export function SingleCardText({ card }: { readonly card: Card }) {
  return <CardText suit={card.suit} ranks={[card.rank]} />;
}

/**
 * A call as the auction prints it: 1♥, 3NT (3SA in Dutch), Pass, X, XX.
 *
 * @example
 * <CallText call="4S" /> // 4♠, read "4 spades"
 */
export function CallText({ call }: { readonly call: CallValue }) {
  const { t } = useTranslation();
  const names = useBridgeNames();
  const parsed = parseCall(call);
  if (!parsed.ok || parsed.value.type !== 'bid') {
    return (
      <Spoken spoken={names.call(call)}>{t(`callShort.${call as 'Pass' | 'X' | 'XX'}`)}</Spoken>
    );
  }
  const { level, denomination } = parsed.value;
  return (
    <Spoken spoken={names.call(call)}>
      {level}
      {denomination === 'NT' ? t('notrumpShort') : <SuitSymbol suit={denomination} />}
    </Spoken>
  );
}

/**
 * A contract: its bid and risk, 4♠X, read "4 spades doubled".
 *
 * @example
 * <ContractText contract={{ level: 4, denomination: 'S', risk: 'X', value: '4S' }} />
 */
export function ContractText({ contract }: { readonly contract: Contract }) {
  const { t } = useTranslation();
  const names = useBridgeNames();
  const risk = contract.risk === '' ? '' : ` ${t(`contract.risk.${contract.risk}`)}`;
  return (
    <Spoken spoken={`${names.call(contract.value)}${risk}`}>
      {contract.level}
      {contract.denomination === 'NT' ? (
        t('notrumpShort')
      ) : (
        <SuitSymbol suit={contract.denomination} />
      )}
      {contract.risk}
    </Spoken>
  );
}
