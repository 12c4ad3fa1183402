/**
 * The deal step's settings (hands.md §2 "a Random Deal button, … a dealer picker (N, E, S, W), a
 * vulnerability toggle per pair (North/South and East/West, NV or V) and a viewpoint rotation
 * button"). The engine makes each new hand (`setDealer`, `toggleSideVulnerability`,
 * `rotateViewpoint`); the caller gets it with the edit's name, so that it can ask first when the
 * edit clears later steps (§4 "Editor progress", the engine's `editNeedsConfirmation`).
 */
import {
  type HandJSON,
  isVulnerable,
  rotateViewpoint,
  SEATS,
  SIDES,
  setDealer,
  toggleSideVulnerability,
} from '@tenace/engine';
import { useId } from 'react';
import { Button, Group, Label, Radio, RadioGroup, ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import * as styles from './DealSettings.css.js';

/** The settings' edits; the dealer and viewpoint ones may clear later steps. */
export type DealSettingsEdit = 'dealer' | 'vulnerable' | 'viewpoint';

export interface DealSettingsProps {
  readonly hand: HandJSON;
  /** The hand with one setting changed, and which. */
  readonly onEdit: (next: HandJSON, edit: DealSettingsEdit) => void;
  readonly onRandomDeal: () => void;
}

/**
 * @example
 * <DealSettings hand={hand} onEdit={(next, edit) => …} onRandomDeal={deal} />
 */
export function DealSettings({ hand, onEdit, onRandomDeal }: DealSettingsProps) {
  const { t } = useTranslation('staff');
  const { t: kit } = useTranslation();
  const names = useBridgeNames();
  const vulnerabilityId = useId();
  const viewpointId = useId();
  return (
    <Group className={styles.settings} aria-label={t('editor.settings')}>
      <ActionButton onPress={onRandomDeal}>{t('editor.randomDeal')}</ActionButton>
      <RadioGroup
        className={styles.field}
        orientation="horizontal"
        value={hand.dealer}
        onChange={(seat) => onEdit(setDealer(hand, seat as HandJSON['dealer']), 'dealer')}
      >
        <Label className={styles.label}>{t('editor.dealer')}</Label>
        <div className={styles.options}>
          {SEATS.map((seat) => (
            <Radio key={seat} value={seat} className={styles.option}>
              {names.seat(seat)}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <Group className={styles.field} aria-labelledby={vulnerabilityId}>
        <span id={vulnerabilityId} className={styles.label}>
          {t('editor.vulnerability')}
        </span>
        <div className={styles.options}>
          {SIDES.map((side) => {
            const on = isVulnerable(hand.vulnerable, side);
            return (
              <ToggleButton
                key={side}
                className={styles.option}
                isSelected={on}
                onChange={() => onEdit(toggleSideVulnerability(hand, side), 'vulnerable')}
              >
                {kit(`side.${side}`)}{' '}
                <span className={styles.state}>
                  {on ? t('editor.vulnerable') : t('editor.notVulnerable')}
                </span>
              </ToggleButton>
            );
          })}
        </div>
      </Group>
      <div className={styles.field}>
        <output id={viewpointId} className={styles.label}>
          {t('editor.viewpoint', { seat: names.seat(hand.viewpoint) })}
        </output>
        <Button
          className={styles.option}
          aria-describedby={viewpointId}
          onPress={() => onEdit(rotateViewpoint(hand), 'viewpoint')}
        >
          {t('editor.rotateViewpoint')}
        </Button>
      </div>
    </Group>
  );
}
