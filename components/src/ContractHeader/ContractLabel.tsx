/**
 * A contract with its declarer ("4♠X by South"), or what stands instead: no contract yet, or
 * passed out.
 */
import type { Contract, Seat } from '@tenace/engine';
import { useTranslation } from 'react-i18next';
import { ContractText } from '../BridgeText/BridgeText.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';

export interface ContractLabelProps {
  readonly contract?: Contract;
  readonly declarer?: Seat;
  /** @default false */
  readonly passedOut?: boolean;
}

export function ContractLabel({ contract, declarer, passedOut = false }: ContractLabelProps) {
  const { t } = useTranslation();
  const names = useBridgeNames();
  if (passedOut) return <>{t('contract.passedOut')}</>;
  if (!contract || !declarer) return <>{t('contract.none')}</>;
  // The sentence comes from the catalogue, with the contract drawn where {{contract}} stands.
  const [before = '', after = ''] = t('contract.by', {
    contract: '\u0000',
    declarer: names.seat(declarer),
  }).split('\u0000');
  return (
    <>
      {before}
      <ContractText contract={contract} />
      {after}
    </>
  );
}
