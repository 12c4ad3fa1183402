/**
 * The auction step's 'Play only' switch and, in play-only mode, the contract, risk and declarer
 * selectors (hands.md §2; §4 "Play-only mode: contract, risk and declarer are chosen manually.
 * Toggling it derives the contract from an existing auction, otherwise it defaults to 1D"). The
 * engine makes each new hand (`setPlayOnly`, `setPlayOnlyContract`, `setPlayOnlyDeclarer`).
 */
import {
  DENOMINATIONS,
  type Denomination,
  type HandJSON,
  LEVELS,
  type Level,
  RISKS,
  type Risk,
  SEATS,
  type Seat,
  setPlayOnly,
  setPlayOnlyContract,
  setPlayOnlyDeclarer,
} from '@tenace/engine';
import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup, Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import * as styles from './AuctionBuilder.css.js';

export interface PlayOnlySettingsProps {
  readonly hand: HandJSON;
  /** The hand with play-only mode or its contract or declarer changed. */
  readonly onEdit: (next: HandJSON) => void;
}

interface ChoiceProps<Value extends string | number> {
  readonly label: string;
  readonly options: readonly Value[];
  readonly value: Value | undefined;
  readonly name: (value: Value) => ReactNode;
  readonly onChange: (value: Value) => void;
}

/** One selector: a labelled row of radios. */
function Choice<Value extends string | number>(props: ChoiceProps<Value>) {
  return (
    <RadioGroup
      className={styles.choice}
      orientation="horizontal"
      value={props.value === undefined ? null : String(props.value)}
      onChange={(text) => {
        const picked = props.options.find((option) => String(option) === text);
        if (picked !== undefined) props.onChange(picked);
      }}
    >
      <Label className={styles.label}>{props.label}</Label>
      <div className={styles.options}>
        {props.options.map((option) => (
          <Radio key={option} value={String(option)} className={styles.option}>
            {props.name(option)}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/**
 * @example
 * <PlayOnlySettings hand={hand} onEdit={setHand} />
 */
export function PlayOnlySettings({ hand, onEdit }: PlayOnlySettingsProps) {
  const { t } = useTranslation('staff');
  const { t: kit } = useTranslation();
  const names = useBridgeNames();
  const contract = hand.contract;
  const setContract = (level: Level, denomination: Denomination, risk: Risk) =>
    onEdit(setPlayOnlyContract(hand, level, denomination, risk));
  return (
    <div className={styles.playOnly}>
      <Switch
        className={styles.toggle}
        isSelected={hand.playOnly}
        onChange={(on) => onEdit(setPlayOnly(hand, on))}
      >
        <span className={styles.track} aria-hidden="true" />
        {t('editor.playOnly')}
      </Switch>
      {hand.playOnly && contract !== undefined && (
        <>
          <Choice<Level>
            label={t('editor.contractLevel')}
            options={LEVELS}
            value={contract.level}
            name={(level) => level}
            onChange={(level) => setContract(level, contract.denomination, contract.risk)}
          />
          <Choice<Denomination>
            label={t('editor.denomination')}
            options={DENOMINATIONS}
            value={contract.denomination}
            name={(denomination) => kit(`denomination.${denomination}`, { count: 2 })}
            onChange={(denomination) => setContract(contract.level, denomination, contract.risk)}
          />
          <Choice<Risk>
            label={t('editor.risk')}
            options={RISKS}
            value={contract.risk}
            name={(risk) => (risk === '' ? t('editor.undoubled') : kit(`call.${risk}`))}
            onChange={(risk) => setContract(contract.level, contract.denomination, risk)}
          />
          <Choice<Seat>
            label={t('editor.declarer')}
            options={SEATS}
            value={hand.declarer}
            name={names.seat}
            onChange={(seat) => onEdit(setPlayOnlyDeclarer(hand, seat))}
          />
        </>
      )}
    </div>
  );
}
