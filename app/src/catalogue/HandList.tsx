/** A set's hands with the learner's progress on each, linking to the player. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HandSummary } from '../graphql/types.js';
import { handPath, type ProductRef } from '../lib/paths.js';
import { handProgress } from './hand-progress.js';
import { useLocaleVariables } from './use-locale-variables.js';

export interface HandListProps {
  readonly hands: readonly HandSummary[];
  /** The sets the hands belong to (one for a set; a collection's sets). */
  readonly sets: readonly ProductRef[];
  readonly collection?: ProductRef | undefined;
  readonly linkId?: string | undefined;
}

export function HandList({ hands, sets, collection, linkId }: HandListProps) {
  const { t } = useTranslation('app');
  const { language } = useLocaleVariables();
  return (
    <ol className="hand-list">
      {hands.map((hand) => {
        const progress = linkId === undefined ? handProgress(hand) : 'play';
        const set = sets.find((s) => s.id === hand.productId) ?? sets[0];
        return (
          <li key={hand.id} data-progress={progress}>
            <span>{hand.title}</span>
            {hand.freeToPlay && <span className="tag">{t('hands.free')}</span>}
            {progress === 'locked' || set === undefined ? (
              <span className="locked">{t('hands.locked')}</span>
            ) : (
              <Link className="button" to={handPath({ language, set, hand, collection, linkId })}>
                {t(`hands.${progress}`)}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}
