/**
 * The bidding box (hands.md §4 "Auction builder"): a level 1-7, then a denomination in the order
 * NT, S, H, D, C, or Pass, X or XX. Only the calls the engine's `legalCalls` allows for the seat
 * to act are enabled. Choosing a level shows the bids at that level; choosing a denomination or
 * Pass, X or XX reports the call.
 *
 * Keyboard: each row is one tab stop whose buttons the arrow keys move between (the levels are a
 * radio group, the other rows react-aria toolbars); Enter or Space presses.
 */
import {
  type CallValue,
  DENOMINATIONS,
  type Denomination,
  LEVELS,
  type Level,
  legalCalls,
  NON_BIDS,
  parseCall,
  type Seat,
} from '@tenace/engine';
import { useState } from 'react';
import { Button, Group, Radio, RadioGroup, Toolbar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SuitSymbol } from '../BridgeText/BridgeText.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import * as styles from './BiddingBox.css.js';

export interface BiddingBoxProps {
  readonly dealer: Seat;
  /** The calls made so far, in order from the dealer's. */
  readonly calls: readonly CallValue[];
  /** Called with the call chosen. */
  readonly onCall: (call: CallValue) => void;
  /**
   * Disables every call, for when it is not the player's turn.
   * @default false
   */
  readonly isDisabled?: boolean;
  /**
   * The calls to enable, when the caller has them already (the learner lesson's `awaitCall`
   * output): the same calls as the engine's `legalCalls`, which is the default.
   * @default legalCalls(dealer, calls)
   */
  readonly legal?: readonly CallValue[];
  /** A call to point out (the lesson's reveal link): its level is shown and its button marked. */
  readonly highlight?: CallValue;
}

/**
 * The bidding box for the seat to act.
 *
 * @example
 * <BiddingBox dealer="N" calls={['1H', 'Pass']} onCall={(call) => …} />
 */
export function BiddingBox(props: BiddingBoxProps) {
  const { dealer, calls, onCall, isDisabled = false, highlight } = props;
  const { t } = useTranslation();
  const names = useBridgeNames();
  const nameShowing = useNameShowing();
  const legal = new Set(isDisabled ? [] : (props.legal ?? legalCalls(dealer, calls)));
  const levelIsOpen = (level: Level) =>
    DENOMINATIONS.some((denomination) => legal.has(`${level}${denomination}`));
  const lowestOpen = LEVELS.find(levelIsOpen);
  const [chosenLevel, setChosenLevel] = useState<Level | undefined>(undefined);
  const highlightLevel = highlightedLevel(highlight);
  // The level shown: the one chosen if still open, else the highlighted call's, else the lowest
  // level with a legal bid.
  const level =
    chosenLevel !== undefined && levelIsOpen(chosenLevel)
      ? chosenLevel
      : (highlightLevel ?? lowestOpen);

  const call = (value: CallValue) => {
    setChosenLevel(undefined);
    onCall(value);
  };

  return (
    <Group
      className={styles.box}
      aria-label={t('biddingBox.label')}
      isDisabled={isDisabled}
      data-level={level}
    >
      <RadioGroup
        className={styles.row}
        aria-label={t('biddingBox.level')}
        orientation="horizontal"
        value={level === undefined ? null : String(level)}
        onChange={(value) => setChosenLevel(Number(value) as Level)}
      >
        {LEVELS.map((option) => (
          <Radio
            key={option}
            value={String(option)}
            className={styles.button}
            isDisabled={!levelIsOpen(option)}
          >
            {option}
          </Radio>
        ))}
      </RadioGroup>
      <Toolbar className={styles.row} aria-label={t('biddingBox.bids')}>
        {DENOMINATIONS.map((denomination) => {
          const bid: CallValue | undefined = level && `${level}${denomination}`;
          return (
            <Button
              key={denomination}
              className={styles.button}
              data-denomination={denomination}
              data-bridge-symbol=""
              aria-label={nameShowing(
                bid ? names.call(bid) : t(`denomination.${denomination}`, { count: 2 }),
                denomination === 'NT' ? t('notrumpShort') : '',
              )}
              isDisabled={bid === undefined || !legal.has(bid)}
              data-highlighted={(bid !== undefined && bid === highlight) || undefined}
              onPress={() => bid && call(bid)}
            >
              <DenominationMark denomination={denomination} />
            </Button>
          );
        })}
      </Toolbar>
      <Toolbar className={styles.row} aria-label={t('biddingBox.otherCalls')}>
        {NON_BIDS.map((value) => (
          <Button
            key={value}
            className={`${styles.button} ${styles.otherCall}`}
            data-call={value}
            data-bridge-symbol=""
            aria-label={nameShowing(names.call(value), t(`callShort.${value}`))}
            isDisabled={!legal.has(value)}
            data-highlighted={value === highlight || undefined}
            onPress={() => call(value)}
          >
            {t(`callShort.${value}`)}
          </Button>
        ))}
      </Toolbar>
    </Group>
  );
}

/**
 * A button's accessible name that holds the text it shows (WCAG 2.5.3 "Label in Name"): the
 * spoken name, then the shown text when the name leaves it out ("1 notrump, NT", "Redouble,
 * XX"; axe ignores words in brackets), so a learner who says what they see finds the button. A
 * suit shows a symbol, no text.
 */
function useNameShowing(): (name: string, shown: string) => string {
  const { t } = useTranslation();
  return (name, shown) =>
    shown === '' || name.toLowerCase().includes(shown.toLowerCase())
      ? name
      : t('biddingBox.nameShowing', { name, shown });
}

/** The level of a highlighted bid; none for Pass, X and XX or no highlight. */
function highlightedLevel(call: CallValue | undefined): Level | undefined {
  const parsed = call === undefined ? undefined : parseCall(call);
  return parsed?.ok && parsed.value.type === 'bid' ? parsed.value.level : undefined;
}

function DenominationMark({ denomination }: { denomination: Denomination }) {
  const { t } = useTranslation();
  if (denomination === 'NT') return <span aria-hidden="true">{t('notrumpShort')}</span>;
  return (
    <span className={styles.denominationSymbol}>
      <SuitSymbol suit={denomination} />
    </span>
  );
}
