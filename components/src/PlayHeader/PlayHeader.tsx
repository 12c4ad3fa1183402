/**
 * The play header of the learner player (hands.md §2): a back button (left out in embeds and
 * previews), the view-auction button showing the contract, the vulnerability, the tricks won by
 * each side and a compass whose arrow points at the seat to play.
 */
import {
  type Contract,
  type Seat,
  SIDES,
  type TrickCounts,
  type Vulnerability,
} from '@tenace/engine';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Compass } from '../Compass/Compass.js';
import { VulnerabilityLabel } from '../ContractHeader/ContractHeader.js';
import { ContractLabel } from '../ContractHeader/ContractLabel.js';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './PlayHeader.css.js';

export interface PlayHeaderProps {
  readonly contract: Contract;
  readonly declarer: Seat;
  readonly vulnerable: Vulnerability;
  readonly tricks: TrickCounts;
  /** The seat to play next; no arrow when the play is over. */
  readonly toPlay?: Seat;
  /**
   * The seat drawn at the bottom of the compass: the player's.
   * @default 'S'
   */
  readonly bottom?: Seat;
  /** Opens the auction popup. */
  readonly onViewAuction: () => void;
  /** Goes back to the set; without it there is no back button (embeds and previews). */
  readonly onBack?: () => void;
}

const COUNT_OF_SIDE = { NS: 'northSouth', EW: 'eastWest' } as const;

/**
 * @example
 * <PlayHeader contract={c} declarer="S" vulnerable="NS" tricks={{ northSouth: 3, eastWest: 1 }}
 *   toPlay="W" onViewAuction={openAuction} />
 */
export function PlayHeader(props: PlayHeaderProps) {
  const { contract, declarer, vulnerable, tricks, toPlay, bottom = 'S' } = props;
  const { t } = useTranslation();
  return (
    <section className={styles.header} aria-label={t('playHeader.label')}>
      {props.onBack && (
        <Button className={styles.button} onPress={props.onBack}>
          {t('playHeader.back')}
        </Button>
      )}
      {/* Named by its content, the contract's spoken form after a hidden "View the auction": the
          name holds the text the button shows (WCAG 2.5.3 "Label in Name"). */}
      <Button className={styles.button} onPress={props.onViewAuction} data-bridge-symbol="">
        <span className={visuallyHidden}>{t('playHeader.viewAuction')} </span>
        <ContractLabel contract={contract} declarer={declarer} />
      </Button>
      <VulnerabilityLabel vulnerable={vulnerable} declarer={declarer} />
      <span className={styles.spacer} />
      <dl className={styles.tricks} aria-label={t('tricks.label')}>
        {SIDES.map((side) => (
          <div key={side} className={styles.trickCount} data-side={side}>
            <dt className={styles.trickSide}>
              <abbr title={t(`side.${side}`)}>{t(`sideLetters.${side}`)}</abbr>
            </dt>
            <dd className={styles.trickNumber}>{tricks[COUNT_OF_SIDE[side]]}</dd>
          </div>
        ))}
      </dl>
      <Compass vulnerable={vulnerable} bottom={bottom} toPlay={toPlay} size="small" />
    </section>
  );
}
