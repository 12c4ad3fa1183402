/**
 * The contract header of the learner player: the contract and declarer (or that there is none
 * yet), and the vulnerability.
 */
import { type Contract, isVulnerable, type Seat, sideOf, type Vulnerability } from '@tenace/engine';
import { useTranslation } from 'react-i18next';
import * as styles from './ContractHeader.css.js';
import { ContractLabel } from './ContractLabel.js';

export interface ContractHeaderProps {
  readonly contract?: Contract;
  readonly declarer?: Seat;
  readonly vulnerable: Vulnerability;
  /** @default false */
  readonly passedOut?: boolean;
}

/**
 * @example
 * <ContractHeader contract={hand.contract} declarer={hand.declarer} vulnerable={hand.vulnerable} />
 */
export function ContractHeader({ contract, declarer, vulnerable, passedOut }: ContractHeaderProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.header} aria-label={t('contract.label')}>
      <p className={styles.contract}>
        <ContractLabel contract={contract} declarer={declarer} passedOut={passedOut} />
      </p>
      <VulnerabilityLabel vulnerable={vulnerable} declarer={declarer} />
    </section>
  );
}

/**
 * "Vulnerable: North-South", in red when the declaring side is vulnerable.
 *
 * @example
 * <VulnerabilityLabel vulnerable="NS" declarer="S" />
 */
export function VulnerabilityLabel({
  vulnerable,
  declarer,
}: {
  readonly vulnerable: Vulnerability;
  readonly declarer?: Seat;
}) {
  const { t } = useTranslation();
  const declarerVulnerable = declarer !== undefined && isVulnerable(vulnerable, sideOf(declarer));
  return (
    <span
      className={styles.vulnerability}
      data-vulnerable={vulnerable}
      data-declarer-vulnerable={declarerVulnerable || undefined}
    >
      {t('vulnerability.label', { who: t(`vulnerability.${vulnerable}`) })}
    </span>
  );
}
